import { Link } from '@remix-run/react';
import { formatStudioDay } from '~/lib/studio-time';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from '~/components/storefront/collection-card';
import { ArrowLeftIcon } from '~/components/storefront/icons';
import { ButtonLink } from '~/components/ui/button-link';
import { CategoryBadge } from '~/components/storefront/category-badge';
import { Picture } from '~/components/ui/picture';
import type { PortfolioView } from './portfolio-card';

export const DETAIL_TITLE_ID = 'portfolio-detail-title';

export interface Neighbours {
  previousHref: string;
  nextHref: string;
  position: number;
  count: number;
}

function Stepper({ previousHref, nextHref, position, count }: Neighbours) {
  const step =
    'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm text-ink transition-colors hover:bg-blush hover:text-rose-dark';
  return (
    <nav aria-label="More designs" className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-5">
      <Link to={previousHref} preventScrollReset replace className={step}>
        <ArrowLeftIcon className="h-4 w-4" /> Previous<span className="sr-only"> design</span>
      </Link>
      <p className="text-xs uppercase tracking-[0.2em] text-muted">
        {position} of {count}
      </p>
      <Link to={nextHref} preventScrollReset replace className={step}>
        Next<span className="sr-only"> design</span> <ArrowLeftIcon className="h-4 w-4 rotate-180" />
      </Link>
    </nav>
  );
}

export function PortfolioDetail({ item, neighbours }: { item: PortfolioView; neighbours: Neighbours | null }) {
  return (
    <article className="grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <div className="flex items-center justify-center bg-gradient-to-br from-cream via-blush/60 to-cream px-5 pb-6 pt-16 sm:px-10 sm:py-10">
        <Picture
          image={item.picture}
          alt={`${item.title}: ${item.category.toLowerCase()} invitation artwork, full size`}
          sizes="(min-width: 768px) 448px, 90vw"
          fallbackWidth={ARTWORK_WIDTH}
          fallbackHeight={ARTWORK_HEIGHT}
          loading="high"
          data-testid="portfolio-detail-image"
          className="aspect-[4/5] max-h-[72vh] w-full max-w-md rounded-md object-cover shadow-[0_24px_48px_-20px_rgba(46,42,39,0.45)] ring-1 ring-black/5"
        />
      </div>
      <div className="flex flex-col px-6 pb-8 pt-6 sm:px-10 sm:pb-10 md:pt-14">
        <CategoryBadge category={item.category} />
        <h2 id={DETAIL_TITLE_ID} className="mt-4 text-4xl leading-tight sm:text-5xl">
          {item.title}
        </h2>
        <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold" />
        <p className="mt-5 text-lg leading-relaxed text-muted">{item.description}</p>
        <p className="mt-3 text-sm text-muted">
          Designed <time dateTime={item.createdAt}>{formatStudioDay(item.createdAt, 'month')}</time>
        </p>
        <div className="mt-8 rounded-2xl bg-cream/80 p-5">
          <p className="font-display text-xl text-ink">Dreaming of something like this?</p>
          <p className="mt-1 text-sm text-muted">
            Start from one of our collections or tell us about your celebration.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/collections" className="px-5 py-2.5 text-xs">
              Browse Collections
            </ButtonLink>
            <ButtonLink to="/contact" variant="outline" className="px-5 py-2.5 text-xs">
              Contact Us
            </ButtonLink>
          </div>
        </div>
        {neighbours && neighbours.count > 1 ? <Stepper {...neighbours} /> : null}
      </div>
    </article>
  );
}
