import { useState } from 'react';
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Link,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { COLLECTION_INCLUDES } from '~/.server/collections/collections';
import { collectionForPage, collectionPageAnswer, previewLayoutBudget } from '~/.server/collections/collection-page';
import { namesPreviewFor } from '~/.server/designs/names-preview';
import { resolveImages } from '~/.server/images/views';
import { keepOnlyIf } from '~/.server/page-cache/accepted-values';
import { AddToCartForm } from './add-to-cart-form';
import { CollectionGallery, GALLERY_IMAGE_SIZES } from './collection-gallery';
import { CollectionNotFound } from './collection-not-found';
import { CustomizationPanel, DescriptionPanel, IncludedPanel } from './collection-panels';
import { CollectionTabs } from './collection-tabs';
import { includesItems } from './includes';
import { NamesPreviewSection } from './names-preview';
import { OrderSteps } from './order-steps';
import { PreviewBanner } from './preview-banner';
import { IMAGE_PARAM, dataSearch, selectedImage } from './search-params';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';
import { CollectionCard } from '~/components/storefront/collection-card';
import { ArrowLeftIcon } from '~/components/storefront/icons';
import { CATEGORY_BADGE } from '~/components/storefront/category-badge';
import { categorySearch } from '~/components/storefront/category-filter';
import { pageMeta } from '~/components/storefront/page-meta';
import { formatUsd } from '~/lib/money';
import { SectionHeading } from '~/components/ui/section-heading';
import type { PreviewWords } from '~/schemas/preview';
import { preloadImage } from '~/components/ui/picture';
import type { loader as siteLoader } from '~/routes/storefront/layout';

/** The chat link sits beside Add to Cart instead of floating over its end. */
export const handle = WITHOUT_FLOATING_CHAT;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data
    ? [
        ...pageMeta(data.collection.title, data.collection.description),
        ...preloadImage(
          data.gallery[selectedImage(new URLSearchParams(location.search), data.gallery.length) - 1]?.picture,
          GALLERY_IMAGE_SIZES,
        ),
      ]
    : pageMeta('Collection Not Found', "The collection you're looking for doesn't exist or has been removed.");

/** A draft's preview (admins only) must not be cached. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const { found, preview } = await collectionForPage(context.services, request, params.id);
  const { collection, related } = found;
  const refs = collection.gallery.length ? collection.gallery : [collection.image];
  // An image the gallery does not have is rendered (the first is shown), not kept for other visitors.
  const image = new URL(request.url).searchParams.get(IMAGE_PARAM);
  keepOnlyIf(context, image === null || Number(image) <= refs.length);
  const [picture, namesPreview] = await Promise.all([
    resolveImages(db, [...refs, ...related.map((item) => item.image)]),
    preview
      ? null
      : namesPreviewFor(
          context.services,
          collection,
          new URL(request.url).searchParams,
          previewLayoutBudget(context.services, request, context.socketAddress),
        ),
  ]);
  return collectionPageAnswer(
    {
      collection,
      preview,
      gallery: refs.map((ref) => ({ ref, picture: picture(ref) })),
      related: related.map((item) => ({ ...item, picture: picture(item.image) })),
      includes: COLLECTION_INCLUDES,
      namesPreview,
    },
    preview,
  );
}

/** Choosing a gallery image or a tab only changes what is shown: nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const sameData =
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    dataSearch(currentUrl.search) === dataSearch(nextUrl.search);
  return sameData ? false : defaultShouldRevalidate;
};

export default function CollectionDetail() {
  const data = useLoaderData<typeof loader>();
  // Another collection is another page: its preview starts from its own words.
  return <CollectionPage key={data.collection.id} {...data} />;
}

function CollectionPage({
  collection,
  preview,
  gallery,
  related,
  includes,
  namesPreview,
}: ReturnType<typeof useLoaderData<typeof loader>>) {
  const [words, setWords] = useState<PreviewWords>(namesPreview?.words ?? {});
  const chatHref = useRouteLoaderData<typeof siteLoader>('routes/storefront/layout')!.whatsappUrl;
  return (
    <>
      {preview ? <PreviewBanner collectionId={collection.id} /> : null}
      <div className="mx-auto max-w-6xl px-5 pb-16 pt-5 sm:pt-10">
        <Link
          to="/collections"
          className="inline-flex items-center gap-2 text-sm uppercase tracking-[0.16em] text-muted hover:text-rose"
        >
          <ArrowLeftIcon className="h-4 w-4" /> Back to Collections
        </Link>

        <div className="mt-5 grid gap-6 sm:mt-8 sm:gap-10 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-16">
          <CollectionGallery title={collection.title} images={gallery} />

          <div className="flex flex-col items-start lg:pt-6">
            <Link
              to={`/collections${categorySearch(collection.category)}`}
              className={`${CATEGORY_BADGE} hover:bg-sage/30`}
            >
              {collection.category}
              <span className="sr-only"> collections</span>
            </Link>
            <h1 className="mt-3 text-[2rem] leading-tight sm:mt-4 sm:text-5xl lg:text-6xl">{collection.title}</h1>
            <p className="mt-2 font-display text-3xl text-rose-dark sm:mt-4" data-testid="collection-price">
              {formatUsd(collection.priceCents)}
            </p>
            <span aria-hidden="true" className="mt-6 block h-px w-16 bg-gold max-sm:hidden" />
            <p className="mt-6 text-lg leading-relaxed text-muted max-sm:order-2">{collection.description}</p>
            {preview ? null : (
              <div className="w-full max-sm:order-1 max-sm:-mt-3">
                <AddToCartForm collectionId={collection.id} words={words} chatHref={chatHref} />
              </div>
            )}
            <ul className="mt-8 grid w-full gap-2 border-t border-line pt-6 text-sm text-muted max-sm:order-3 sm:grid-cols-3">
              {includesItems(includes).map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rotate-45 bg-gold" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="w-full max-sm:order-3">
              <OrderSteps />
            </div>
          </div>
        </div>

        {namesPreview ? (
          <NamesPreviewSection
            collectionId={collection.id}
            title={collection.title}
            preview={namesPreview}
            onWords={setWords}
          />
        ) : null}

        <div className="mt-16 sm:mt-20">
          <CollectionTabs
            label="About this collection"
            panels={[
              // A new collection's empty tabs are not shown: what's included always has the suite's list.
              ...(collection.longDescription.trim()
                ? [
                    {
                      id: 'description',
                      label: 'Description',
                      content: <DescriptionPanel text={collection.longDescription} />,
                    },
                  ]
                : []),
              {
                id: 'included',
                label: "What's Included",
                content: <IncludedPanel features={collection.features} includes={includes} />,
              },
              ...(collection.customizationOptions.length
                ? [
                    {
                      id: 'customization',
                      label: 'Customization',
                      content: <CustomizationPanel options={collection.customizationOptions} />,
                    },
                  ]
                : []),
            ]}
          />
        </div>
      </div>

      {related.length ? (
        <section aria-labelledby="related-heading" className="border-t border-line bg-cream/60 py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-5">
            <SectionHeading id="related-heading" eyebrow="More to love" title="You May Also Like" />
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {related.map((item) => (
                <li key={item.id}>
                  <CollectionCard collection={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CollectionNotFound />;
  throw error;
}
