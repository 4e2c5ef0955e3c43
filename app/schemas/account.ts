import { formObject, optionalText } from './fields';

/** Empty means "show my e-mail". */
export const DisplayNameSchema = formObject({ name: optionalText('Name', 100, 'name') });
