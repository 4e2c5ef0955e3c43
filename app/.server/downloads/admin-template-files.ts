import path from 'node:path';
import { data } from '@remix-run/node';
import * as v from 'valibot';
import { NO_FILE_CHOSEN_MESSAGE, TEMPLATE_FILE_INPUTS, TemplateFilesSchema } from '~/schemas/template-files';
import type { FileFormat } from '../db/schema';
import { checkTemplateFile, MAX_TEMPLATE_FILE_BYTES, TEMPLATE_FILE_MESSAGES } from './template-file-check';
import {
  getTemplateFileForAdmin,
  replaceTemplateFiles,
  restoreGeneratedFiles,
  STALE_TEMPLATE_MESSAGE,
  STORE_FAILED_MESSAGE,
  templateByBaseName,
  type FileReplacement,
  type TemplateChange,
} from './template-uploads';
import { CONTENT_TYPES } from './templates';
import { coverThumbnail, THUMB_WIDTH } from './cover';
import { pictureResponse } from './download-responses';
import { megabytes } from '../images/limits';
import type { Services } from '~/.server/boot/services';
import { readContentForm } from '../content/content-upload';
import { fileResponse } from './download-responses';
import { withUploadFolder, type UploadSpec } from '../http/multipart-upload';
import { refusalResponse } from '../http/refusal-page';
import { idParam, notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';

export const templatesPage = (collectionId: number) => `/admin/collections/${collectionId}/templates`;

/** `form`: the message above the form. */
export interface TemplateFormAnswer {
  template: string;
  errors: Partial<Record<FileFormat | 'form', string>>;
}

const TEMPLATE_UPLOAD: UploadSpec = {
  fileFields: TEMPLATE_FILE_INPUTS,
  maxFileBytes: MAX_TEMPLATE_FILE_BYTES,
  maxTextFieldBytes: 1024,
  maxTextBytes: 8 * 1024,
  messages: {
    tooLarge: `The files are larger than ${megabytes(2 * MAX_TEMPLATE_FILE_BYTES)} together. Send them one at a time.`,
    fileTooLarge: (name) => TEMPLATE_FILE_MESSAGES.tooLarge(name || 'The file'),
    tooMany: () => 'Choose one file here.',
    unreadable: 'We could not read the upload. Please choose the files again and send the form.',
    fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
  },
};

const answer = (template: string, errors: TemplateFormAnswer['errors'], status: number) =>
  data({ answer: { template, errors } satisfies TemplateFormAnswer }, { status });

const CHANGE_MESSAGES: Record<Exclude<TemplateChange, { ok: true }>['reason'], [string, number]> = {
  stale: [STALE_TEMPLATE_MESSAGE, 409],
  missing: ['This template has no files to replace: the collection may have been deleted.', 404],
  store: [STORE_FAILED_MESSAGE, 503],
};

export async function templateFilesFromRequest(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  idText: string | undefined,
) {
  const collectionId = idParam(idText);
  const collection = await services.db
    .selectFrom('collections')
    .select(['id', 'title'])
    .where('id', '=', collectionId)
    .executeTakeFirst();
  if (!collection) throw notFound();
  return withUploadFolder(services.config.DATA_DIR, async (folder) => {
    const upload = await readContentForm(request, folder, TEMPLATE_FILE_INPUTS, TEMPLATE_UPLOAD);
    const parsed = v.safeParse(TemplateFilesSchema, Object.fromEntries(upload.fields));
    const template = parsed.success ? templateByBaseName(parsed.output.template) : undefined;
    if (!parsed.success || !template) throw refusalResponse(REFUSALS.badRequest);
    const name = template.baseName;
    if (upload.refusal) {
      const { field, message, status } = upload.refusal;
      return answer(name, { [field ?? 'form']: message }, status);
    }
    if (context.bodyTooLarge) return answer(name, { form: TEMPLATE_UPLOAD.messages.tooLarge }, 413);
    const versions = { pdf: parsed.output.pdf_version, jpg: parsed.output.jpg_version };

    let result: TemplateChange;
    if (parsed.output.intent === 'restore') {
      result = await restoreGeneratedFiles(services.db, services.files, path.resolve('public'), {
        collectionId,
        template,
        expectedVersions: versions,
      });
    } else {
      if (!upload.files.length) return answer(name, { form: NO_FILE_CHOSEN_MESSAGE }, 400);
      const errors: TemplateFormAnswer['errors'] = {};
      const replacements: FileReplacement[] = [];
      for (const file of upload.files) {
        const format = file.field as FileFormat;
        const check = await checkTemplateFile(file, format);
        if (check.ok) replacements.push({ file: check.file, expectedVersion: versions[format] });
        else errors[format] = check.message;
      }
      if (Object.keys(errors).length) return answer(name, errors, 422);
      result = await replaceTemplateFiles(services.db, services.files, { collectionId, template, replacements });
    }
    if (!result.ok) {
      const [message, status] = CHANGE_MESSAGES[result.reason];
      return answer(name, { form: message }, status);
    }
    const what = parsed.output.intent === 'restore' ? 'The generated files are back' : 'Template file replaced';
    return services.flash.redirect(templatesPage(collectionId), {
      kind: 'success',
      title: what,
      message: `${template.name} of “${collection.title}”: buyers now download ${
        parsed.output.intent === 'restore' ? 'the generated files' : 'your file'
      }.`,
    });
  });
}

/** `thumb`: the JPG as a small picture for the templates screen, not the file. */
export async function templateFileDownload(
  services: Services,
  idText: string | undefined,
  fileText: string | undefined,
  thumb = false,
) {
  const file = await getTemplateFileForAdmin(services.db, idParam(idText), idParam(fileText));
  if (!file) throw notFound();
  if (thumb) {
    const picture = file.format === 'jpg' ? await coverThumbnail(services.files, file.storageKey, THUMB_WIDTH) : null;
    if (!picture) throw notFound();
    return pictureResponse(picture);
  }
  return fileResponse(services.files, file.storageKey, {
    fileName: file.fileName,
    contentType: CONTENT_TYPES[file.format],
  });
}
