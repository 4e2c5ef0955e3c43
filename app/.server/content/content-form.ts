import { data } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import { REF_FIELD } from '~/schemas/content-image';
import { FORM_TOKEN_FIELD, isValidFormToken, issueFormToken, spendFormToken } from '../forms/form-token';
import { imageFilesFor } from '../images/image-files';
import { ingestImages } from '../images/ingest';
import { resolveImages } from '../images/views';
import type { Services } from '../platform/services';
import { readContentForm } from './content-upload';
import { withUploadFolder, type ReadUpload } from '../http/multipart-upload';
import { EXPIRED_FORM_MESSAGE } from '../forms/public-form';
import { tooLargeReply } from '../http/submission';

/**
 * The posts of the admin content forms with images (/admin/collections…, /admin/portfolio…), from
 * body to fields: the upload is read as it arrives (./content-upload.ts), each image goes through
 * the pipeline (app/.server/images), and what it became is put in the form's ref fields
 * (`image_ref`, `gallery_ref`), beside the refs the page already carried. So the schema checks one
 * set of fields, and a rejected form sends back the images already stored: the designer never
 * chooses them again.
 */

export type ImageInputs = Readonly<Partial<Record<keyof typeof REF_FIELD, number>>>;

export const UNKNOWN_IMAGE_MESSAGE = 'An image of this form is no longer available. Please choose it again.';
export const IMAGE_FORM_TOO_LARGE =
  'This form was far too long, so nothing was saved. Please shorten the longest text and send it again.';

export interface ImageForm {
  /** The text fields, with the ref fields as they now stand. */
  fields: FormData;
  /** A message for each image input whose image was refused (not an image, too many pixels, unknown). */
  imageErrors: Record<string, string[]>;
  /** The upload itself was refused (too large, too many files, not multipart): nothing of it was kept. */
  refusal: ReadUpload['refusal'];
}

/**
 * Runs `work` with the post's form read as above. `currentRefs` are the images the row has now:
 * the ref fields may carry those, or images of the pipeline; any other ref is dropped and said so.
 */
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

/** A form without images (a delete button): read the same way, so a multipart post there is streamed, never held. */
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
 * A content form as posted: its values when it can be saved, or the answer when it cannot (the
 * upload's refusal, a body cut off at its limit, the fields' messages and the images' messages
 * together, or an expired one-time token — `token`: the form's name, for the add forms). Status
 * 400, 413 or 422 (an image refused by its content); what was typed and the stored images are
 * sent back.
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

/** A fresh one-time token for an add form (its loader), so a double click adds one row. */
export const formTokenFor = (services: Services, form: string) => issueFormToken(services.secrets[0], form);

/** Spends the post's token inside the save's transaction: false when it was spent already (a repeat). */
export const spendPostedToken = (fields: FormData) => (trx: Parameters<typeof spendFormToken>[0]) =>
  spendFormToken(trx, String(fields.get(FORM_TOKEN_FIELD)));

export { FORM_TOKEN_FIELD };
