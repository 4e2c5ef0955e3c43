import type { ReactNode } from 'react';
import { useFetcher, useLocation } from '@remix-run/react';
import { CART_ACTION, VIA_FETCHER, type CartIntent } from '~/schemas/cart';

/**
 * Without JavaScript a plain post that redirects back; with it a fetcher, so the cart changes at once
 * and the action's data reaches the page even if this form has gone meanwhile (a removed line's Remove).
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
