import { Link, useResolvedPath } from '@remix-run/react';
import { EmptyState } from './empty-state';

const ALL = 'All';

export function categorySearch(category: string | null): string {
  return listSearch(category, 1);
}

export function listSearch(category: string | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function pageHrefs(pathname: string, category: string | null, page: number, pageCount: number) {
  return {
    previousHref: page > 1 ? `${pathname}${listSearch(category, page - 1)}` : null,
    nextHref: page < pageCount ? `${pathname}${listSearch(category, page + 1)}` : null,
  };
}

/** Plain links, so filtering works without JavaScript. */
export function CategoryFilter({
  categories,
  active,
  label,
}: {
  categories: string[];
  active: string | null;
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

function ResultCount({ count, noun, category }: { count: number; noun: string; category: string | null }) {
  return (
    <p className="mt-8 text-center text-sm uppercase tracking-[0.2em] text-muted" aria-live="polite">
      {count} {count === 1 ? noun : `${noun}s`}
      {category ? ` in ${category}` : ''}
    </p>
  );
}

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
  name: string;
  label: string;
  categories: string[];
  active: string | null;
  items: T[];
  total: number;
  noun: string;
  emptyMessage: string;
  allHref: string;
  renderCard: (item: T, index: number) => React.ReactNode;
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
