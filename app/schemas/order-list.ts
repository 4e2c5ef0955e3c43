import * as v from 'valibot';
import { FULFILMENT_LABELS } from '~/lib/order-status';

export const ORDER_FILTERS = {
  all: 'All orders',
  waiting: 'Waiting on the studio',
  ...FULFILMENT_LABELS,
  pending: 'Awaiting payment',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
} as const;

export type OrderFilter = keyof typeof ORDER_FILTERS;

export const ORDER_SEARCH_MAX = 100;

/** Whatever is not a known filter, a sensible search or a page falls back to the default: never a 400 or 500. */
export const OrderListQuerySchema = v.object({
  status: v.fallback(v.picklist(Object.keys(ORDER_FILTERS) as OrderFilter[]), 'all'),
  q: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(ORDER_SEARCH_MAX)), ''),
  page: v.fallback(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), 1),
});

export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;

export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  return v.parse(OrderListQuerySchema, {
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
}

export function orderListHref(query: Partial<OrderListQuery>): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/admin/orders${search ? `?${search}` : ''}`;
}
