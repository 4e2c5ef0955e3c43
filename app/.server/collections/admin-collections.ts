import path from 'node:path';
import { data } from '@remix-run/node';
import {
  CollectionVersionSchema,
  EditCollectionSchema,
  linesOf,
  MAX_GALLERY_IMAGES,
  NewCollectionSchema,
  type CollectionInput,
} from '~/schemas/collection';
import { focusOfInput } from '~/schemas/content-image';
import { getCollectionForEdit } from './admin-list';
import {
  ARCHIVED_COLLECTION_MESSAGE,
  createCollection,
  MISSING_COLLECTION_MESSAGE,
  removeCollection,
  STALE_COLLECTION_MESSAGE,
  updateCollection,
  type CollectionSave,
} from './changes';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import type { Services } from '~/.server/boot/services';
import {
  checkContentForm,
  spendPostedToken,
  withImageForm,
  withPlainContentForm,
} from '~/.server/content/content-form';
import type { Notice } from '~/.server/http/flash';
import { refusalResponse } from '~/.server/http/refusal-page';
import { idParam, notFound } from '~/.server/http/request';
import { REFUSALS } from '~/.server/http/request-checks';
import { parseSubmission } from '~/.server/http/submission';

export const COLLECTIONS_LIST = '/admin/collections';
export const NEW_COLLECTION_FORM = 'new-collection';
const IMAGE_INPUTS = { image: 1, gallery: MAX_GALLERY_IMAGES } as const;

type LoadContext = { bodyTooLarge?: boolean };

const missingNotice: Notice = { kind: 'error', title: 'Collection not found', message: MISSING_COLLECTION_MESSAGE };

/** Throws a 404 when there is none. */
export async function collectionFromUrl(services: Services, idText: string | undefined) {
  const collection = await getCollectionForEdit(services.db, idParam(idText));
  if (!collection) throw notFound();
  return collection;
}

function valuesOf(input: CollectionInput): CollectionSave {
  return {
    imageFocus: focusOfInput(input),
    title: input.title,
    description: input.description,
    longDescription: input.long_description ?? '',
    priceCents: Math.round(input.price * 100),
    category: input.category,
    image: input.image_ref!,
    gallery: input.gallery_ref ?? [],
    features: linesOf(input.features),
    customizationOptions: linesOf(input.customization_options),
    relatedIds: input.related ?? [],
    isPublished: input.is_published ?? false,
    isFeatured: input.is_featured ?? false,
  };
}

/** A repeated post (a double click) adds it once and answers as the first did. */
export function addCollectionFromRequest(services: Services, context: LoadContext, request: Request) {
  return withImageForm(services, request, IMAGE_INPUTS, [], async (form) => {
    const submission = parseSubmission(form.fields, NewCollectionSchema);
    const checked = checkContentForm(submission, form, context, services, NEW_COLLECTION_FORM);
    if (!checked.ok) return checked.response;
    await createCollection(services.db, valuesOf(checked.value), spendPostedToken(form.fields));
    // Made now, so a couple who buys it at once gets its downloadable templates.
    await ensureCollectionFiles(services.db, services.files, path.resolve('public'));
    return services.flash.redirect(COLLECTIONS_LIST, { kind: 'success', title: 'Collection added successfully!' });
  });
}

/** A stale version is answered above the form, with what was typed kept. */
export async function editCollectionFromRequest(
  services: Services,
  context: LoadContext,
  request: Request,
  idText: string | undefined,
) {
  const current = await collectionFromUrl(services, idText);
  return withImageForm(services, request, IMAGE_INPUTS, [current.image, ...current.gallery], async (form) => {
    const submission = parseSubmission(form.fields, EditCollectionSchema);
    const checked = checkContentForm(submission, form, context, services);
    if (!checked.ok) return checked.response;
    const { version, ...input } = checked.value;
    const result = await updateCollection(services.db, {
      id: current.id,
      expectedVersion: version,
      values: valuesOf(input),
    });
    if (result.ok) {
      return services.flash.redirect(COLLECTIONS_LIST, { kind: 'success', title: 'Collection updated successfully!' });
    }
    if (result.reason === 'missing') return services.flash.redirect(COLLECTIONS_LIST, missingNotice);
    const message = result.reason === 'archived' ? ARCHIVED_COLLECTION_MESSAGE : STALE_COLLECTION_MESSAGE;
    return data({ result: submission.reply({ formErrors: [message] }), stale: true }, { status: 409 });
  });
}

/** A collection with orders is archived instead, and the notice says so. */
export async function deleteCollectionFromRequest(services: Services, request: Request, idText: string | undefined) {
  const id = idParam(idText);
  return withPlainContentForm(services, request, async (fields) => {
    const target = parseSubmission(fields, CollectionVersionSchema);
    if (target.status !== 'success' || target.value.id !== id) throw refusalResponse(REFUSALS.badRequest);
    const result = await removeCollection(services.db, { id, expectedVersion: target.value.version });
    if (!result.ok) {
      return services.flash.redirect(
        COLLECTIONS_LIST,
        result.reason === 'missing'
          ? missingNotice
          : { kind: 'error', title: 'Nothing changed', message: STALE_COLLECTION_MESSAGE },
      );
    }
    return services.flash.redirect(
      COLLECTIONS_LIST,
      result.outcome === 'deleted'
        ? { kind: 'success', title: 'Collection deleted successfully!' }
        : {
            kind: 'success',
            title: 'Collection archived',
            message: `“${result.title}” has orders, so it is kept for them and their downloads; it is no longer in the shop.`,
          },
    );
  });
}
