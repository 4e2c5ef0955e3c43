import crypto from 'node:crypto';
import type { CartEntry } from '../cart/pricing';
import type { BuyerDetails, PersonalisationBrief } from './place-order';

/**
 * The order's idempotency key: the form's key together with what is being bought and the
 * details sent. A double click, a refresh or paying again after the back button send the same
 * and find the same order; a changed cart or brief is a different order.
 */
export function orderKey(formKey: string, cart: CartEntry[], buyer: BuyerDetails, brief: PersonalisationBrief): string {
  const canonicalCart = [...cart].sort((a, b) => a.id - b.id).map((entry) => [entry.id, entry.quantity]);
  const details = [
    buyer.name,
    buyer.email.trim().toLowerCase(),
    buyer.country,
    buyer.profileId,
    brief.coupleNames,
    brief.eventDate,
    brief.venue,
    brief.wording,
    brief.notes,
    brief.eventTime ?? '',
    brief.closingLine ?? '',
    brief.events ?? [],
  ];
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([formKey, canonicalCart, details]))
    .digest('base64url');
}
