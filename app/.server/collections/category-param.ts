/** Longer than any category the designer would name. */
const MAX_CATEGORY_LENGTH = 100;

/** Null for All. A control character (PostgreSQL refuses a NUL in a query) or an overlong value is no filter. */
export function categoryParam(request: Request): string | null {
  return categoryFrom(new URL(request.url).searchParams);
}

/** The page cache keys a list page by it. */
export function categoryFrom(params: URLSearchParams): string | null {
  const category = params.get('category')?.trim();
  if (!category || category.length > MAX_CATEGORY_LENGTH || /\p{Cc}/u.test(category)) return null;
  return category;
}
