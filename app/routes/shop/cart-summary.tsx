import type { CartLine } from '~/.server/cart/pricing';
import { formatUsd } from '~/lib/money';
import { CartLineItem } from './cart-line-item';
import { TotalRow } from '~/components/orders/total-row';

export function CartSummary({
  lines,
  subtotalCents,
  cards = {},
}: {
  lines: CartLine[];
  subtotalCents: number;
  cards?: Record<number, string>;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-line bg-cream/70 p-6 shadow-[0_8px_24px_-16px_rgba(46,42,39,0.25)] sm:p-8"
    >
      <p className="font-script text-2xl text-rose">Your selection</p>
      <h2 id="order-summary-heading" className="text-3xl sm:text-4xl">
        Order Summary
      </h2>
      <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold" />
      <ul className="mt-2 divide-y divide-line">
        {lines.map((line) => (
          <CartLineItem key={line.collectionId} line={line} cardSrc={cards[line.collectionId]} />
        ))}
      </ul>
      <dl className="space-y-2 border-t border-gold/50 pt-5 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatUsd(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Delivery</dt>
          <dd>Digital, by e-mail</dd>
        </div>
        <TotalRow cents={subtotalCents} testId="cart-total" />
      </dl>
    </section>
  );
}
