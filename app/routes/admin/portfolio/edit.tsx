import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { editPortfolioItemFromRequest, portfolioItemFromUrl } from '~/.server/portfolio/admin-portfolio';
import { requireAdmin } from '~/.server/auth/signed-in';
import { focusOfRef } from '~/.server/images/focus';
import { focusFieldValues } from '~/schemas/content-image';
import { AdminPageHeader } from '~/components/admin/page-header';
import { PortfolioForm } from './portfolio-form';

export const meta = () => [{ title: 'Edit portfolio item | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const item = await portfolioItemFromUrl(context.services, params.id);
  return { item, imageFocus: await focusOfRef(context.services.db, item.image) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return editPortfolioItemFromRequest(context.services, context, request, params.id);
}

export default function EditPortfolioItem() {
  const { item, imageFocus } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const stale = Boolean(actionData && 'stale' in actionData);
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Edit portfolio item"
        intro={`${item.title}. Saved changes show on the portfolio page at once.`}
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <PortfolioForm
          key={item.version}
          values={{
            title: item.title,
            description: item.description,
            category: item.category,
            image_ref: item.image,
            ...focusFieldValues(imageFocus),
          }}
          version={item.version}
          lastResult={actionData?.result}
          submitLabel="Save changes"
          staleHref={stale ? `/admin/portfolio/${item.id}/edit` : undefined}
        />
      </div>
    </div>
  );
}
