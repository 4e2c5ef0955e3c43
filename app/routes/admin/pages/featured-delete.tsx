import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { deleteItemFromRequest, itemFromUrl } from '~/.server/content/admin-page-items';
import { requireAdmin } from '~/.server/auth/signed-in';
import { DeleteQuestion } from '~/components/admin/delete-question';
import { HOME_EDITOR_PATH } from '~/lib/page-editors';
import { DELETE_FEATURED_ITEM_QUESTION } from '~/schemas/home-page-form';

export const meta = () => [{ title: 'Delete featured item | Admin' }];

/** What "Delete" opens without JavaScript (with it, a dialog asks). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return itemFromUrl(context.services, 'featured', params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return deleteItemFromRequest(context.services, request, 'featured', params.id);
}

export default function DeleteFeaturedItem() {
  const { item, version } = useLoaderData<typeof loader>();
  return (
    <DeleteQuestion
      question={DELETE_FEATURED_ITEM_QUESTION}
      title={item.title}
      subtitle={item.link}
      detail="It leaves the home page at once. This cannot be undone."
      fields={{ id: item.id, version }}
      cancelTo={`${HOME_EDITOR_PATH}#items`}
    />
  );
}
