import { CartChangeForm } from './cart-change-form';
import { CART_INTENTS } from '~/schemas/cart';
import { PREVIEW_FIELDS, type PreviewWords } from '~/schemas/preview';
import { InlineChatLink } from '~/components/storefront/chat-button';
import { CartIcon } from '~/components/storefront/icons';
import { buttonClasses } from '~/components/ui/button-link';

/** The chat link sits beside the button in place of the floating one, which would cover its end on a phone. */
export function AddToCartForm({
  collectionId,
  words = {},
  chatHref,
}: {
  collectionId: number;
  words?: PreviewWords;
  chatHref: string;
}) {
  return (
    <CartChangeForm intent={CART_INTENTS.add} collectionId={collectionId} className="mt-8">
      {PREVIEW_FIELDS.map((field) =>
        words[field] === undefined ? null : <input key={field} type="hidden" name={field} value={words[field]} />,
      )}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClasses('primary', 'flex-1 py-4 sm:flex-none sm:px-10')}>
          <CartIcon className="h-5 w-5" /> Add to Cart
        </button>
        <InlineChatLink href={chatHref} />
      </div>
      {words.names ? (
        <p className="mt-3 text-sm text-muted">
          With your names, <span className="text-ink">{words.names}</span>, for the brief at checkout.
        </p>
      ) : null}
    </CartChangeForm>
  );
}
