import { atVersion } from '~/.server/db/row-versions';
import type { Db } from '../db/connection';
import type { Fulfilment, OrderStatus } from '../db/schema';

/** Every order status move in one table; see docs/decisions/0012-one-status-table.md. */
export type OrderMove =
  'pay' | 'cancel_payment' | 'start' | 'send_proof' | 'request_changes' | 'approve' | 'deliver' | 'cancel' | 'refund';

interface MoveRule {
  from: { status: OrderStatus; fulfilment?: readonly Fulfilment[] };
  to: { fulfilment: Fulfilment } | { status: Extract<OrderStatus, 'paid' | 'cancelled' | 'refunded'> };
  /**
   * False for payment moves: no studio page acts on a pending order, so its version is left as the studio first sees
   * it.
   */
  raisesVersion?: false;
}

const WORKING: readonly Fulfilment[] = ['awaiting', 'in_progress', 'proof_sent', 'revision_requested'];
const paid = (fulfilment: readonly Fulfilment[]) => ({ status: 'paid' as const, fulfilment });

export const MOVES: Record<OrderMove, MoveRule> = {
  pay: { from: { status: 'pending' }, to: { status: 'paid' }, raisesVersion: false },
  cancel_payment: { from: { status: 'pending' }, to: { status: 'cancelled' }, raisesVersion: false },
  start: { from: paid(['awaiting']), to: { fulfilment: 'in_progress' } },
  // A corrected proof may follow one the couple has not answered yet.
  send_proof: { from: paid(WORKING), to: { fulfilment: 'proof_sent' } },
  request_changes: { from: paid(['proof_sent']), to: { fulfilment: 'revision_requested' } },
  approve: { from: paid(['proof_sent']), to: { fulfilment: 'approved' } },
  // By the designer too: the couple may approve by e-mail or phone.
  deliver: { from: paid([...WORKING, 'approved']), to: { fulfilment: 'delivered' } },
  cancel: { from: paid([...WORKING, 'approved']), to: { status: 'cancelled' } },
  refund: { from: paid([...WORKING, 'approved', 'delivered']), to: { status: 'refunded' } },
};

const STUDIO_MOVES: OrderMove[] = ['start', 'send_proof', 'request_changes', 'approve', 'deliver', 'cancel', 'refund'];

export interface OrderPosition {
  status: OrderStatus;
  fulfilment: Fulfilment;
}

export function canMove(order: OrderPosition, move: OrderMove): boolean {
  const { from } = MOVES[move];
  return order.status === from.status && (!from.fulfilment || from.fulfilment.includes(order.fulfilment));
}

export function movesFrom(order: OrderPosition): OrderMove[] {
  return STUDIO_MOVES.filter((move) => canMove(order, move));
}

export const STALE_ORDER_MESSAGE =
  'This order changed since you opened it. It is shown as it is now: check it, then make your change again if it still applies.';

export type MoveResult =
  | { ok: true; version: number; position: OrderPosition }
  | { ok: false; reason: 'unknown-order' | 'stale' | 'not-allowed'; version?: number; position?: OrderPosition };

export interface MoveRequest {
  orderId: number;
  move: OrderMove;
  actor: string;
  /** A different one means someone else changed the order. */
  expectedVersion?: number;
  note?: string | null;
  proofId?: number | null;
  reference?: string;
  now?: Date;
}

/** The update re-checks the stage and version, so two moves at the same moment cannot both pass. */
export async function applyMove(trx: Db, request: MoveRequest): Promise<MoveResult> {
  const now = (request.now ?? new Date()).toISOString();
  const current = await trx
    .selectFrom('orders')
    .select(['status', 'fulfilment', 'version'])
    .where('id', '=', request.orderId)
    .executeTakeFirst();
  if (!current) return { ok: false, reason: 'unknown-order' };
  const position: OrderPosition = { status: current.status, fulfilment: current.fulfilment };
  const version = Number(current.version);
  if (request.expectedVersion !== undefined && request.expectedVersion !== version) {
    return { ok: false, reason: 'stale', version, position };
  }
  if (!canMove(position, request.move)) return { ok: false, reason: 'not-allowed', version, position };

  const rule = MOVES[request.move];
  const changes =
    'fulfilment' in rule.to
      ? {
          fulfilment: rule.to.fulfilment,
          ...(rule.to.fulfilment === 'delivered' ? { delivered_at: now } : {}),
        }
      : {
          status: rule.to.status,
          ...(rule.to.status === 'paid'
            ? { paid_at: now, ...(request.reference ? { provider_reference: request.reference } : {}) }
            : rule.to.status === 'cancelled'
              ? { cancelled_at: now }
              : { refunded_at: now }),
        };
  const updated = await trx
    .updateTable('orders')
    .set((eb) => ({ ...changes, version: eb('version', '+', rule.raisesVersion === false ? 0 : 1), updated_at: now }))
    .where('id', '=', request.orderId)
    .where(atVersion(version))
    .where('status', '=', position.status)
    .where('fulfilment', '=', position.fulfilment)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale', version, position };

  await trx
    .insertInto('order_events')
    .values({
      order_id: request.orderId,
      kind: 'fulfilment' in rule.to ? rule.to.fulfilment : rule.to.status,
      actor: request.actor,
      note: request.note ?? null,
      proof_id: request.proofId ?? null,
      created_at: now,
    })
    .execute();
  const next: OrderPosition =
    'fulfilment' in rule.to
      ? { status: position.status, fulfilment: rule.to.fulfilment }
      : { status: rule.to.status, fulfilment: position.fulfilment };
  return { ok: true, version: rule.raisesVersion === false ? version : version + 1, position: next };
}

export async function recordOrderEvent(
  trx: Db,
  event: { orderId: number; kind: string; actor: string; note?: string | null; proofId?: number | null; now?: Date },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      kind: event.kind,
      actor: event.actor,
      note: event.note ?? null,
      proof_id: event.proofId ?? null,
      created_at: (event.now ?? new Date()).toISOString(),
    })
    .execute();
}
