import crypto from 'node:crypto';
import type { CartEntry } from '../cart/pricing';
import type { BuyerDetails, PersonalisationBrief } from './place-order';

/** A double click, a refresh or the back button send the same and find the same order; a changed cart is another. */
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
