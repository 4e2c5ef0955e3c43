import { useFetchers } from '@remix-run/react';
import * as v from 'valibot';
import type { CartLine } from '~/.server/cart/pricing';
import {
  CART_ACTION,
  CART_INTENTS,
  CartChangeSchema,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartChange,
} from '~/schemas/cart';

export interface CartItem {
  id: number;
  quantity: number;
}

/** Only a preview: the server applies the cart's real rules and its answer replaces this. */
function preview(items: CartItem[], change: CartChange): CartItem[] {
  const id = change.collectionId;
  switch (change.intent) {
    case CART_INTENTS.add:
      return items.some((item) => item.id === id) ? items : [...items, { id, quantity: 1 }];
    case CART_INTENTS.set:
      if (change.quantity < MIN_QUANTITY || change.quantity > MAX_QUANTITY) return items;
      return items.map((item) => (item.id === id ? { id, quantity: change.quantity } : item));
    case CART_INTENTS.remove:
      return items.filter((item) => item.id !== id);
  }
}

function postedFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

export function useOptimisticCart(items: CartItem[]): CartItem[] {
  let result = items;
  for (const fetcher of useFetchers()) {
    if (!fetcher.formData || fetcher.formAction?.split('?')[0] !== CART_ACTION) continue;
    // valibot reads the post's plain string fields as they are: Conform's parser (6 KB gz) stays off the header, on
    // every page.
    const change = v.safeParse(CartChangeSchema, postedFields(fetcher.formData));
    if (change.success) result = preview(result, change.output);
  }
  return result;
}

export function useOptimisticLines(lines: CartLine[]): { lines: CartLine[]; subtotalCents: number; count: number } {
  const items = useOptimisticCart(lines.map((line) => ({ id: line.collectionId, quantity: line.quantity })));
  const shown = lines.flatMap((line) => {
    const item = items.find((candidate) => candidate.id === line.collectionId);
    return item ? [{ ...line, quantity: item.quantity, lineTotalCents: line.priceCents * item.quantity }] : [];
  });
  return {
    lines: shown,
    subtotalCents: shown.reduce((sum, line) => sum + line.lineTotalCents, 0),
    count: shown.reduce((sum, line) => sum + line.quantity, 0),
  };
}
