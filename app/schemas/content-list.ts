import * as v from 'valibot';
import { PORTFOLIO_CATEGORIES } from '~/lib/categories';

/**
 * GET forms, so a filtered list is a link. A hand-typed address falls back to the defaults: the page always answers.
 */

export const CONTENT_SEARCH_MAX = 100;

export const COLLECTION_FILTERS = {
  all: 'All collections',
  published: 'Published',
  draft: 'Drafts',
  featured: 'Featured on home',
  archived: 'Archived',
} as const;
export type CollectionFilter = keyof typeof COLLECTION_FILTERS;

const search = v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(CONTENT_SEARCH_MAX)), '');
const page = v.fallback(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), 1);

const CollectionListQuerySchema = v.object({
  status: v.fallback(v.picklist(Object.keys(COLLECTION_FILTERS) as CollectionFilter[]), 'all'),
  q: search,
  page,
});

const PortfolioListQuerySchema = v.object({
  category: v.fallback(v.picklist(['', ...PORTFOLIO_CATEGORIES]), ''),
  q: search,
  page,
});

export type CollectionListQuery = v.InferOutput<typeof CollectionListQuerySchema>;
export type PortfolioListQuery = v.InferOutput<typeof PortfolioListQuerySchema>;

const read = (params: URLSearchParams, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined]));

export const parseCollectionListQuery = (params: URLSearchParams) =>
  v.parse(CollectionListQuerySchema, read(params, ['status', 'q', 'page']));

export const parsePortfolioListQuery = (params: URLSearchParams) =>
  v.parse(PortfolioListQuerySchema, read(params, ['category', 'q', 'page']));

export function contentListHref(base: string, settings: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined || value === '' || value === 'all' || (name === 'page' && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
