import { ArrowDownIcon } from '~/components/storefront/icons';
import { ButtonLink } from '~/components/ui/button-link';
import { Backdrop } from '~/components/ui/backdrop';
import { Flourish } from '~/components/ui/ornament';
import type { ImageView } from '~/lib/images';

/** Preload it with the same sizes. */
export const HERO_IMAGE_SIZES = '100vw';

export function HomeHero({
  heading,
  subheading,
  image,
  ctaLabel,
  nextId,
}: {
  heading: string;
  subheading: string;
  image: ImageView | null;
  ctaLabel: string;
  nextId: string;
}) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4.5rem)] flex-col overflow-hidden bg-cream lg:bg-paper"
    >
      <Backdrop
        image={image}
        sizes={HERO_IMAGE_SIZES}
        alt="A floral wedding invitation suite with its envelope and reply card"
        width={1920}
        height={1200}
        loading="high"
        className="relative -z-20 order-last h-80 sm:h-96 lg:absolute lg:inset-0 lg:order-none lg:h-auto"
        imageClassName="object-[88%_50%] lg:object-[70%_center]"
        washClassName="bg-gradient-to-b from-cream via-transparent via-30% to-transparent lg:bg-gradient-to-r lg:from-paper/95 lg:via-paper/70 lg:via-40% lg:to-paper/0"
      />

      <div className="mx-auto flex w-full max-w-6xl flex-1 items-center justify-center px-5 pb-10 pt-10 sm:pt-16 lg:justify-start lg:py-24">
        <div className="flex max-w-xl flex-col items-center text-center lg:items-start lg:text-left">
          <p className="font-script text-3xl text-rose sm:text-4xl">Designed in New Delhi</p>
          <h1 id="hero-heading" className="mt-3 text-[2.6rem] leading-[1.05] sm:text-6xl lg:text-7xl">
            {heading}
          </h1>
          <Flourish className="mt-6 w-40 text-gold" />
          {subheading ? <p className="mt-6 text-lg leading-relaxed text-muted lg:max-w-md">{subheading}</p> : null}
          <div className="mt-9 flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/collections" className="w-full sm:w-auto">
              {ctaLabel}
            </ButtonLink>
            <ButtonLink to="/about" variant="outline" className="w-full bg-paper/70 sm:w-auto">
              Learn More<span className="sr-only"> about the studio</span>
            </ButtonLink>
          </div>
        </div>
      </div>

      <a
        href={`#${nextId}`}
        className="absolute bottom-5 left-1/2 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border border-ink/25 bg-paper/85 text-ink shadow-sm transition-colors hover:border-rose hover:text-rose"
      >
        <ArrowDownIcon className="h-5 w-5 motion-safe:animate-bounce" />
        <span className="sr-only">Scroll down to see our designs</span>
      </a>
    </section>
  );
}
