import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { MAX_TEMPLATE_FILE_BYTES } from '~/.server/downloads/template-file-check';
import { listTemplatesForAdmin } from '~/.server/downloads/template-uploads';
import { megabytes } from '~/.server/images/limits';
import { collectionFromUrl } from '~/.server/http/admin-collections';
import { templateFilesFromRequest } from '~/.server/http/admin-template-files';
import { requireAdmin } from '~/.server/http/session';
import { AdminPageHeader } from '~/components/admin/page-header';
import { TemplateFilesCard } from '~/components/admin/template-files-card';

export const meta = () => [{ title: 'Downloadable templates | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const collection = await collectionFromUrl(context.services, params.id);
  return {
    collection: { id: collection.id, title: collection.title, archivedAt: collection.archivedAt },
    templates: await listTemplatesForAdmin(context.services.db, collection.id),
    maxFileSize: megabytes(MAX_TEMPLATE_FILE_BYTES),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return templateFilesFromRequest(context.services, context, request, params.id);
}

export default function CollectionTemplates() {
  const { collection, templates, maxFileSize } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Downloadable templates"
        intro={
          <>
            The five templates buyers of <span className="text-ink">{collection.title}</span> download, each as PDF and
            JPG. Upload your own file to replace one; every buyer, past and future, gets the new file under the same
            name.{' '}
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
            answer={actionData?.answer ?? null}
            maxFileSize={maxFileSize}
            downloadHref={(fileId) => `/admin/collections/${collection.id}/template-files/${fileId}`}
          />
        ))}
      </div>
    </div>
  );
}
