import { data } from '@remix-run/node';
import * as v from 'valibot';
import { NO_SVG_CHOSEN_MESSAGE, SLOT_TEMPLATE_INPUTS, SlotTemplateSchema } from '~/schemas/slot-templates';
import { templateForPiece } from './collection-designs';
import { renderCostRefusal } from './render-cost-check';
import { checkSlotTemplate, MAX_SLOT_TEMPLATE_BYTES, renderSlotThumbnail } from './slot-template-check';
import { SLOT_TEMPLATE_MESSAGES } from './template-messages';
import {
  removeSlotTemplate,
  replaceSlotTemplate,
  SLOT_TEMPLATE_STORE_FAILED_MESSAGE,
  STALE_SLOT_TEMPLATE_MESSAGE,
  type SlotTemplateChange,
} from './slot-template-uploads';
import { isPiece, pieceLabel } from './template';
import { megabytes } from '../images/limits';
import { PRIVATE_PAGE_HEADERS } from '../platform/security-headers';
import type { Services } from '~/.server/boot/services';
import { readContentForm } from '../content/content-upload';
import { withUploadFolder, type UploadSpec } from '../http/multipart-upload';
import { refusalResponse } from '../http/refusal-page';
import { idParam, notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';
import { templatesPage } from '../downloads/admin-template-files';

export interface SlotTemplateFormAnswer {
  piece: string;
  errors: Partial<Record<'svg' | 'form', string>>;
}

const SLOT_TEMPLATE_UPLOAD: UploadSpec = {
  fileFields: SLOT_TEMPLATE_INPUTS,
  maxFileBytes: MAX_SLOT_TEMPLATE_BYTES,
  maxTextFieldBytes: 1024,
  maxTextBytes: 8 * 1024,
  messages: {
    tooLarge: `The upload was larger than ${megabytes(MAX_SLOT_TEMPLATE_BYTES)}. Please choose a smaller SVG.`,
    fileTooLarge: () => SLOT_TEMPLATE_MESSAGES.tooLarge,
    tooMany: () => 'Choose one SVG file here.',
    unreadable: 'We could not read the upload. Please choose the file again and send the form.',
    fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
  },
};

const answer = (piece: string, errors: SlotTemplateFormAnswer['errors'], status: number) =>
  data({ designAnswer: { piece, errors } satisfies SlotTemplateFormAnswer }, { status });

const CHANGE_MESSAGES: Record<Exclude<SlotTemplateChange, { ok: true }>['reason'], [string, number]> = {
  stale: [STALE_SLOT_TEMPLATE_MESSAGE, 409],
  missing: ['This collection is no longer there: it may have been deleted.', 404],
  store: [SLOT_TEMPLATE_STORE_FAILED_MESSAGE, 503],
};

async function collectionOf(services: Services, idText: string | undefined) {
  const collection = await services.db
    .selectFrom('collections')
    .select(['id', 'slug', 'title'])
    .where('id', '=', idParam(idText))
    .executeTakeFirst();
  if (!collection) throw notFound();
  return { id: Number(collection.id), slug: collection.slug, title: collection.title };
}

export async function slotTemplateFromRequest(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  idText: string | undefined,
) {
  const collection = await collectionOf(services, idText);
  return withUploadFolder(services.config.DATA_DIR, async (folder) => {
    const upload = await readContentForm(request, folder, SLOT_TEMPLATE_INPUTS, SLOT_TEMPLATE_UPLOAD);
    const parsed = v.safeParse(SlotTemplateSchema, Object.fromEntries(upload.fields));
    if (!parsed.success || !isPiece(parsed.output.piece)) throw refusalResponse(REFUSALS.badRequest);
    const { piece, intent, version } = parsed.output;
    if (upload.refusal) {
      const { field, message, status } = upload.refusal;
      return answer(piece, { [field ? 'svg' : 'form']: message }, status);
    }
    if (context.bodyTooLarge) return answer(piece, { svg: SLOT_TEMPLATE_UPLOAD.messages.tooLarge }, 413);

    let result: SlotTemplateChange;
    if (intent === 'remove') {
      result = await removeSlotTemplate(services.db, { collectionId: collection.id, piece, expectedVersion: version });
    } else {
      const [file] = upload.files;
      if (!file) return answer(piece, { svg: NO_SVG_CHOSEN_MESSAGE }, 400);
      const check = await checkSlotTemplate(file, piece);
      if (!check.ok) return answer(piece, { svg: check.message }, 422);
      const tooCostly = await renderCostRefusal(check.file.template, piece, { artDpi: services.config.PRINT_DPI });
      if (tooCostly) return answer(piece, { svg: tooCostly }, 422);
      result = await replaceSlotTemplate(services.db, services.files, {
        collectionId: collection.id,
        piece,
        expectedVersion: version,
        file: check.file,
      });
    }
    if (!result.ok) {
      const [message, status] = CHANGE_MESSAGES[result.reason];
      return answer(piece, { form: message }, status);
    }
    const label = pieceLabel(piece);
    return services.flash.redirect(
      templatesPage(collection.id),
      intent === 'remove'
        ? {
            kind: 'success',
            title: 'Design template removed',
            message: `The ${label} of “${collection.title}” uses the shop’s own design again (if it has one).`,
          }
        : {
            kind: 'success',
            title: 'Design template uploaded',
            message: `Previews and personalised files of the ${label} of “${collection.title}” now use your design.`,
          },
    );
  });
}

/** The piece's template now (her upload, or the shop's own) with its sample words, watermarked; 404 without one. */
export async function slotTemplateThumbnail(
  services: Services,
  idText: string | undefined,
  pieceText: string | undefined,
): Promise<Response> {
  const collection = await collectionOf(services, idText);
  if (!pieceText || !isPiece(pieceText)) throw notFound();
  const template = await templateForPiece(services, collection, pieceText);
  if (!template) throw notFound();
  let image: Buffer;
  try {
    image = await renderSlotThumbnail(template);
  } catch (error) {
    console.error(`Thumbnail of collection ${collection.id} (${pieceText}) could not be drawn:`, error);
    throw notFound('This template could not be drawn.');
  }
  return new Response(new Uint8Array(image), {
    status: 200,
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(image.byteLength),
      // Never cached; the artwork raster is kept in memory, so drawing it again is only its words.
      ...PRIVATE_PAGE_HEADERS,
    },
  });
}
