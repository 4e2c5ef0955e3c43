import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { pageEditorData, savePageFromRequest } from '~/.server/content/admin-page-fields';
import { requireAdmin } from '~/.server/auth/signed-in';
import { FeaturedItemForm } from './featured-item-form';
import { HomePageForm } from './home-page-form';
import { PageEditorScreen } from './page-editor-screen';
import { homeSavedFields } from './saved-fields';
import { FEATURED_ITEMS_PATH } from '~/lib/page-editors';
import { DELETE_FEATURED_ITEM_QUESTION } from '~/schemas/home-page-form';

export const meta = () => [{ title: 'Edit Home Page | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return pageEditorData(context.services, 'home');
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return savePageFromRequest(context.services, context, request, 'home');
}

export default function EditHomePage() {
  const { fields, version, updatedAt, items, formToken } = useLoaderData<typeof loader>();
  return (
    <PageEditorScreen
      title="Edit Home Page"
      publicPath="/"
      updatedAt={updatedAt}
      version={version}
      answer={useActionData<typeof action>()}
      savedFields={homeSavedFields}
      renderForm={(props) => <HomePageForm values={fields} {...props} />}
      list={{
        heading: 'Featured items',
        intro: 'The designs in the strip under the featured heading, in this order. Each is saved on its own.',
        caption: 'Featured items, in the order the home page shows them',
        itemsPath: FEATURED_ITEMS_PATH,
        rows: items.map(({ item, version: itemVersion, picture }) => ({
          id: item.id,
          title: item.title,
          detail: item.link,
          picture,
          version: itemVersion,
        })),
        question: DELETE_FEATURED_ITEM_QUESTION,
        deleteDetail: 'It leaves the home page at once. This cannot be undone.',
        empty: 'No featured items yet: the strip is hidden until you add one.',
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
