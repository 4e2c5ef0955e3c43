import { Link } from '@remix-run/react';
import { ArrowLeftIcon } from './icons';

const stepClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm uppercase tracking-[0.14em] text-ink shadow-sm transition-colors hover:border-rose/60 hover:text-rose';

/** Plain links, so they work without JavaScript. A null href leaves that step out. */
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

/** "— page 2" from the second page on, so each page's title is its own. */
export const pagedTitle = (title: string, page: number | undefined) =>
  page && page > 1 ? `${title} — page ${page}` : title;
