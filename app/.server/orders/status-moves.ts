import type { Db } from '../db/connection';
import type { Fulfilment, OrderStatus } from '../db/schema';

/**
 * Every status an order goes through, in one table. Payment: pending → paid (the provider
 * confirms), or pending → cancelled (declined, expired, abandoned). Then the studio's fulfilment
 * of a paid order: awaiting → in progress → proof sent → (revision requested → proof sent)* →
 * approved → delivered; a paid order may also be cancelled (not once delivered) or refunded (at
 * any stage). Every move is one transaction that checks where the order is (and, for the studio's
 * own moves, the version the admin's page showed), raises the version and writes who did it and when.
 */
export type OrderMove =
  'pay' | 'cancel_payment' | 'start' | 'send_proof' | 'request_changes' | 'approve' | 'deliver' | 'cancel' | 'refund';

interface MoveRule {
  /** Where the order must be: its status and, for a paid order, the fulfilment stages the move may start from. */
  from: { status: OrderStatus; fulfilment?: readonly Fulfilment[] };
  /** Where the move takes the order: a fulfilment stage, or a status. */
  to: { fulfilment: Fulfilment } | { status: Extract<OrderStatus, 'paid' | 'cancelled' | 'refunded'> };
  /**
   * False for the payment's moves: the version guards the studio's edits against each other, and
   * no studio page acts on a pending order, so a payment leaves it as the studio will first see it.
   */
  raisesVersion?: false;
}

const WORKING: readonly Fulfilment[] = ['awaiting', 'in_progress', 'proof_sent', 'revision_requested'];
const paid = (fulfilment: readonly Fulfilment[]) => ({ status: 'paid' as const, fulfilment });

export const MOVES: Record<OrderMove, MoveRule> = {
  pay: { from: { status: 'pending' }, to: { status: 'paid' }, raisesVersion: false },
  cancel_payment: { from: { status: 'pending' }, to: { status: 'cancelled' }, raisesVersion: false },
  start: { from: paid(['awaiting']), to: { fulfilment: 'in_progress' } },
  // A corrected proof may follow one the couple has not answered yet (it supersedes it).
  send_proof: { from: paid(WORKING), to: { fulfilment: 'proof_sent' } },
  request_changes: { from: paid(['proof_sent']), to: { fulfilment: 'revision_requested' } },
  approve: { from: paid(['proof_sent']), to: { fulfilment: 'approved' } },
  // After the couple's approval, or by the designer (the couple approved by e-mail or phone).
  deliver: { from: paid([...WORKING, 'approved']), to: { fulfilment: 'delivered' } },
  cancel: { from: paid([...WORKING, 'approved']), to: { status: 'cancelled' } },
  refund: { from: paid([...WORKING, 'approved', 'delivered']), to: { status: 'refunded' } },
};

/** The studio's moves, in the machine's order (the admin's buttons); payment moves are the provider's. */
const STUDIO_MOVES: OrderMove[] = ['start', 'send_proof', 'request_changes', 'approve', 'deliver', 'cancel', 'refund'];

export interface OrderPosition {
  status: OrderStatus;
  fulfilment: Fulfilment;
}

/** Whether `move` may be made now: from the status, and the fulfilment stages, the move allows. */
export function canMove(order: OrderPosition, move: OrderMove): boolean {
  const { from } = MOVES[move];
  return order.status === from.status && (!from.fulfilment || from.fulfilment.includes(order.fulfilment));
}

/** The studio's moves open from where the order is, in the machine's order (for the admin's buttons). */
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
  /** Who: an admin's e-mail, 'couple', 'system', or the payment provider's name. */
  actor: string;
  /** The version the admin's page showed: a different one means someone else changed the order. */
  expectedVersion?: number;
  note?: string | null;
  proofId?: number | null;
  /** The payment provider's id for the payment, kept with `pay`. */
  reference?: string;
  now?: Date;
}

/**
 * Makes one move inside the caller's transaction (so the move, its record and whatever goes with
 * it — a proof, an e-mail — are written together or not at all). The update itself re-checks the
 * stage and version, so two moves at the same moment cannot both pass.
 */
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
    .where('version', '=', version)
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

/** Writes a note in the order's history that is not a move (an e-mail resent, a refund asked for). */
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
