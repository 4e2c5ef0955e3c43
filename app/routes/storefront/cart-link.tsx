import { Link } from '@remix-run/react';
import { CartIcon } from '~/components/storefront/icons';
import { useOptimisticCart, type CartItem } from '~/components/cart/use-optimistic-cart';

/** With JavaScript the count follows a cart change at once, before the server has answered. */
export function CartLink({ items }: { items: CartItem[] }) {
  const count = useOptimisticCart(items).reduce((sum, item) => sum + item.quantity, 0);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link to="/checkout" className="relative rounded-full p-2 text-ink hover:text-rose" aria-label={label}>
      <CartIcon />
      {count ? (
        <span
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose px-1 text-[11px] font-medium text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
