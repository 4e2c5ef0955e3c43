import { CART_INTENTS, MAX_QUANTITY, MIN_QUANTITY, type CartChange } from '~/schemas/cart';
import type { CartEntry } from './pricing';

export const MAX_CART_LINES = 20;

export const ONE_COPY_MESSAGE = 'A collection is bought once: one copy covers all five pieces, for every guest.';
export const CART_FULL_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} different collections.`;
export const NOT_WHOLE_MESSAGE = 'Quantity must be a whole number';

export type CartChangeResult =
  | { kind: 'changed'; entries: CartEntry[] }
  | { kind: 'unchanged' }
  | { kind: 'already' }
  | { kind: 'refused'; message: string };

export function addToCart(entries: CartEntry[], id: number): CartChangeResult {
  if (entries.some((entry) => entry.id === id)) return { kind: 'already' };
  if (entries.length >= MAX_CART_LINES) return { kind: 'refused', message: CART_FULL_MESSAGE };
  return { kind: 'changed', entries: [...entries, { id, quantity: 1 }] };
}

export function setQuantity(entries: CartEntry[], id: number, quantity: number): CartChangeResult {
  if (!Number.isInteger(quantity)) return { kind: 'refused', message: NOT_WHOLE_MESSAGE };
  if (quantity < MIN_QUANTITY) return { kind: 'unchanged' };
  if (quantity > MAX_QUANTITY) return { kind: 'refused', message: ONE_COPY_MESSAGE };
  const line = entries.find((entry) => entry.id === id);
  if (!line || line.quantity === quantity) return { kind: 'unchanged' };
  return { kind: 'changed', entries: entries.map((entry) => (entry.id === id ? { id, quantity } : entry)) };
}

export function removeFromCart(entries: CartEntry[], id: number): CartChangeResult {
  const kept = entries.filter((entry) => entry.id !== id);
  return kept.length === entries.length ? { kind: 'unchanged' } : { kind: 'changed', entries: kept };
}

export function applyCartChange(entries: CartEntry[], change: CartChange): CartChangeResult {
  switch (change.intent) {
    case CART_INTENTS.add:
      return addToCart(entries, change.collectionId);
    case CART_INTENTS.set:
      return setQuantity(entries, change.collectionId, change.quantity);
    case CART_INTENTS.remove:
      return removeFromCart(entries, change.collectionId);
  }
}
