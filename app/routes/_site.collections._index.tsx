import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { COLLECTION_INCLUDES, listPublishedCategories, listPublishedCollections } from '~/.server/catalog';
import { categoryParam } from '~/.server/http/category-param';
import { resolveImages } from '~/.server/images/views';
import { IncludesStrip } from '~/components/collections/includes';
import { FilteredGrid } from '~/components/site/category-filter';
import { CollectionCard } from '~/components/site/collection-card';
import { pageMeta } from '~/components/site/page-meta';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction = () =>
  pageMeta(
    'Shop Our Collections',
    'Digital wedding invitation suites in floral, minimalist, rustic, vintage, bohemian and classic styles, each with five editable templates.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const category = categoryParam(request);
  const [categories, collections] = await Promise.all([
    listPublishedCategories(db),
    listPublishedCollections(db, category ? { category } : {}),
  ]);
  const picture = await resolveImages(
    db,
    collections.map((collection) => collection.image),
  );
  return {
    category,
    categories,
    collections: collections.map((collection) => ({ ...collection, picture: picture(collection.image) })),
    includes: COLLECTION_INCLUDES,
  };
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
      <FilteredGrid
        name="Collections"
        label="Collection styles"
        categories={categories}
        active={category}
        items={collections}
        noun="collection"
        emptyMessage={
          category ? 'There are no collections in this style right now.' : 'Our new collections are on their way.'
        }
        allHref="/collections"
        renderCard={(collection, index) => (
          <CollectionCard collection={collection} headingLevel="h2" eager={index < 3} />
        )}
      />
    </>
  );
}
