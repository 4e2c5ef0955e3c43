import { Link } from '@remix-run/react';

const linkClasses =
  'rounded-full border border-line bg-white px-4 py-2 text-sm text-ink hover:border-rose hover:text-rose';

/** Real links, so they work without JavaScript. */
export function AdminPager({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClasses} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={linkClasses} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const pageHref = (base: string) => (page: number) => (page > 1 ? `${base}?page=${page}` : base);
