import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { editItemFromRequest, itemFromUrl } from '~/.server/content/admin-page-items';
import { requireAdmin } from '~/.server/auth/signed-in';
import { FeaturedItemForm } from './featured-item-form';
import { ItemFormScreen } from './item-form-screen';
import { FEATURED_ITEMS_PATH } from '~/lib/page-editors';

export const meta = () => [{ title: 'Edit featured item | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return itemFromUrl(context.services, 'featured', params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return editItemFromRequest(context.services, context, request, 'featured', params.id);
}

export default function EditFeaturedItem() {
  const { item, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const stale = Boolean(actionData && 'stale' in actionData);
  return (
    <ItemFormScreen title="Edit featured item" intro={`${item.title}. Saved changes show on the home page at once.`}>
      <FeaturedItemForm
        key={version}
        values={{ title: item.title, link: item.link, image_ref: item.image }}
        version={version}
        lastResult={actionData?.result}
        submitLabel="Save changes"
        staleHref={stale ? `${FEATURED_ITEMS_PATH}/${encodeURIComponent(item.id)}/edit` : undefined}
      />
    </ItemFormScreen>
  );
}
