import { Link } from '@remix-run/react';
import type { CartLine } from '~/.server/cart/pricing';
import { thumbnailSrc } from '~/lib/images';
import { formatUsd } from '~/lib/money';
import { CART_INTENTS } from '~/schemas/cart';
import { CartChangeForm } from './cart-change-form';

/** No quantity: a collection is bought once, its files serve every guest. */
export function CartLineItem({ line, cardSrc }: { line: CartLine; cardSrc?: string }) {
  const href = `/collections/${line.collectionId}`;
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={cardSrc ?? thumbnailSrc(line.image)}
          alt=""
          data-testid={cardSrc ? 'line-own-card' : undefined}
          width={80}
          height={100}
          className={`h-25 w-20 rounded-lg border border-line shadow-sm ${cardSrc ? 'bg-white object-contain' : 'object-cover'}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-xl leading-snug">
              <Link to={href} className="hover:text-rose">
                {line.title}
              </Link>
            </h3>
            <p className="mt-0.5 text-sm text-muted" data-testid="line-copy">
              All five pieces, personalised · one copy for every guest
            </p>
          </div>
          <p className="shrink-0 font-display text-xl text-rose-dark" data-testid="line-total">
            {formatUsd(line.lineTotalCents)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <CartChangeForm intent={CART_INTENTS.remove} collectionId={line.collectionId}>
            <button
              type="submit"
              aria-label={`Remove ${line.title}`}
              className="text-xs uppercase tracking-[0.16em] text-muted underline-offset-4 hover:text-rose hover:underline"
            >
              Remove
            </button>
          </CartChangeForm>
        </div>
      </div>
    </li>
  );
}
