import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { formTokenFor } from '~/.server/content/content-form';
import { addItemFromRequest, LIST_FORMS } from '~/.server/content/admin-page-items';
import { requireAdmin } from '~/.server/auth/signed-in';
import { FeaturedItemForm } from './featured-item-form';
import { ItemFormScreen } from './item-form-screen';

export const meta = () => [{ title: 'Add featured item | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { formToken: formTokenFor(context.services, LIST_FORMS.featured.tokenName) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return addItemFromRequest(context.services, context, request, 'featured');
}

export default function AddFeaturedItem() {
  const { formToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ItemFormScreen title="Add a featured item" intro="A design for the home page’s strip, shown last in it.">
      <FeaturedItemForm formToken={formToken} lastResult={actionData?.result} submitLabel="Add featured item" />
    </ItemFormScreen>
  );
}
