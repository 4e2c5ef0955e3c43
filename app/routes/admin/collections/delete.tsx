import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { collectionFromUrl, deleteCollectionFromRequest } from '~/.server/collections/admin-collections';
import { requireAdmin } from '~/.server/auth/signed-in';
import { DeleteQuestion } from '~/components/admin/delete-question';
import { deleteCollectionDetail } from '~/lib/archive-copy';
import { formatUsd } from '~/lib/money';
import { DELETE_COLLECTION_QUESTION } from '~/schemas/collection';

export const meta = () => [{ title: 'Delete collection | Admin' }];

/** What "Delete" opens without JavaScript (with it, a dialog asks). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { collection: await collectionFromUrl(context.services, params.id) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return deleteCollectionFromRequest(context.services, request, params.id);
}

export default function DeleteCollection() {
  const { collection } = useLoaderData<typeof loader>();
  return (
    <DeleteQuestion
      question={DELETE_COLLECTION_QUESTION}
      title={collection.title}
      subtitle={`${collection.category} · ${formatUsd(collection.priceCents)}`}
      detail={deleteCollectionDetail(collection.orderCount)}
      fields={collection}
      cancelTo="/admin/collections"
    />
  );
}
