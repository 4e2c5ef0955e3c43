import { CartIcon } from '~/components/storefront/icons';
import { ButtonLink } from '~/components/ui/button-link';

export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-line bg-cream/70 px-6 py-14 text-center shadow-[0_8px_24px_-16px_rgba(46,42,39,0.25)] sm:px-12">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full border border-gold/60 bg-white text-rose"
      >
        <CartIcon className="h-7 w-7" />
      </span>
      <p className="mt-5 font-script text-3xl text-rose">Nothing here yet</p>
      <h2 className="text-3xl sm:text-4xl">Your cart is empty</h2>
      <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold" />
      <p className="mt-5 leading-relaxed text-muted">
        Find the design that feels like your celebration, add it to your cart, and we will personalise it for you.
      </p>
      <ButtonLink to="/collections" className="mt-8">
        Browse Collections
      </ButtonLink>
    </div>
  );
}
