/** `page` is 1-based. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** A page past the end shows the last, nonsense the first: never an error, never empty while there are rows. */
export function pageOf(total: number, requested: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * size, limit: size };
}

/** Wraps any whole page number into 1..pageCount, so "previous" on the first page shows the last. */
export function wrapPage(requested: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  const index = (((Math.trunc(requested) - 1) % pageCount) + pageCount) % pageCount;
  return index + 1;
}

/** Like pageOf, but a page out of range wraps round (the testimonials' carousel of pages). */
export function wrappedPageOf(total: number, requested: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = wrapPage(Number.isFinite(requested) ? requested : 1, pageCount);
  return { page, pageCount, offset: (page - 1) * size, limit: size };
}
