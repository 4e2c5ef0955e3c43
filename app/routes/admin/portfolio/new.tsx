import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { addPortfolioItemFromRequest, NEW_PORTFOLIO_FORM } from '~/.server/portfolio/admin-portfolio';
import { formTokenFor } from '~/.server/content/content-form';
import { requireAdmin } from '~/.server/auth/signed-in';
import { AdminPageHeader } from '~/components/admin/page-header';
import { PortfolioForm } from './portfolio-form';

export const meta = () => [{ title: 'Add portfolio item | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { formToken: formTokenFor(context.services, NEW_PORTFOLIO_FORM) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return addPortfolioItemFromRequest(context.services, context, request);
}

export default function AddPortfolioItem() {
  const { formToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Add portfolio item"
        intro="A piece you designed. It shows first on the portfolio page as soon as you add it."
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <PortfolioForm formToken={formToken} lastResult={actionData?.result} submitLabel="Add portfolio item" />
      </div>
    </div>
  );
}
