import { Link } from '@remix-run/react';
import type { HomeContent } from '~/schemas/site-content';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';

export type MarqueeItem = HomeContent['featuredItems'][number] & { picture: ImageView | null };
type Item = MarqueeItem;

const STRIP_IMAGE_SIZES = '(min-width: 1024px) 288px, (min-width: 640px) 256px, 208px';

/** The second copy only makes the loop seamless: hidden from assistive technology and out of the tab order. */
function StripCopy({ items, copy }: { items: Item[]; copy: boolean }) {
  return (
    <ul className="flex shrink-0 gap-5 pr-5 sm:gap-6 sm:pr-6 motion-reduce:last:hidden" aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item.id} className="w-52 shrink-0 sm:w-64 lg:w-72">
          <Link
            to={item.link}
            tabIndex={copy ? -1 : undefined}
            className="group/item block overflow-hidden rounded-2xl bg-blush shadow-md shadow-ink/5"
          >
            <Picture
              image={item.picture}
              alt={copy ? '' : item.title}
              sizes={STRIP_IMAGE_SIZES}
              fallbackWidth={576}
              fallbackHeight={720}
              className="aspect-[4/5] w-full object-cover transition-transform duration-700 group-hover/item:scale-105"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** CSS only, so it runs without JavaScript; pauses on hover or focus and stands still with reduced motion. */
export function DesignsMarquee({ items }: { items: Item[] }) {
  if (items.length === 0) return null;
  return (
    <div className="group relative overflow-hidden py-2 motion-reduce:overflow-x-auto" data-testid="designs-strip">
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none motion-reduce:pl-5">
        <StripCopy items={items} copy={false} />
        <StripCopy items={items} copy />
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-paper to-transparent sm:w-24 motion-reduce:hidden"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-paper to-transparent sm:w-24 motion-reduce:hidden"
      />
    </div>
  );
}
