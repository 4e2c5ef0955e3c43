import { Form, Link } from '@remix-run/react';
import { inputClasses } from '~/components/forms/field';
import { buttonClasses } from '~/components/ui/button-link';
import { ORDER_FILTERS, ORDER_SEARCH_MAX, type OrderFilter } from '~/schemas/order-list';

/**
 * The list's filter and search: a GET form, so it works without JavaScript and every filtered
 * list is a link. A new search starts again at page 1 (the form sends no page).
 */
export function OrderFilters({ status, q }: { status: OrderFilter; q: string }) {
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search" aria-label="Orders">
      <div className="sm:w-60">
        <label htmlFor="order-status" className="text-sm font-medium text-ink">
          Status
        </label>
        <select id="order-status" name="status" defaultValue={status} className={inputClasses}>
          {(Object.entries(ORDER_FILTERS) as [OrderFilter, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:flex-1">
        <label htmlFor="order-search" className="text-sm font-medium text-ink">
          Search
        </label>
        <input
          id="order-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={ORDER_SEARCH_MAX}
          placeholder="Order number, name or e-mail"
          className={inputClasses}
        />
      </div>
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonClasses('primary', 'px-6')}>
          Show
        </button>
        {status !== 'all' || q ? (
          <Link to="/admin/orders" className="text-sm text-rose underline-offset-4 hover:underline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
