import { Link } from '@remix-run/react';
import type { PortfolioItem } from '~/.server/portfolio/pages';
import { buttonClasses } from '~/components/ui/button-link';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, CARD_IMAGE_SIZES } from '~/components/storefront/collection-card';
import type { ImageLoading } from '~/components/ui/image';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';

export type PortfolioView = PortfolioItem & { picture: ImageView | null };
import { CARD_LIFT, CARD_SURFACE } from '~/components/storefront/card-styles';
import { CategoryBadge } from '~/components/storefront/category-badge';

/** So focus can return to it when the detail closes. */
export const detailsLinkId = (id: number) => `portfolio-details-${id}`;

export function PortfolioCard({
  item,
  detailsHref,
  loading = 'lazy',
}: {
  item: PortfolioView;
  detailsHref: string;
  loading?: ImageLoading;
}) {
  return (
    <article
      data-testid="portfolio-card"
      className={`group flex h-full flex-col overflow-hidden ${CARD_SURFACE} ${CARD_LIFT}`}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream">
        <Picture
          image={item.picture}
          alt={`${item.title}: ${item.category.toLowerCase()} invitation artwork`}
          sizes={CARD_IMAGE_SIZES}
          fallbackWidth={ARTWORK_WIDTH}
          fallbackHeight={ARTWORK_HEIGHT}
          loading={loading}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col px-5 pb-6 pt-5">
        <CategoryBadge category={item.category} />
        <h2 className="mt-3 text-2xl leading-tight">{item.title}</h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{item.description}</p>
        <Link
          id={detailsLinkId(item.id)}
          to={detailsHref}
          preventScrollReset
          aria-label={`View Details: ${item.title}`}
          className={buttonClasses('outline', 'mt-5 self-start px-5 py-2 text-xs')}
        >
          View Details
        </Link>
      </div>
    </article>
  );
}
