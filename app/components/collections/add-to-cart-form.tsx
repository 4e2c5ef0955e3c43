import { Form } from '@remix-run/react';
import { CartIcon } from '~/components/site/icons';
import { buttonClasses } from '~/components/ui/button-link';

/**
 * The Add to Cart form. It posts `intent=add-to-cart` and the collection id to this page;
 * the cart action that answers it arrives with the shop's cart.
 */
export function AddToCartForm({ collectionId }: { collectionId: number }) {
  return (
    <Form method="post" className="mt-8">
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="collectionId" value={collectionId} />
      <button type="submit" className={buttonClasses('primary', 'w-full py-4 sm:w-auto sm:px-10')}>
        <CartIcon className="h-5 w-5" /> Add to Cart
      </button>
    </Form>
  );
}
