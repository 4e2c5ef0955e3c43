import * as v from 'valibot';
import { optionalText } from './fields';

/** The display name on /account; empty means "show my e-mail". */
export const DisplayNameSchema = v.object({ name: optionalText('Name', 100) });
