import { Link } from '@remix-run/react';
import type { CollectionSummary } from '~/.server/collections/collections';
import { formatUsd } from '~/lib/money';
import type { ImageView } from '~/lib/images';
import type { ImageLoading } from '~/components/ui/image';
import { Picture } from '~/components/ui/picture';
import { CARD_LIFT, CARD_SURFACE } from './card-styles';

/** Invitation artwork is portrait 4:5; these reserve its space. */
export const ARTWORK_WIDTH = 900;
export const ARTWORK_HEIGHT = 1125;

export const CARD_IMAGE_SIZES = '(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw';

export type CardCollection = CollectionSummary & { picture: ImageView | null };

/** The link's own ring would be clipped by the card's rounded, overflow-hidden box. */
const CARD_FOCUS_RING =
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-rose';

/** The whole card is clickable through the title link: one link per card for screen readers. */
export function CollectionCard({
  collection,
  headingLevel = 'h3',
  loading = 'lazy',
  sizes = CARD_IMAGE_SIZES,
}: {
  collection: CardCollection;
  headingLevel?: 'h2' | 'h3';
  loading?: ImageLoading;
  sizes?: string;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="collection-card"
      className={`group relative flex h-full flex-col overflow-hidden focus-within:-translate-y-1 ${CARD_FOCUS_RING} ${CARD_SURFACE} ${CARD_LIFT}`}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream">
        <Picture
          image={collection.picture}
          alt={`${collection.title} invitation design`}
          sizes={sizes}
          fallbackWidth={ARTWORK_WIDTH}
          fallbackHeight={ARTWORK_HEIGHT}
          loading={loading}
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
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-rose focus-visible:outline-none"
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
