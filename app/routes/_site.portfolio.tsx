import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { categoryParam } from '~/.server/http/category-param';
import { resolveImages } from '~/.server/images/views';
import { listPortfolioCategories, listPortfolioItems } from '~/.server/portfolio';
import { FilteredGrid, categorySearch } from '~/components/site/category-filter';
import { pageMeta } from '~/components/site/page-meta';
import { PortfolioCard } from '~/components/portfolio/portfolio-card';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction = () =>
  pageMeta(
    'Our Portfolio',
    'Wedding, birthday and baby shower invitations designed by Petal & Quill for real celebrations. Browse by occasion.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const category = categoryParam(request);
  const [categories, items] = await Promise.all([
    listPortfolioCategories(db),
    listPortfolioItems(db, category ? { category } : {}),
  ]);
  const picture = await resolveImages(
    db,
    items.map((item) => item.image),
  );
  return { category, categories, items: items.map((item) => ({ ...item, picture: picture(item.image) })) };
}

export default function Portfolio() {
  const { category, categories, items } = useLoaderData<typeof loader>();
  const search = categorySearch(category);
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
        noun="design"
        emptyMessage="No portfolio items found for the selected category."
        allHref="/portfolio"
        renderCard={(item, index) => (
          <PortfolioCard item={item} detailsHref={`/portfolio/${item.id}${search}`} eager={index < 3} />
        )}
      />
      {/* The detail of one piece (/portfolio/:id) opens over the grid. */}
      <Outlet />
    </>
  );
}
