import { CartChangeForm } from '~/components/cart/cart-change-form';
import { CART_INTENTS } from '~/schemas/cart';
import { CartIcon } from '~/components/site/icons';
import { buttonClasses } from '~/components/ui/button-link';

/**
 * The Add to Cart form: adds one of this collection (one more if it is already in the cart) and
 * answers with the 'Added to cart' notice and its View Cart link, on this page.
 */
export function AddToCartForm({ collectionId }: { collectionId: number }) {
  return (
    <CartChangeForm intent={CART_INTENTS.add} collectionId={collectionId} className="mt-8">
      <button type="submit" className={buttonClasses('primary', 'w-full py-4 sm:w-auto sm:px-10')}>
        <CartIcon className="h-5 w-5" /> Add to Cart
      </button>
    </CartChangeForm>
  );
}
