/** Longer than any category the designer would name. */
const MAX_CATEGORY_LENGTH = 100;

/**
 * The `?category=` filter of a listing page (/portfolio, /collections), or null for All. A value
 * no category can hold is no filter: a control character (PostgreSQL answers a NUL in a query
 * with an error, a 500) or a length beyond any category's.
 */
export function categoryParam(request: Request): string | null {
  return categoryFrom(new URL(request.url).searchParams);
}

/** The same, from the address's parameters (the page cache keys a list page by it). */
export function categoryFrom(params: URLSearchParams): string | null {
  const category = params.get('category')?.trim();
  if (!category || category.length > MAX_CATEGORY_LENGTH || /\p{Cc}/u.test(category)) return null;
  return category;
}
