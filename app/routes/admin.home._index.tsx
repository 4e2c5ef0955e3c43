import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { HOME_EDITOR } from '~/.server/http/admin-home';
import { pageEditorData, savePageFromRequest } from '~/.server/http/admin-page-editor';
import { requireAdmin } from '~/.server/http/session';
import { FeaturedItemForm } from '~/components/admin/featured-item-form';
import { HomePageForm } from '~/components/admin/home-page-form';
import { EmptyList, PageEditorScreen } from '~/components/admin/page-editor-screen';
import { PageItemsTable } from '~/components/admin/page-items-table';
import { conflictOf, SAVED_PAGE_ID, SavedPagePanel } from '~/components/admin/saved-page-panel';
import { homeSavedFields } from '~/components/admin/saved-fields';
import { FEATURED_ITEMS_PATH } from '~/lib/page-editors';
import { DELETE_FEATURED_ITEM_QUESTION } from '~/schemas/home-page-form';

export const meta = () => [{ title: 'Edit Home Page | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return pageEditorData(context.services, HOME_EDITOR);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return savePageFromRequest(context.services, context, request, HOME_EDITOR);
}

/** /admin/home: the hero, the featured section and the about block, and the featured items one by one. */
export default function EditHomePage() {
  const { fields, fingerprint, version, updatedAt, items, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const conflict = conflictOf<'home'>(answer);
  return (
    <PageEditorScreen
      title="Edit Home Page"
      publicPath="/"
      updatedAt={updatedAt}
      pageForm={
        <HomePageForm
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
          <SavedPagePanel fields={homeSavedFields(conflict.fields)} updatedAt={conflict.updatedAt} publicPath="/" />
        ) : null
      }
      list={{
        heading: 'Featured items',
        intro: 'The designs in the strip under “Our Designs in Action”, in this order. Each is saved on its own.',
        table: items.length ? (
          <PageItemsTable
            caption="Featured items, in the order the home page shows them"
            itemsPath={FEATURED_ITEMS_PATH}
            rows={items.map(({ item, fingerprint: itemFingerprint, picture }) => ({
              id: item.id,
              title: item.title,
              detail: item.link,
              picture,
              fingerprint: itemFingerprint,
            }))}
            question={DELETE_FEATURED_ITEM_QUESTION}
            detail="It leaves the home page at once. This cannot be undone."
          />
        ) : (
          <EmptyList>No featured items yet: the strip is hidden until you add one.</EmptyList>
        ),
        addHeading: 'Add a featured item',
        addForm: (
          <FeaturedItemForm
            formToken={formToken}
            lastResult={null}
            submitLabel="Add featured item"
            action={`${FEATURED_ITEMS_PATH}/new`}
          />
        ),
      }}
    />
  );
}
