import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { formTokenFor } from '~/.server/content/content-form';
import { addItemFromRequest, LIST_FORMS } from '~/.server/content/admin-page-items';
import { requireAdmin } from '~/.server/auth/signed-in';
import { TeamMemberForm } from './team-member-form';
import { ItemFormScreen } from './item-form-screen';

export const meta = () => [{ title: 'Add team member | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { formToken: formTokenFor(context.services, LIST_FORMS.team.tokenName) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return addItemFromRequest(context.services, context, request, 'team');
}

export default function AddTeamMember() {
  const { formToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ItemFormScreen
      title="Add a team member"
      intro="A person of the studio, shown last in “Meet the Team” on the about page."
    >
      <TeamMemberForm formToken={formToken} lastResult={actionData?.result} submitLabel="Add team member" />
    </ItemFormScreen>
  );
}
