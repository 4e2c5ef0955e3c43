import { cardLoading } from '~/components/ui/image';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { categoryParam } from '~/.server/collections/category-param';
import { keepOnlyIf } from '~/.server/page-cache/accepted-values';
import { resolveImages } from '~/.server/images/views';
import { listPortfolioCategories, listPortfolioItems } from '~/.server/portfolio/pages';
import { FilteredGrid, listSearch, pageHrefs } from '~/components/storefront/category-filter';
import { pageMeta } from '~/components/storefront/page-meta';
import { Pager, pagedTitle } from '~/components/storefront/pager';
import { parseId } from '~/lib/parse-id';
import { PortfolioCard } from './portfolio-card';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    pagedTitle('Our Portfolio', data?.page),
    'Wedding, birthday and baby shower invitations designed by Petal & Quill for real celebrations. Browse by occasion.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const category = categoryParam(request);
  const requested = parseId(new URL(request.url).searchParams.get('page')) ?? 1;
  const [categories, { items, page, pageCount, total }] = await Promise.all([
    listPortfolioCategories(db),
    listPortfolioItems(db, { category, page: requested }),
  ]);
  // Kept for other visitors only as a known category's page within range.
  keepOnlyIf(context, page === requested && (category === null || categories.includes(category)));
  const picture = await resolveImages(
    db,
    items.map((item) => item.image),
  );
  return {
    category,
    categories,
    items: items.map((item) => ({ ...item, picture: picture(item.image) })),
    page,
    pageCount,
    total,
  };
}

export default function Portfolio() {
  const { category, categories, items, page, pageCount, total } = useLoaderData<typeof loader>();
  const search = listSearch(category, page);
  return (
    <>
      <PageHero
        eyebrow="Made with love"
        title="Our Portfolio"
        intro="Invitations we have designed for real weddings, birthdays and baby showers. Each one began with a family's story."
      />
      <FilteredGrid
        name="Designs"
        label="Portfolio categories"
        categories={categories}
        active={category}
        items={items}
        total={total}
        noun="design"
        emptyMessage="No portfolio items found for the selected category."
        allHref="/portfolio"
        renderCard={(item, index) => (
          <PortfolioCard item={item} detailsHref={`/portfolio/${item.id}${search}`} loading={cardLoading(index)} />
        )}
        pager={
          <Pager
            label="Portfolio pages"
            page={page}
            pageCount={pageCount}
            {...pageHrefs('/portfolio', category, page, pageCount)}
          />
        }
      />
      <Outlet />
    </>
  );
}
