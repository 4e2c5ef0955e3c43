import { Link, useResolvedPath } from '@remix-run/react';
import { EmptyState } from './empty-state';

const ALL = 'All';

/** The search string for one filter choice; "All" drops the parameter. */
export function categorySearch(category: string | null): string {
  return listSearch(category, 1);
}

/** The search string of one page of a filtered list: `?category=…&page=…`, each left out at its default. */
export function listSearch(category: string | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A filtered list's own previous / next page addresses (null past either end): for the Pager. */
export function pageHrefs(pathname: string, category: string | null, page: number, pageCount: number) {
  return {
    previousHref: page > 1 ? `${pathname}${listSearch(category, page - 1)}` : null,
    nextHref: page < pageCount ? `${pathname}${listSearch(category, page + 1)}` : null,
  };
}

/**
 * Rounded pill filters as plain links (`?category=`), so filtering works without JavaScript.
 * The chosen pill is marked with aria-current. Used by the portfolio and the shop.
 */
export function CategoryFilter({
  categories,
  active,
  label,
}: {
  categories: string[];
  /** The selected category, or null for All. */
  active: string | null;
  /** The navigation's accessible name, e.g. "Portfolio categories". */
  label: string;
}) {
  // The page's own path (e.g. /portfolio even while /portfolio/3 is open above it).
  const { pathname } = useResolvedPath('.');
  const choices: Array<{ name: string; value: string | null }> = [
    { name: ALL, value: null },
    ...categories.map((name) => ({ name, value: name })),
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-2">
        {choices.map(({ name, value }) => {
          const current = value === active;
          return (
            <li key={name}>
              <Link
                to={{ pathname, search: categorySearch(value) }}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm sm:px-5 tracking-[0.08em] transition-colors ${
                  current
                    ? 'border-rose bg-rose text-white shadow-sm'
                    : 'border-line bg-white text-ink hover:border-rose/60 hover:text-rose'
                }`}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** "6 collections in Floral": how many cards the filter left, announced when it changes. */
function ResultCount({ count, noun, category }: { count: number; noun: string; category: string | null }) {
  return (
    <p className="mt-8 text-center text-sm uppercase tracking-[0.2em] text-muted" aria-live="polite">
      {count} {count === 1 ? noun : `${noun}s`}
      {category ? ` in ${category}` : ''}
    </p>
  );
}

/**
 * A filtered listing (portfolio, shop): the pills, how many cards the filter found (on every
 * page), the grid of this page's cards (or the empty state, with a link back to All when a filter
 * is on), and the pager under it.
 */
export function FilteredGrid<T extends { id: number }>({
  name,
  label,
  categories,
  active,
  items,
  total,
  noun,
  emptyMessage,
  allHref,
  renderCard,
  pager,
}: {
  /** The listing's accessible name, e.g. "Designs". */
  name: string;
  /** The filter's accessible name, e.g. "Portfolio categories". */
  label: string;
  categories: string[];
  active: string | null;
  /** This page's cards. */
  items: T[];
  /** Cards on every page of this filter. */
  total: number;
  /** What one card is, e.g. "design" (pluralised with an s). */
  noun: string;
  emptyMessage: string;
  allHref: string;
  renderCard: (item: T, index: number) => React.ReactNode;
  /** Previous / next page (the Pager), under the grid. */
  pager?: React.ReactNode;
}) {
  return (
    <section aria-label={name} className="mx-auto max-w-6xl px-5 py-12 sm:py-16">
      <CategoryFilter categories={categories} active={active} label={label} />
      {items.length ? (
        <>
          <ResultCount count={total} noun={noun} category={active} />
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 sm:gap-7 lg:grid-cols-3 lg:gap-8">
            {items.map((item, index) => (
              <li key={item.id}>{renderCard(item, index)}</li>
            ))}
          </ul>
          {pager}
        </>
      ) : (
        <div className="mt-12">
          <EmptyState message={emptyMessage} link={active ? { to: allHref, label: `See all ${noun}s` } : undefined} />
        </div>
      )}
    </section>
  );
}
