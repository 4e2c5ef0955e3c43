import type { ReactNode } from 'react';
import { useFetcher, useLocation } from '@remix-run/react';
import { CART_ACTION, VIA_FETCHER, type CartIntent } from '~/schemas/cart';

/**
 * One small cart form: a single change (add, set a quantity, remove) posted to /cart with its
 * values already in it. Without JavaScript it is a plain post and the action redirects back here.
 * With JavaScript it goes through a fetcher: no page load, the scroll stays where it is, the cart
 * shows the change at once (use-optimistic-cart.ts), and the action answers with data, so the
 * page's loaders bring the server's cart and notice even if this form has gone meanwhile (a
 * removed line's own Remove form).
 */
export function CartChangeForm({
  intent,
  collectionId,
  quantity,
  className,
  children,
}: {
  intent: CartIntent;
  collectionId: number;
  quantity?: number;
  className?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <form
      method="post"
      action={CART_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set(VIA_FETCHER.name, VIA_FETCHER.value);
        fetcher.submit(formData, { method: 'post', action: CART_ACTION });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="collectionId" value={collectionId} />
      {quantity === undefined ? null : <input type="hidden" name="quantity" value={quantity} />}
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {children}
    </form>
  );
}
