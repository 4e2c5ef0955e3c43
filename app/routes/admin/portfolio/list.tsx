import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireAdmin } from '~/.server/auth/signed-in';
import { resolveImages } from '~/.server/images/views';
import { listPortfolioForAdmin } from '~/.server/portfolio/changes';
import { ListSearch } from '~/components/admin/list-search';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPager } from '~/components/admin/pager';
import { PortfolioTable } from './portfolio-table';
import { ButtonLink } from '~/components/ui/button-link';
import { PORTFOLIO_CATEGORIES } from '~/lib/categories';
import { contentListHref, parsePortfolioListQuery } from '~/schemas/content-list';

export const meta = () => [{ title: 'Manage Portfolio | Admin' }];

const CATEGORY_OPTIONS = [['', 'All categories'] as const, ...PORTFOLIO_CATEGORIES.map((c) => [c, c] as const)];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const query = parsePortfolioListQuery(new URL(request.url).searchParams);
  const list = await listPortfolioForAdmin(context.services.db, query);
  const picture = await resolveImages(
    context.services.db,
    list.items.map((item) => item.image),
  );
  return { ...list, query, items: list.items.map((item) => ({ ...item, picture: picture(item.image) })) };
}

export default function AdminPortfolio() {
  const { items, page, pageCount, total, query } = useLoaderData<typeof loader>();
  const filtered = query.category !== '' || query.q !== '';
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Manage Portfolio"
        intro="Work you have made for real celebrations. Every item shows on the portfolio page, newest first, as soon as you save it."
        action={<ButtonLink to="/admin/portfolio/new">Add portfolio item</ButtonLink>}
      />
      <div className="mt-6">
        <ListSearch
          base="/admin/portfolio"
          label="Portfolio"
          filter={{ name: 'category', label: 'Category', value: query.category, options: CATEGORY_OPTIONS }}
          q={query.q}
          placeholder="Title or description"
        />
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 item' : `${total} items`}
        {filtered ? ' match' : ''}
      </p>
      {items.length ? (
        <div className="mt-3">
          <PortfolioTable items={items} />
        </div>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-line p-8 text-center text-muted">
          {filtered ? 'No portfolio items match.' : 'No portfolio items yet: add the first one.'}
        </p>
      )}
      <AdminPager
        page={page}
        pageCount={pageCount}
        href={(n) => contentListHref('/admin/portfolio', { category: query.category, q: query.q, page: n })}
        label="Portfolio pages"
      />
    </div>
  );
}
