import { Link } from '@remix-run/react';
import { ArrowLeftIcon } from '~/components/site/icons';

const stepClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm uppercase tracking-[0.14em] text-ink shadow-sm transition-colors hover:border-rose/60 hover:text-rose';

/**
 * Previous / next between the pages of a public list, as plain links (they work without
 * JavaScript), with the "page / total" indicator; shown only when there is more than one page.
 * A null href leaves that step out (the first page has no previous page in the shop; the
 * testimonials wrap round, so theirs are never null).
 */
export function Pager({
  page,
  pageCount,
  previousHref,
  nextHref,
  label,
}: {
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
  /** The navigation's accessible name, e.g. "Testimonial pages". */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-center gap-4 sm:gap-6">
      {previousHref ? (
        <Link to={previousHref} preventScrollReset rel="prev" className={stepClass}>
          <ArrowLeftIcon className="h-4 w-4" /> Previous<span className="sr-only"> page</span>
        </Link>
      ) : (
        <span aria-hidden="true" className={`${stepClass} invisible`}>
          <ArrowLeftIcon className="h-4 w-4" /> Previous
        </span>
      )}
      <p className="min-w-16 text-center font-display text-xl text-ink">
        <span className="sr-only">Page </span>
        <span data-testid="page-indicator">{`${page} / ${pageCount}`}</span>
      </p>
      {nextHref ? (
        <Link to={nextHref} preventScrollReset rel="next" className={stepClass}>
          Next<span className="sr-only"> page</span> <ArrowLeftIcon className="h-4 w-4 rotate-180" />
        </Link>
      ) : (
        <span aria-hidden="true" className={`${stepClass} invisible`}>
          Next <ArrowLeftIcon className="h-4 w-4 rotate-180" />
        </span>
      )}
    </nav>
  );
}

/** A list page's title: "— page 2" added from the second page on, so each page's title is its own. */
export const pagedTitle = (title: string, page: number | undefined) =>
  page && page > 1 ? `${title} — page ${page}` : title;
