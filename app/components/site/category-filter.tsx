import { Link, useResolvedPath } from '@remix-run/react';

const ALL = 'All';

/** The search string for one filter choice; "All" drops the parameter. */
export function categorySearch(category: string | null): string {
  return category ? `?${new URLSearchParams({ category })}` : '';
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
    <nav aria-label={label} className="-mx-5 overflow-x-auto px-5 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap sm:justify-center">
        {choices.map(({ name, value }) => {
          const current = value === active;
          return (
            <li key={name}>
              <Link
                to={{ pathname, search: categorySearch(value) }}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-5 text-sm tracking-[0.08em] transition-colors ${
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
