import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { pageEditorData, savePageFromRequest } from '~/.server/content/admin-page-fields';
import { requireAdmin } from '~/.server/auth/signed-in';
import { AboutPageForm } from './about-page-form';
import { PageEditorScreen } from './page-editor-screen';
import { aboutSavedFields } from './saved-fields';
import { TeamMemberForm } from './team-member-form';
import { TEAM_MEMBERS_PATH } from '~/lib/page-editors';
import { DELETE_TEAM_MEMBER_QUESTION } from '~/schemas/about-page-form';

export const meta = () => [{ title: 'Edit About Page | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return pageEditorData(context.services, 'about');
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return savePageFromRequest(context.services, context, request, 'about');
}

export default function EditAboutPage() {
  const { fields, version, updatedAt, items, formToken } = useLoaderData<typeof loader>();
  return (
    <PageEditorScreen
      title="Edit About Page"
      publicPath="/about"
      updatedAt={updatedAt}
      version={version}
      answer={useActionData<typeof action>()}
      savedFields={aboutSavedFields}
      renderForm={(props) => <AboutPageForm values={fields} {...props} />}
      list={{
        heading: 'Team members',
        intro: 'The people under “Meet the Team”, in this order. Each is saved on its own.',
        caption: 'Team members, in the order the about page shows them',
        itemsPath: TEAM_MEMBERS_PATH,
        rows: items.map(({ item, version: itemVersion, picture }) => ({
          id: item.id,
          title: item.name,
          detail: item.title,
          picture,
          version: itemVersion,
        })),
        question: DELETE_TEAM_MEMBER_QUESTION,
        deleteDetail: 'They leave the about page at once. This cannot be undone.',
        empty: 'No team members yet: “Meet the Team” is hidden until you add one.',
        addHeading: 'Add a team member',
        addForm: (
          <TeamMemberForm
            formToken={formToken}
            lastResult={null}
            submitLabel="Add team member"
            action={`${TEAM_MEMBERS_PATH}/new`}
          />
        ),
      }}
    />
  );
}
