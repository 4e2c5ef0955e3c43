import { Link } from '@remix-run/react';
import { ArrowLeftIcon } from '~/components/site/icons';

const stepClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm uppercase tracking-[0.14em] text-ink shadow-sm transition-colors hover:border-rose/60 hover:text-rose';

/**
 * Previous / next as links (`?page=`), wrapping round at both ends, with the "page / total"
 * indicator. Shown only when there is more than one page.
 */
export function TestimonialPager({
  page,
  pageCount,
  previousPage,
  nextPage,
}: {
  page: number;
  pageCount: number;
  previousPage: number;
  nextPage: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Testimonial pages" className="mt-12 flex items-center justify-center gap-4 sm:gap-6">
      <Link to={`?page=${previousPage}`} preventScrollReset className={stepClass}>
        <ArrowLeftIcon className="h-4 w-4" /> Previous<span className="sr-only"> page</span>
      </Link>
      <p className="min-w-16 text-center font-display text-xl text-ink">
        <span className="sr-only">Page </span>
        <span data-testid="page-indicator">{`${page} / ${pageCount}`}</span>
      </p>
      <Link to={`?page=${nextPage}`} preventScrollReset className={stepClass}>
        Next<span className="sr-only"> page</span> <ArrowLeftIcon className="h-4 w-4 rotate-180" />
      </Link>
    </nav>
  );
}
