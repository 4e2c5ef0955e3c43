import * as v from 'valibot';
import { formObject, optionalText, requiredText } from './fields';

export const PROOF_NOTE_MAX = 2000;
export const CHANGE_REQUEST_MAX = 2000;

/** The files are checked by their content on the server. */
export const SendProofSchema = formObject({
  note: optionalText('Note to the couple', PROOF_NOTE_MAX, 'lines'),
});

const proofId = v.pipe(
  v.string('This proof could not be found'),
  v.regex(/^[1-9]\d{0,8}$/, 'This proof could not be found'),
  v.transform(Number),
);

export const ApproveProofSchema = formObject({ proofId });

export const RequestChangesSchema = formObject({
  proofId,
  message: requiredText('Your message', CHANGE_REQUEST_MAX, 'lines', {
    required: 'Please tell us what you would like changed',
  }),
});
