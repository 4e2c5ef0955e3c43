import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { editItemFromRequest, itemFromUrl } from '~/.server/content/admin-page-items';
import { requireAdmin } from '~/.server/auth/signed-in';
import { TeamMemberForm } from './team-member-form';
import { ItemFormScreen } from './item-form-screen';
import { TEAM_MEMBERS_PATH } from '~/lib/page-editors';

export const meta = () => [{ title: 'Edit team member | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return itemFromUrl(context.services, 'team', params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return editItemFromRequest(context.services, context, request, 'team', params.id);
}

export default function EditTeamMember() {
  const { item, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const stale = Boolean(actionData && 'stale' in actionData);
  return (
    <ItemFormScreen title="Edit team member" intro={`${item.name}. Saved changes show on the about page at once.`}>
      <TeamMemberForm
        key={version}
        values={{ name: item.name, title: item.title, bio: item.bio, image_ref: item.image }}
        version={version}
        lastResult={actionData?.result}
        submitLabel="Save changes"
        staleHref={stale ? `${TEAM_MEMBERS_PATH}/${encodeURIComponent(item.id)}/edit` : undefined}
      />
    </ItemFormScreen>
  );
}
