import { Link } from '@remix-run/react';
import type { CollectionSummary } from '~/.server/catalog';
import { formatUsd } from '~/lib/money';
import { CARD_LIFT, CARD_SURFACE } from '~/components/site/card-styles';

/** Invitation artwork is portrait 4:5; these are the attributes that reserve its space. */
export const ARTWORK_WIDTH = 900;
export const ARTWORK_HEIGHT = 1125;

/**
 * A shop card: artwork, category, title, short description and price. The whole card is
 * clickable through the title link (one link per card for screen readers).
 */
export function CollectionCard({
  collection,
  headingLevel = 'h3',
  eager = false,
}: {
  collection: CollectionSummary;
  /** The card title's heading level, one below the section it sits in. */
  headingLevel?: 'h2' | 'h3';
  /** Load the image at once (cards in the first visible row). */
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="collection-card"
      className={`group relative flex h-full flex-col overflow-hidden focus-within:-translate-y-1 ${CARD_SURFACE} ${CARD_LIFT}`}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream">
        <img
          src={collection.image}
          alt={`${collection.title} invitation design`}
          width={ARTWORK_WIDTH}
          height={ARTWORK_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute left-3 top-3 rounded-full bg-paper/90 px-3 py-1 text-[11px] font-medium uppercase tracking-[0.18em] text-ink shadow-sm backdrop-blur">
          {collection.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col px-5 pb-5 pt-4">
        <Heading className="text-2xl leading-tight">
          <Link
            to={`/collections/${collection.id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-rose focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-rose"
          >
            {collection.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 flex-1 text-sm leading-relaxed text-muted">{collection.description}</p>
        <div className="mt-4 flex items-center justify-between border-t border-line pt-3">
          <p className="font-display text-xl text-ink" data-testid="collection-price">
            {formatUsd(collection.priceCents)}
          </p>
          <span
            aria-hidden="true"
            className="text-xs uppercase tracking-[0.18em] text-rose transition-transform group-hover:translate-x-0.5"
          >
            View design →
          </span>
        </div>
      </div>
    </article>
  );
}
