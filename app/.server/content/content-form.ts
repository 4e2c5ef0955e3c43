import { data } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import { REF_FIELD } from '~/schemas/content-image';
import { FORM_TOKEN_FIELD, isValidFormToken, issueFormToken, spendFormToken } from '../forms/form-token';
import { imageFilesFor } from '../images/image-files';
import { ingestImages } from '../images/ingest';
import { resolveImages } from '../images/views';
import type { Services } from '~/.server/boot/services';
import { readContentForm } from './content-upload';
import { withUploadFolder, type ReadUpload } from '../http/multipart-upload';
import { EXPIRED_FORM_MESSAGE } from '../forms/public-form';
import { tooLargeReply } from '../http/submission';

/**
 * Each uploaded image goes through the pipeline and lands in the form's ref fields beside the refs the
 * page carried, so the schema checks one set of fields and a rejected form keeps the stored images.
 */

export type ImageInputs = Readonly<Partial<Record<keyof typeof REF_FIELD, number>>>;

export const UNKNOWN_IMAGE_MESSAGE = 'An image of this form is no longer available. Please choose it again.';
export const IMAGE_FORM_TOO_LARGE =
  'This form was far too long, so nothing was saved. Please shorten the longest text and send it again.';

export interface ImageForm {
  fields: FormData;
  imageErrors: Record<string, string[]>;
  /** The upload itself was refused (too large, too many files, not multipart): nothing of it was kept. */
  refusal: ReadUpload['refusal'];
}

/** Refs may name `currentRefs` (the row's images now) or the pipeline's; any other is dropped and said so. */
export function withImageForm<T>(
  services: Services,
  request: Request,
  inputs: ImageInputs,
  currentRefs: readonly string[],
  work: (form: ImageForm) => Promise<T>,
): Promise<T> {
  return withUploadFolder(services.config.DATA_DIR, async (folder) => {
    const upload = await readContentForm(request, folder, inputs as Record<string, number>);
    const { fields } = upload;
    if (upload.refusal) return work({ fields, imageErrors: {}, refusal: upload.refusal });
    const imageErrors: Record<string, string[]> = {};
    await dropUnknownRefs(services, fields, inputs, currentRefs, imageErrors);
    const ingested = await ingestImages(
      { db: services.db, files: imageFilesFor(services) },
      upload.files.map((file) => ({ ...file, name: file.name || 'The image' })),
    );
    for (const [input, message] of Object.entries(ingested.errors)) (imageErrors[input] ??= []).push(message);
    for (const [input, stored] of Object.entries(ingested.images)) {
      const refField = REF_FIELD[input as keyof typeof REF_FIELD];
      if (inputs[input as keyof typeof REF_FIELD] === 1) fields.set(refField, stored[0]!.hash);
      else for (const image of stored) fields.append(refField, image.hash);
    }
    return work({ fields, imageErrors, refusal: null });
  });
}

/** Read the same way, so a multipart post to a form without images is streamed, never held. */
export function withPlainContentForm<T>(services: Services, request: Request, work: (fields: FormData) => Promise<T>) {
  return withImageForm(services, request, {}, [], async (form) => work(form.fields));
}

async function dropUnknownRefs(
  services: Services,
  fields: FormData,
  inputs: ImageInputs,
  currentRefs: readonly string[],
  imageErrors: Record<string, string[]>,
) {
  for (const input of Object.keys(inputs) as (keyof typeof REF_FIELD)[]) {
    const refField = REF_FIELD[input];
    // An empty ref field (nothing kept yet) is no ref.
    const posted = fields
      .getAll(refField)
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    fields.delete(refField);
    for (const ref of posted) fields.append(refField, ref);
    if (!posted.length) continue;
    const view = await resolveImages(services.db, posted);
    const known = posted.filter((ref) => {
      const image = view(ref.trim());
      return currentRefs.includes(ref.trim()) || (image !== null && 'hash' in image);
    });
    if (known.length === posted.length) continue;
    fields.delete(refField);
    for (const ref of known) fields.append(refField, ref);
    (imageErrors[input] ??= []).push(UNKNOWN_IMAGE_MESSAGE);
  }
}

/**
 * Its values, or the answer (400, 413 or 422) with what was typed and the stored images sent back.
 * `token`: the add form's name, whose one-time token must not have expired.
 */
export function checkContentForm<Output>(
  submission: Submission<Output>,
  form: ImageForm,
  context: { bodyTooLarge?: boolean },
  services: Services,
  token?: string,
) {
  const refuse = (result: ReturnType<typeof submission.reply>, status: number) =>
    ({ ok: false, response: data({ result }, { status }) }) as const;
  if (form.refusal) {
    const { status, message, field } = form.refusal;
    const result = field
      ? submission.reply({ fieldErrors: { [field]: [message] } })
      : tooLargeReply(submission, message);
    return refuse(result, status);
  }
  if (context.bodyTooLarge) return refuse(tooLargeReply(submission, IMAGE_FORM_TOO_LARGE), 413);
  const imageRefused = Object.keys(form.imageErrors).length > 0;
  if (submission.status !== 'success' || imageRefused) {
    const errors = submission.status === 'error' ? (submission.error ?? {}) : {};
    return refuse(submission.reply({ fieldErrors: mergeErrors(errors, form.imageErrors) }), imageRefused ? 422 : 400);
  }
  if (token && !isValidFormToken(services.secrets, token, form.fields.get(FORM_TOKEN_FIELD))) {
    return refuse(submission.reply({ formErrors: [EXPIRED_FORM_MESSAGE] }), 400);
  }
  return { ok: true, value: submission.value } as const;
}

function mergeErrors(errors: Record<string, string[] | null>, imageErrors: Record<string, string[]>) {
  const merged: Record<string, string[]> = {};
  for (const [input, messages] of Object.entries(imageErrors)) merged[input] = [...messages, ...(errors[input] ?? [])];
  return merged;
}

/** So a double click on an add form adds one row. */
export const formTokenFor = (services: Services, form: string) => issueFormToken(services.secrets[0], form);

/** Inside the save's transaction: false when it was spent already (a repeat). */
export const spendPostedToken = (fields: FormData) => (trx: Parameters<typeof spendFormToken>[0]) =>
  spendFormToken(trx, String(fields.get(FORM_TOKEN_FIELD)));

export { FORM_TOKEN_FIELD };
