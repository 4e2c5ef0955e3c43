import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { deleteItemFromRequest, itemFromUrl } from '~/.server/content/admin-page-items';
import { requireAdmin } from '~/.server/auth/signed-in';
import { DeleteQuestion } from '~/components/admin/delete-question';
import { ABOUT_EDITOR_PATH } from '~/lib/page-editors';
import { DELETE_TEAM_MEMBER_QUESTION } from '~/schemas/about-page-form';

export const meta = () => [{ title: 'Delete team member | Admin' }];

/** What "Delete" opens without JavaScript (with it, a dialog asks). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return itemFromUrl(context.services, 'team', params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return deleteItemFromRequest(context.services, request, 'team', params.id);
}

export default function DeleteTeamMember() {
  const { item, version } = useLoaderData<typeof loader>();
  return (
    <DeleteQuestion
      question={DELETE_TEAM_MEMBER_QUESTION}
      title={item.name}
      subtitle={item.title}
      detail="They leave the about page at once. This cannot be undone."
      fields={{ id: item.id, version }}
      cancelTo={`${ABOUT_EDITOR_PATH}#items`}
    />
  );
}
