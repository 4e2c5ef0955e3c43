import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { deletePortfolioItemFromRequest, portfolioItemFromUrl } from '~/.server/portfolio/admin-portfolio';
import { requireAdmin } from '~/.server/auth/signed-in';
import { DeleteQuestion } from '~/components/admin/delete-question';
import { DELETE_PORTFOLIO_QUESTION } from '~/schemas/portfolio-item';

export const meta = () => [{ title: 'Delete portfolio item | Admin' }];

/** What "Delete" opens without JavaScript (with it, a dialog asks). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { item: await portfolioItemFromUrl(context.services, params.id) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return deletePortfolioItemFromRequest(context.services, request, params.id);
}

export default function DeletePortfolioItem() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <DeleteQuestion
      question={DELETE_PORTFOLIO_QUESTION}
      title={item.title}
      subtitle={item.category}
      detail="It leaves the portfolio page at once. This cannot be undone."
      fields={item}
      cancelTo="/admin/portfolio"
    />
  );
}
