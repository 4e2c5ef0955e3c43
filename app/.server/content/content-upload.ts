import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, megabytes } from '../images/limits';
import { MAX_CONTENT_UPLOAD_BYTES, mediaType } from '../http/body-rules';
import { readMultipartUpload, type ReadUpload, type UploadSpec } from '../http/multipart-upload';

export const CONTENT_UPLOAD_MESSAGES = {
  tooLarge: `The images are larger than ${megabytes(MAX_CONTENT_UPLOAD_BYTES)} together. Send fewer at once (each at most ${megabytes(MAX_IMAGE_BYTES)}).`,
  tooMany: (max: number) => (max === 1 ? 'Choose one image here.' : `Choose at most ${max} images here.`),
  unreadable: 'We could not read the upload. Please choose the images again and send the form.',
  fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
} as const;

/** `imageFields` like `{ image: 1, gallery: 3 }`; the text (descriptions, bios, a team of 24) is at most 128 KB. */
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
 * Multipart posts stream their files to `folder`; url-encoded ones were already read by the front door.
 * Call inside withUploadFolder, after requireAdmin; a form whose files are not images passes its own `spec`.
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
