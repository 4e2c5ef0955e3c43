import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from '@remix-run/react';
import { notFound } from '~/.server/http/request';
import { parseId } from '~/lib/parse-id';
import { resolveImages } from '~/.server/images/views';
import { getPortfolioItem } from '~/.server/portfolio/pages';
import { listSearch } from '~/components/storefront/category-filter';
import { pageMeta } from '~/components/storefront/page-meta';
import { DetailOverlay } from './detail-overlay';
import { detailsLinkId } from './portfolio-card';
import { DETAIL_TITLE_ID, PortfolioDetail, type Neighbours } from './portfolio-detail';
import { ButtonLink } from '~/components/ui/button-link';
import type { loader as portfolioLoader } from './portfolio';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(data.item.title, data.item.description)
    : pageMeta('Design Not Found', 'This design is no longer in the Petal & Quill portfolio.');

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const id = parseId(params.id);
  const item = id ? await getPortfolioItem(db, id) : null;
  if (!item) throw notFound();
  const picture = await resolveImages(db, [item.image]);
  return { item: { ...item, picture: picture(item.image) } };
}

/** So closing the detail returns to the same grid. */
function useListHref() {
  const [searchParams] = useSearchParams();
  const list = useRouteLoaderData<typeof portfolioLoader>('routes/portfolio/portfolio');
  const page = list?.page ?? (parseId(searchParams.get('page')) || 1);
  return `/portfolio${listSearch(list ? list.category : searchParams.get('category')?.trim() || null, page)}`;
}

/** Within the page of the grid behind the overlay, wrapping round. */
function useNeighbours(id: number, search: string): Neighbours | null {
  const list = useRouteLoaderData<typeof portfolioLoader>('routes/portfolio/portfolio');
  const items = list?.items ?? [];
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return null;
  const at = (offset: number) => items[(index + offset + items.length) % items.length]!;
  return {
    previousHref: `/portfolio/${at(-1).id}${search}`,
    nextHref: `/portfolio/${at(1).id}${search}`,
    position: index + 1,
    count: items.length,
  };
}

export default function PortfolioItemOverlay() {
  const { item } = useLoaderData<typeof loader>();
  const listHref = useListHref();
  const neighbours = useNeighbours(item.id, listHref.slice('/portfolio'.length));
  return (
    <DetailOverlay
      labelledBy={DETAIL_TITLE_ID}
      closeHref={listHref}
      closeLabel="Close and return to the portfolio"
      returnFocusTo={detailsLinkId(item.id)}
      focusKey={item.id}
    >
      <PortfolioDetail item={item} neighbours={neighbours} />
    </DetailOverlay>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const listHref = useListHref();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <DetailOverlay
      labelledBy="portfolio-error-title"
      closeHref={listHref}
      closeLabel="Close and return to the portfolio"
    >
      <div className="px-6 py-16 text-center sm:px-16">
        <p aria-hidden="true" className="font-script text-4xl text-rose">
          Petal &amp; Quill
        </p>
        <h2 id="portfolio-error-title" className="mt-3 text-4xl">
          {missing ? 'Design Not Found' : 'Something went wrong'}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-muted">
          {missing
            ? 'This design is no longer in our portfolio. Have a look at the others.'
            : 'We could not open this design just now. Please try again in a moment.'}
        </p>
        <ButtonLink to={listHref} preventScrollReset className="mt-8">
          Back to the Portfolio
        </ButtonLink>
      </div>
    </DetailOverlay>
  );
}
