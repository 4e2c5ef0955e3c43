import type { WeddingEvent } from '~/lib/wedding-events';
import { sql } from 'kysely';
import type { CartEntry } from '../cart/pricing';
import { priceCart } from '../cart/pricing';
import type { Db } from '../db/connection';
import type { OrderRow } from '../db/schema';
import { orderAccessToken, successPath, testPaymentPath } from './access';
import { absoluteUrl } from '../http/absolute-url';
import type { OrderDeps } from './deps';
import { keyOfRow, newLinkKey } from './link-keys';
import { newOrderNumber } from './numbers';
import { countTestOrder, TestOrderLimitReached } from './test-mode-caps';

export interface BuyerDetails {
  name: string;
  email: string;
  country: string;
  profileId: number | null;
}

export interface PersonalisationBrief {
  coupleNames: string;
  /** YYYY-MM-DD */
  eventDate: string;
  eventTime?: string;
  venue: string;
  wording: string;
  closingLine?: string;
  events?: WeddingEvent[];
  notes: string;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  checkoutKey?: string;
  cart: CartEntry[];
  buyer: BuyerDetails;
  brief: PersonalisationBrief;
  clientAddress: string;
}

export type PlaceOrderResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'empty-cart' }
  /** The pending order waits, and the same key tries again. */
  | { kind: 'provider-unavailable' }
  | { kind: 'throttled'; retryAfterSeconds: number };

const NUMBER_CLASH_RETRIES = 3;

/**
 * A second post with the same key, even a concurrent one, finds the first order instead of making
 * another; only a cancelled order frees its key.
 */
export async function placeOrder(deps: OrderDeps, input: PlaceOrderInput, now = new Date()): Promise<PlaceOrderResult> {
  const existing = await findByKey(deps.db, input.idempotencyKey);
  if (existing) return nextStepFor(deps, existing);

  const cart = await priceCart(deps.db, input.cart);
  if (!cart.lines.length) return { kind: 'empty-cart' };

  let order: OrderRow | undefined;
  for (let attempt = 0; !order; attempt++) {
    try {
      order = await deps.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('orders')
          .values({
            number: await newOrderNumber(trx),
            link_key: newLinkKey(),
            idempotency_key: input.idempotencyKey,
            checkout_key: input.checkoutKey ?? null,
            provider: deps.payments.name,
            is_test: deps.payments.isTest,
            email: input.buyer.email.trim().toLowerCase(),
            name: input.buyer.name,
            country: input.buyer.country,
            profile_id: input.buyer.profileId,
            couple_names: input.brief.coupleNames,
            event_date: input.brief.eventDate,
            event_time: input.brief.eventTime ?? '',
            venue: input.brief.venue,
            wording: input.brief.wording,
            closing_line: input.brief.closingLine ?? '',
            events: JSON.stringify(input.brief.events ?? []),
            notes: input.brief.notes,
            subtotal_cents: cart.subtotalCents,
            total_cents: cart.subtotalCents,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .onConflict((oc) => oc.column('idempotency_key').where('status', '<>', sql.lit('cancelled')).doNothing())
          .returningAll()
          .executeTakeFirst();
        // Another request with this key got there first: its order is the one.
        if (!inserted) return (await findByKey(trx, input.idempotencyKey))!;
        // Counted only for a really new order; over the cap this throws and rolls both back.
        if (deps.payments.isTest) await countTestOrder(trx, input.clientAddress, now);
        await trx
          .insertInto('order_items')
          .values(
            cart.lines.map((line) => ({
              order_id: inserted.id,
              collection_id: line.collectionId,
              title: line.title,
              image: line.image,
              unit_price_cents: line.priceCents,
              quantity: line.quantity,
              line_total_cents: line.lineTotalCents,
            })),
          )
          .execute();
        return inserted;
      });
    } catch (error) {
      if (error instanceof TestOrderLimitReached)
        return { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds };
      if (attempt >= NUMBER_CLASH_RETRIES || !isUniqueViolation(error)) throw error;
    }
  }
  return nextStepFor(deps, order);
}

async function findByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('idempotency_key', '=', key)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
}

async function nextStepFor(deps: OrderDeps, order: OrderRow): Promise<PlaceOrderResult> {
  if (order.status !== 'pending')
    return { kind: 'redirect', url: successPath(orderAccessToken(deps.secrets, keyOfRow(order))) };
  if (order.checkout_url && order.provider === deps.payments.name) return { kind: 'redirect', url: order.checkout_url };
  try {
    return { kind: 'redirect', url: await startPayment(deps, order) };
  } catch (error) {
    console.error(`Payment provider: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'provider-unavailable' };
  }
}

/** Safe to repeat: the test page is a fixed address and the Stripe call carries an idempotency key. */
async function startPayment(deps: OrderDeps, order: OrderRow): Promise<string> {
  const id = Number(order.id);
  const token = orderAccessToken(deps.secrets, keyOfRow(order));
  const items = await deps.db
    .selectFrom('order_items')
    .select(['title', 'unit_price_cents', 'quantity'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const start = await deps.payments.startCheckout(
    {
      id,
      number: order.number,
      email: order.email,
      totalCents: Number(order.total_cents),
      lines: items.map((item) => ({
        title: item.title,
        unitPriceCents: Number(item.unit_price_cents),
        quantity: Number(item.quantity),
      })),
    },
    {
      successUrl: absoluteUrl(deps.siteUrl, successPath(token)),
      cancelUrl: absoluteUrl(deps.siteUrl, '/checkout'),
      testPaymentUrl: testPaymentPath(token),
    },
  );
  await deps.db
    .updateTable('orders')
    .set({ checkout_url: start.url, provider_reference: start.reference, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  return start.url;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}
