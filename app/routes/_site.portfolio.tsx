import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { db } from '~/.server/runtime';
import { listPortfolioCategories, listPortfolioItems } from '~/.server/portfolio';
import { CategoryFilter, categorySearch } from '~/components/site/category-filter';
import { EmptyState } from '~/components/site/empty-state';
import { pageMeta } from '~/components/site/page-meta';
import { PortfolioCard } from '~/components/portfolio/portfolio-card';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction = () =>
  pageMeta(
    'Our Portfolio',
    'Wedding, birthday and baby shower invitations designed by Petal & Quill for real celebrations. Browse by occasion.',
  );

/** The `?category=` filter, or null for All. */
function categoryParam(url: URL): string | null {
  return url.searchParams.get('category')?.trim() || null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const category = categoryParam(new URL(request.url));
  const [categories, items] = await Promise.all([
    listPortfolioCategories(db),
    listPortfolioItems(db, category ? { category } : {}),
  ]);
  return { category, categories, items };
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
      <section aria-label="Designs" className="mx-auto max-w-6xl px-5 py-12 sm:py-16">
        <CategoryFilter categories={categories} active={category} label="Portfolio categories" />
        {items.length ? (
          <>
            <p className="mt-8 text-center text-sm uppercase tracking-[0.2em] text-muted" aria-live="polite">
              {items.length === 1 ? '1 design' : `${items.length} designs`}
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 sm:gap-7 lg:grid-cols-3 lg:gap-8">
              {items.map((item, index) => (
                <li key={item.id}>
                  <PortfolioCard item={item} detailsHref={`/portfolio/${item.id}${search}`} eager={index < 3} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="mt-12">
            <EmptyState
              message="No portfolio items found for the selected category."
              link={category ? { to: '/portfolio', label: 'See all designs' } : undefined}
            />
          </div>
        )}
      </section>
      {/* The detail of one piece (/portfolio/:id) opens over the grid. */}
      <Outlet />
    </>
  );
}
