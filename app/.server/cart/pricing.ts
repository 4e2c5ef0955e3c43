import type { Db } from '../db/connection';

/** What the `cart` cookie holds: collection ids and quantities, nothing else. */
export interface CartEntry {
  id: number;
  quantity: number;
}

/** A cart line as shown and charged: title, image and price always come from the database. */
export interface CartLine {
  collectionId: number;
  slug: string;
  title: string;
  image: string;
  priceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface PricedCart {
  lines: CartLine[];
  /** Sum of price x quantity, in cents. */
  subtotalCents: number;
  /** Total quantity, for the header badge. */
  count: number;
  /** Entries whose collection is unknown or no longer published. */
  dropped: CartEntry[];
}

/**
 * Prices the cart from the database: every id is looked up among the published collections,
 * in the cookie's order; an id that is unknown or unpublished is dropped (and reported so the
 * page can say so and the cookie can be rewritten).
 */
export async function priceCart(db: Db, entries: CartEntry[]): Promise<PricedCart> {
  const ids = entries.map((entry) => entry.id);
  const rows = ids.length
    ? await db
        .selectFrom('collections')
        .select(['id', 'slug', 'title', 'image', 'price_cents'])
        .where('id', 'in', ids)
        .where('is_published', '=', true)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const lines: CartLine[] = [];
  const dropped: CartEntry[] = [];
  for (const entry of entries) {
    const row = byId.get(entry.id);
    if (!row) {
      dropped.push(entry);
      continue;
    }
    const priceCents = Number(row.price_cents);
    lines.push({
      collectionId: entry.id,
      slug: row.slug,
      title: row.title,
      image: row.image,
      priceCents,
      quantity: entry.quantity,
      lineTotalCents: priceCents * entry.quantity,
    });
  }
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    dropped,
  };
}
