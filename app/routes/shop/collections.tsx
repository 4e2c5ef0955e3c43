import { cardLoading } from '~/components/ui/image';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import {
  COLLECTION_INCLUDES,
  listPublishedCategories,
  listPublishedCollections,
} from '~/.server/collections/collections';
import { categoryParam } from '~/.server/collections/category-param';
import { keepOnlyIf } from '~/.server/page-cache/accepted-values';
import { resolveImages } from '~/.server/images/views';
import { IncludesStrip } from './includes';
import { FilteredGrid, pageHrefs } from '~/components/storefront/category-filter';
import { CollectionCard } from '~/components/storefront/collection-card';
import { pageMeta } from '~/components/storefront/page-meta';
import { Pager, pagedTitle } from '~/components/storefront/pager';
import { parseId } from '~/lib/parse-id';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    pagedTitle('Shop Our Collections', data?.page),
    'Digital wedding invitation suites in floral, minimalist, rustic, vintage, bohemian and classic styles, each with five editable templates.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const category = categoryParam(request);
  const requested = parseId(new URL(request.url).searchParams.get('page')) ?? 1;
  const [categories, { items, page, pageCount, total }] = await Promise.all([
    listPublishedCategories(db),
    listPublishedCollections(db, { category, page: requested }),
  ]);
  // Kept for other visitors only as a known category's page within range.
  keepOnlyIf(context, page === requested && (category === null || categories.includes(category)));
  const picture = await resolveImages(
    db,
    items.map((collection) => collection.image),
  );
  return {
    category,
    categories,
    collections: items.map((collection) => ({ ...collection, picture: picture(collection.image) })),
    page,
    pageCount,
    total,
    includes: COLLECTION_INCLUDES,
  };
}

export default function Collections() {
  const { category, categories, collections, page, pageCount, total, includes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="The shop"
        title="Shop Our Collections"
        intro="Invitation suites designed in our studio, ready to be made yours. Choose a style, and we personalise every detail."
      />
      <IncludesStrip includes={includes} />
      <FilteredGrid
        name="Collections"
        label="Collection styles"
        categories={categories}
        active={category}
        items={collections}
        total={total}
        noun="collection"
        emptyMessage={
          category ? 'There are no collections in this style right now.' : 'Our new collections are on their way.'
        }
        allHref="/collections"
        renderCard={(collection, index) => (
          <CollectionCard collection={collection} headingLevel="h2" loading={cardLoading(index)} />
        )}
        pager={
          <Pager
            label="Collection pages"
            page={page}
            pageCount={pageCount}
            {...pageHrefs('/collections', category, page, pageCount)}
          />
        }
      />
    </>
  );
}
