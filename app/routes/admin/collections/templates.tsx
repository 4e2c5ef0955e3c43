import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { MAX_TEMPLATE_FILE_BYTES } from '~/.server/downloads/template-file-check';
import { listSlotTemplatesForAdmin } from '~/.server/designs/slot-template-uploads';
import { listTemplatesForAdmin } from '~/.server/downloads/template-uploads';
import { megabytes } from '~/.server/images/limits';
import { collectionFromUrl } from '~/.server/collections/admin-collections';
import { slotTemplateFromRequest } from '~/.server/designs/admin-slot-templates';
import { templateFilesFromRequest } from '~/.server/downloads/admin-template-files';
import { requireAdmin } from '~/.server/auth/signed-in';
import { AdminPageHeader } from '~/components/admin/page-header';
import { SlotTemplatesPanel } from './slot-templates-panel';
import { TemplateFilesCard } from './template-files-card';
import { SLOT_TEMPLATE_FORM_QUERY } from '~/schemas/slot-templates';

export const meta = () => [{ title: 'Downloadable templates | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const collection = await collectionFromUrl(context.services, params.id);
  return {
    collection: { id: collection.id, title: collection.title, archivedAt: collection.archivedAt },
    templates: await listTemplatesForAdmin(context.services.db, collection.id),
    designs: await listSlotTemplatesForAdmin(context.services.db, collection),
    maxFileSize: megabytes(MAX_TEMPLATE_FILE_BYTES),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  if (new URL(request.url).search.slice(1) === SLOT_TEMPLATE_FORM_QUERY) {
    return slotTemplateFromRequest(context.services, context, request, params.id);
  }
  return templateFilesFromRequest(context.services, context, request, params.id);
}

export default function CollectionTemplates() {
  const { collection, templates, designs, maxFileSize } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fileAnswer = actionData && 'answer' in actionData ? actionData.answer : null;
  const designAnswer = actionData && 'designAnswer' in actionData ? actionData.designAnswer : null;
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Downloadable templates"
        intro={
          <>
            The five templates buyers of <span className="text-ink">{collection.title}</span> download, each as PDF and
            JPG. Upload your own file to replace one; every buyer, past and future, gets the new file under the same
            name. Further down: the{' '}
            <a href="#design-templates" className="text-rose underline-offset-4 hover:underline">
              personalised design templates
            </a>{' '}
            couples see with their own names.{' '}
            {collection.archivedAt ? null : (
              <Link
                to={`/admin/collections/${collection.id}/edit`}
                className="text-rose underline-offset-4 hover:underline"
              >
                Back to the collection
              </Link>
            )}
          </>
        }
      />
      <div className="mt-8 space-y-6">
        {templates.map((template) => (
          <TemplateFilesCard
            key={`${template.baseName}-${template.files.pdf?.version}-${template.files.jpg?.version}`}
            template={template}
            answer={fileAnswer}
            maxFileSize={maxFileSize}
            downloadHref={(fileId) => `/admin/collections/${collection.id}/template-files/${fileId}`}
          />
        ))}
        <SlotTemplatesPanel
          pieces={designs}
          answer={designAnswer}
          thumbnailHref={(piece) =>
            `/admin/collections/${collection.id}/design-thumbnails/${piece.piece}?v=${piece.version}`
          }
        />
      </div>
    </div>
  );
}
