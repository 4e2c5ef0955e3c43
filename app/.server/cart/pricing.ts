import type { Db } from '../db/connection';

export interface CartEntry {
  id: number;
  quantity: number;
}

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
  subtotalCents: number;
  count: number;
  dropped: CartEntry[];
}

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
