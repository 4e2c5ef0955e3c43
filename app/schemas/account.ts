import * as v from 'valibot';

/** The display name on /account; empty means "show my e-mail". */
export const DisplayNameSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'Name must be at most 100 characters')),
});
