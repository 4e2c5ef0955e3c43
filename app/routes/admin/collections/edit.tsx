import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { listRelatedChoices } from '~/.server/collections/admin-list';
import { focusOfRef } from '~/.server/images/focus';
import { focusFieldValues } from '~/schemas/content-image';
import { listTemplatesForAdmin } from '~/.server/downloads/template-uploads';
import { ARCHIVED_COLLECTION_MESSAGE } from '~/.server/collections/changes';
import { collectionFromUrl, editCollectionFromRequest } from '~/.server/collections/admin-collections';
import { requireAdmin } from '~/.server/auth/signed-in';
import { CollectionForm } from './collection-form';
import { AdminPageHeader } from '~/components/admin/page-header';
import { TemplateFilesSummary } from './template-files-summary';

export const meta = () => [{ title: 'Edit collection | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const collection = await collectionFromUrl(context.services, params.id);
  return {
    collection,
    imageFocus: await focusOfRef(context.services.db, collection.image),
    relatedChoices: await listRelatedChoices(context.services.db, collection.id),
    archivedMessage: ARCHIVED_COLLECTION_MESSAGE,
    templates: await listTemplatesForAdmin(context.services.db, collection.id),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return editCollectionFromRequest(context.services, context, request, params.id);
}

export default function EditCollection() {
  const { collection, imageFocus, relatedChoices, archivedMessage, templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const stale = Boolean(actionData && 'stale' in actionData);
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Edit collection"
        intro={
          <>
            {collection.title}.{' '}
            <Link to={`/collections/${collection.id}`} className="text-rose underline-offset-4 hover:underline">
              {collection.isPublished ? 'See it in the shop' : 'Preview it'}
            </Link>
          </>
        }
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        {collection.archivedAt ? (
          <p role="status" className="text-muted">
            {archivedMessage}
          </p>
        ) : (
          <CollectionForm
            key={collection.version}
            values={{
              title: collection.title,
              description: collection.description,
              long_description: collection.longDescription,
              price: (collection.priceCents / 100).toFixed(2),
              category: collection.category,
              image_ref: collection.image,
              ...focusFieldValues(imageFocus),
              gallery_ref: collection.gallery,
              features: collection.features.join('\n'),
              customization_options: collection.customizationOptions.join('\n'),
              related: collection.relatedIds.map(String),
              ...(collection.isPublished ? { is_published: 'on' as const } : {}),
              ...(collection.isFeatured ? { is_featured: 'on' as const } : {}),
            }}
            version={collection.version}
            relatedChoices={relatedChoices}
            lastResult={actionData?.result}
            submitLabel="Save changes"
            staleHref={stale ? `/admin/collections/${collection.id}/edit` : undefined}
          />
        )}
      </div>
      <TemplateFilesSummary templates={templates} href={`/admin/collections/${collection.id}/templates`} />
    </div>
  );
}
