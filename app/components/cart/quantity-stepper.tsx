import { CART_INTENTS, MAX_QUANTITY, MIN_QUANTITY } from '~/schemas/cart';
import { CartChangeForm } from './cart-change-form';

const stepClasses =
  'flex h-9 w-9 items-center justify-center rounded-full text-lg leading-none text-ink transition-colors hover:bg-blush/60 hover:text-rose-dark disabled:cursor-not-allowed disabled:text-muted/40 disabled:hover:bg-transparent';

/**
 * − quantity +: each button is its own form posting the quantity it leads to, so the cart can
 * never be set below 1 (− is disabled there, and the server ignores it anyway) or above the maximum.
 */
export function QuantityStepper({
  collectionId,
  title,
  quantity,
}: {
  collectionId: number;
  title: string;
  quantity: number;
}) {
  return (
    <div className="inline-flex items-center rounded-full border border-line bg-white shadow-sm">
      <CartChangeForm intent={CART_INTENTS.set} collectionId={collectionId} quantity={quantity - 1}>
        <button
          type="submit"
          className={stepClasses}
          disabled={quantity <= MIN_QUANTITY}
          aria-label={`Decrease quantity of ${title}`}
        >
          <span aria-hidden="true">−</span>
        </button>
      </CartChangeForm>
      <span className="min-w-7 text-center text-sm font-medium tabular-nums" data-testid="line-quantity">
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <CartChangeForm intent={CART_INTENTS.set} collectionId={collectionId} quantity={quantity + 1}>
        <button
          type="submit"
          className={stepClasses}
          disabled={quantity >= MAX_QUANTITY}
          aria-label={`Increase quantity of ${title}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </CartChangeForm>
    </div>
  );
}
