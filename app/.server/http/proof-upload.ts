import { MAX_PROOF_FILE_BYTES, MAX_PROOF_FILES, type ProofUpload } from '../studio/proof-files';
import { MAX_UPLOAD_BYTES } from './body-rules';
import { readMultipartUpload, type ReadUpload, type UploadSpec } from './multipart-upload';

/** The name of the proof form's file input. */
export const FILES_FIELD = 'files';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const UPLOAD_MESSAGES = {
  tooLarge: `The files are larger than ${megabytes(MAX_UPLOAD_BYTES)} together. Send fewer files at once (each at most ${megabytes(MAX_PROOF_FILE_BYTES)}).`,
  tooMany: `Send at most ${MAX_PROOF_FILES} files at once.`,
  unreadable: 'We could not read the upload. Please choose the files again and send the form.',
  fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
} as const;

/** The proof form: up to MAX_PROOF_FILES files in `files`, a note, a version and an intent (short text). */
const PROOF_UPLOAD: UploadSpec = {
  fileFields: { [FILES_FIELD]: MAX_PROOF_FILES },
  maxFileBytes: MAX_PROOF_FILE_BYTES,
  maxTextFieldBytes: 16 * 1024,
  maxTextBytes: 64 * 1024,
  messages: {
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    fileTooLarge: (name) => `“${name || 'A file'}” is larger than ${megabytes(MAX_PROOF_FILE_BYTES)}.`,
    tooMany: () => UPLOAD_MESSAGES.tooMany,
    unreadable: UPLOAD_MESSAGES.unreadable,
    fieldTooLong: UPLOAD_MESSAGES.fieldTooLong,
  },
};

export interface ReadProofUpload extends Omit<ReadUpload, 'files'> {
  files: ProofUpload[];
}

/** Reads the proof panel's upload (./multipart-upload.ts) with the proof form's limits and messages. */
export function readProofUpload(request: Request, folder: string): Promise<ReadProofUpload> {
  return readMultipartUpload(request, folder, PROOF_UPLOAD);
}
