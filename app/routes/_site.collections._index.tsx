import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { COLLECTION_INCLUDES, listPublishedCategories, listPublishedCollections } from '~/.server/catalog';
import { db } from '~/.server/runtime';
import { IncludesStrip } from '~/components/collections/includes';
import { CategoryFilter } from '~/components/site/category-filter';
import { CollectionCard } from '~/components/site/collection-card';
import { EmptyState } from '~/components/site/empty-state';
import { pageMeta } from '~/components/site/page-meta';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction = () =>
  pageMeta(
    'Shop Our Collections',
    'Digital wedding invitation suites in floral, minimalist, rustic, vintage, bohemian and classic styles, each with five editable templates.',
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get('category')?.trim() || null;
  const [categories, collections] = await Promise.all([
    listPublishedCategories(db),
    listPublishedCollections(db, category ? { category } : {}),
  ]);
  return { category, categories, collections, includes: COLLECTION_INCLUDES };
}

export default function Collections() {
  const { category, categories, collections, includes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="The shop"
        title="Shop Our Collections"
        intro="Invitation suites designed in our studio, ready to be made yours. Choose a style, and we personalise every detail."
      />
      <IncludesStrip includes={includes} />
      <section aria-label="Collections" className="mx-auto max-w-6xl px-5 py-12 sm:py-16">
        <CategoryFilter categories={categories} active={category} label="Collection styles" />
        {collections.length ? (
          <>
            <p className="mt-8 text-center text-sm uppercase tracking-[0.2em] text-muted" aria-live="polite">
              {collections.length === 1 ? '1 collection' : `${collections.length} collections`}
              {category ? ` in ${category}` : ''}
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 sm:gap-7 lg:grid-cols-3 lg:gap-8">
              {collections.map((collection, index) => (
                <li key={collection.id}>
                  <CollectionCard collection={collection} headingLevel="h2" eager={index < 3} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="mt-12">
            <EmptyState
              message={category ? 'There are no collections in this style right now.' : 'Our new collections are on their way.'}
              link={category ? { to: '/collections', label: 'See all collections' } : undefined}
            />
          </div>
        )}
      </section>
    </>
  );
}
