import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ABOUT_EDITOR } from '~/.server/http/admin-about';
import { pageEditorData, savePageFromRequest } from '~/.server/http/admin-page-editor';
import { requireAdmin } from '~/.server/http/session';
import { TeamMemberForm } from '~/components/admin/team-member-form';
import { AboutPageForm } from '~/components/admin/about-page-form';
import { EmptyList, PageEditorScreen } from '~/components/admin/page-editor-screen';
import { PageItemsTable } from '~/components/admin/page-items-table';
import { conflictOf, SAVED_PAGE_ID, SavedPagePanel } from '~/components/admin/saved-page-panel';
import { aboutSavedFields } from '~/components/admin/saved-fields';
import { TEAM_MEMBERS_PATH } from '~/lib/page-editors';
import { DELETE_TEAM_MEMBER_QUESTION } from '~/schemas/about-page-form';

export const meta = () => [{ title: 'Edit About Page | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return pageEditorData(context.services, ABOUT_EDITOR);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return savePageFromRequest(context.services, context, request, ABOUT_EDITOR);
}

/** /admin/about: the heading, the story and the founder, and the team members one by one. */
export default function EditAboutPage() {
  const { fields, fingerprint, version, updatedAt, items, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const conflict = conflictOf<'about'>(answer);
  return (
    <PageEditorScreen
      title="Edit About Page"
      publicPath="/about"
      updatedAt={updatedAt}
      pageForm={
        <AboutPageForm
          // A fresh form once a save lands (its fields are then the page's).
          key={version}
          values={fields}
          version={conflict?.version ?? version}
          fingerprint={conflict?.fingerprint ?? fingerprint}
          lastResult={answer?.result}
          alertDetail={
            conflict ? (
              <>
                {' '}
                <a href={`#${SAVED_PAGE_ID}`} className="font-medium underline underline-offset-4">
                  See the saved version
                </a>
                .
              </>
            ) : null
          }
        />
      }
      savedPanel={
        conflict ? (
          <SavedPagePanel fields={aboutSavedFields(conflict.fields)} updatedAt={conflict.updatedAt} publicPath="/about" />
        ) : null
      }
      list={{
        heading: 'Team members',
        intro: 'The people under “Meet the Team”, in this order. Each is saved on its own.',
        table: items.length ? (
          <PageItemsTable
            caption="Team members, in the order the about page shows them"
            itemsPath={TEAM_MEMBERS_PATH}
            rows={items.map(({ item, fingerprint: itemFingerprint, picture }) => ({
              id: item.id,
              title: item.name,
              detail: item.title,
              picture,
              fingerprint: itemFingerprint,
            }))}
            question={DELETE_TEAM_MEMBER_QUESTION}
            detail="They leave the about page at once. This cannot be undone."
          />
        ) : (
          <EmptyList>No team members yet: “Meet the Team” is hidden until you add one.</EmptyList>
        ),
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
