import { formObject, optionalText } from './fields';

/** The display name on /account; empty means "show my e-mail". */
export const DisplayNameSchema = formObject({ name: optionalText('Name', 100, 'name') });
