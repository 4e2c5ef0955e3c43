import { proofPieceField } from '~/lib/suite-pieces';
import { PIECE_NAMES } from '~/.server/designs/collection-templates';
import type { Piece } from '~/.server/designs/template';
import { MAX_PROOF_FILE_BYTES, MAX_PROOF_FILES, type ProofUpload } from './files';
import { MAX_UPLOAD_BYTES } from '~/.server/http/body-rules';
import { readMultipartUpload, type ReadUpload, type UploadSpec } from '~/.server/http/multipart-upload';

export const FILES_FIELD = 'files';

const FILES_PER_PIECE = 3;

const pieceOfField = (field: string): Piece | undefined =>
  PIECE_NAMES.find((piece) => proofPieceField(piece) === field);

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const UPLOAD_MESSAGES = {
  tooLarge: `The files are larger than ${megabytes(MAX_UPLOAD_BYTES)} together. Send fewer files at once (each at most ${megabytes(MAX_PROOF_FILE_BYTES)}).`,
  tooMany: `Send at most ${MAX_PROOF_FILES} files at once.`,
  unreadable: 'We could not read the upload. Please choose the files again and send the form.',
  fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
} as const;

const PROOF_UPLOAD: UploadSpec = {
  fileFields: {
    [FILES_FIELD]: MAX_PROOF_FILES,
    ...Object.fromEntries(PIECE_NAMES.map((piece) => [proofPieceField(piece), FILES_PER_PIECE])),
  },
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

export async function readProofUpload(request: Request, folder: string): Promise<ReadProofUpload> {
  const upload = await readMultipartUpload(request, folder, PROOF_UPLOAD);
  const files = upload.files.map(({ field, path, name }) => {
    const piece = pieceOfField(field);
    return { path, name, ...(piece ? { piece } : {}) };
  });
  if (!upload.refusal && files.length > MAX_PROOF_FILES)
    return { ...upload, files, refusal: { status: 400, message: UPLOAD_MESSAGES.tooMany, field: null } };
  return { ...upload, files };
}
