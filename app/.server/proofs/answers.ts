import { orderProofsPath } from '~/lib/admin-paths';
import { queueMail } from '~/.server/mail/outbox';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { deliverProof } from '~/.server/admin/delivery';
import { applyMove } from '~/.server/orders/status-moves';
import { proofAnswerNotice } from './mails';
import { orderForMail } from './proofs';
import { keepIf, type StudioDeps } from '~/.server/admin/deps';

export type ProofAnswer = { kind: 'approve' } | { kind: 'changes'; message: string };

/** Only the first two change anything; the others let the page say why. */
export type AnswerOutcome =
  | 'approved'
  | 'changes-requested'
  | 'already-approved'
  | 'already-answered'
  | 'superseded'
  | 'delivered'
  | 'closed'
  | 'unknown-proof';

type Attempt = { ok: true; outcome: AnswerOutcome } | { ok: false; outcome: AnswerOutcome };

export const COUPLE_ACTOR = 'couple';

/** Only the newest proof of an order still being worked on can be answered, and only once. Approving also delivers. */
export async function answerProof(
  deps: StudioDeps,
  request: { orderId: number; proofId: number; answer: ProofAnswer; now?: Date },
): Promise<AnswerOutcome> {
  const now = request.now ?? new Date();
  const { orderId, proofId, answer } = request;
  const attempt = await keepIf<Attempt>(deps.db, async (trx) => {
    const proof = await trx
      .selectFrom('proofs')
      .select(['status', 'round'])
      .where('id', '=', proofId)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'fulfilment'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!proof || !order) return { ok: false, outcome: 'unknown-proof' };
    if (proof.status === 'approved') return { ok: false, outcome: 'already-approved' };
    if (order.status !== 'paid') return { ok: false, outcome: 'closed' };
    if (order.fulfilment === 'delivered') return { ok: false, outcome: 'delivered' };
    if (proof.status === 'superseded') return { ok: false, outcome: 'superseded' };
    if (proof.status === 'changes_requested') return { ok: false, outcome: 'already-answered' };

    const message = answer.kind === 'changes' ? answer.message : null;
    // Guarded by its status, so two answers at the same moment cannot both be taken.
    const answered = await trx
      .updateTable('proofs')
      .set({
        status: answer.kind === 'approve' ? 'approved' : 'changes_requested',
        response: message,
        responded_at: now.toISOString(),
      })
      .where('id', '=', proofId)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) !== 1) return { ok: false, outcome: 'already-answered' };
    const move = await applyMove(trx, {
      orderId,
      move: answer.kind === 'approve' ? 'approve' : 'request_changes',
      actor: COUPLE_ACTOR,
      note: message,
      proofId,
      now,
    });
    if (!move.ok) return { ok: false, outcome: 'closed' };
    if (answer.kind === 'approve') {
      const delivered = await deliverProof(trx, deps, { orderId, proofId, actor: 'system', now });
      if (!delivered.ok) return { ok: false, outcome: 'closed' };
    }

    const details = await orderForMail(trx, orderId);
    const notice = proofAnswerNotice({
      number: details.number,
      name: details.name,
      round: Number(proof.round),
      approved: answer.kind === 'approve',
      message,
      adminUrl: absoluteUrl(deps.siteUrl, orderProofsPath(details.number)),
    });
    await queueMail(trx, { to: deps.studioEmail, orderId, kind: 'studio-proof-answer' }, notice, now);
    return { ok: true, outcome: answer.kind === 'approve' ? 'approved' : 'changes-requested' };
  });
  if (attempt.ok) deps.afterCommit?.();
  return attempt.outcome;
}
