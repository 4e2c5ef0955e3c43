import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, megabytes } from '../images/limits';
import { MAX_CONTENT_UPLOAD_BYTES, mediaType } from '../http/body-rules';
import { readMultipartUpload, type ReadUpload, type UploadSpec } from '../http/multipart-upload';

export const CONTENT_UPLOAD_MESSAGES = {
  tooLarge: `The images are larger than ${megabytes(MAX_CONTENT_UPLOAD_BYTES)} together. Send fewer at once (each at most ${megabytes(MAX_IMAGE_BYTES)}).`,
  tooMany: (max: number) => (max === 1 ? 'Choose one image here.' : `Choose at most ${max} images here.`),
  unreadable: 'We could not read the upload. Please choose the images again and send the form.',
  fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
} as const;

/**
 * The limits of an admin content form (collections, portfolio, about, home): its image inputs,
 * each with the number of images it takes (`{ image: 1, gallery: 3 }`), each image at most
 * MAX_IMAGE_BYTES. Its text (descriptions, bios, a team of 24) is at most 128 KB together.
 */
export function contentUploadSpec(imageFields: Readonly<Record<string, number>>): UploadSpec {
  return {
    fileFields: imageFields,
    maxFileBytes: MAX_IMAGE_BYTES,
    maxTextFieldBytes: 32 * 1024,
    maxTextBytes: 128 * 1024,
    messages: {
      tooLarge: CONTENT_UPLOAD_MESSAGES.tooLarge,
      fileTooLarge: (name) => IMAGE_MESSAGES.tooLarge(name || 'The image'),
      tooMany: (_field, max) => CONTENT_UPLOAD_MESSAGES.tooMany(max),
      unreadable: CONTENT_UPLOAD_MESSAGES.unreadable,
      fieldTooLong: CONTENT_UPLOAD_MESSAGES.fieldTooLong,
    },
  };
}

/**
 * Reads a post of an admin content form, whichever way it was sent: multipart (a form with image
 * inputs: the images stream to `folder`, see ./multipart-upload.ts) or url-encoded (a form
 * without files, such as a delete button; the front door has already read it, at most 64 KB).
 * Every action under the content upload paths (./body-rules.ts) reads its body with this, inside
 * withUploadFolder, after requireAdmin. Then each file goes through ingestImages
 * (app/.server/images/ingest.ts), and the row keeps the hashes it gives. A form whose files are not
 * images (a collection's template files) passes its own `spec`.
 */
export async function readContentForm(
  request: Request,
  folder: string,
  imageFields: Readonly<Record<string, number>>,
  spec: UploadSpec = contentUploadSpec(imageFields),
): Promise<ReadUpload> {
  if (mediaType(request.headers.get('Content-Type')) !== 'multipart/form-data') {
    try {
      return { fields: await request.formData(), files: [], refusal: null };
    } catch {
      return {
        fields: new FormData(),
        files: [],
        refusal: { status: 400, message: CONTENT_UPLOAD_MESSAGES.unreadable, field: null },
      };
    }
  }
  return readMultipartUpload(request, folder, spec);
}
