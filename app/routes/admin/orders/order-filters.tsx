import { ORDER_FILTERS, ORDER_SEARCH_MAX, type OrderFilter } from '~/schemas/order-list';
import { ListSearch } from '~/components/admin/list-search';

/** A GET form, so every filtered list is a link; a new search starts again at page 1. */
export function OrderFilters({ status, q }: { status: OrderFilter; q: string }) {
  return (
    <ListSearch
      base="/admin/orders"
      label="Orders"
      filter={{ name: 'status', label: 'Status', value: status, options: Object.entries(ORDER_FILTERS) }}
      q={q}
      placeholder="Order number, name or e-mail"
      maxLength={ORDER_SEARCH_MAX}
    />
  );
}
