import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { listRelatedChoices } from '~/.server/collections/admin-list';
import { addCollectionFromRequest, NEW_COLLECTION_FORM } from '~/.server/collections/admin-collections';
import { formTokenFor } from '~/.server/content/content-form';
import { requireAdmin } from '~/.server/auth/signed-in';
import { CollectionForm } from './collection-form';
import { AdminPageHeader } from '~/components/admin/page-header';

export const meta = () => [{ title: 'Add collection | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return {
    relatedChoices: await listRelatedChoices(context.services.db),
    formToken: formTokenFor(context.services, NEW_COLLECTION_FORM),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return addCollectionFromRequest(context.services, context, request);
}

export default function AddCollection() {
  const { relatedChoices, formToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Add collection"
        intro="A new design for the shop. Leave Published unticked to keep it as a draft: you can preview it before it goes on sale."
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <CollectionForm
          relatedChoices={relatedChoices}
          formToken={formToken}
          lastResult={actionData?.result}
          submitLabel="Add collection"
        />
      </div>
    </div>
  );
}
