import * as v from 'valibot';
import { formObject } from './fields';

/** The guest list file's cap: some 2,000 rows of a spreadsheet's CSV. */
export const MAX_GUEST_FILE_BYTES = 1024 * 1024;

export const GuestFileSchema = formObject({
  file: v.pipe(
    v.file('Please choose your guest list file'),
    v.minSize(1, 'Please choose your guest list file'),
    v.maxSize(MAX_GUEST_FILE_BYTES, 'The file is larger than 1 MB: please split your list into smaller files'),
  ),
});

export const ConfirmImportSchema = formObject({ importId: v.number() });
