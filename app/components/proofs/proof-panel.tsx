import type { SubmissionResult } from '@conform-to/react';
import type { ProofPanelData } from '~/.server/proofs/views';
import { orderStatusLabel } from '~/lib/order-status';
import { orderProofsPath } from '~/lib/admin-paths';
import { MarkDeliveredForm } from './mark-delivered-form';
import { ProofRound } from './proof-round';
import { SendProofForm } from './send-proof-form';

export interface ProofPanelActionData {
  intent: 'send-proof' | 'deliver';
  result: SubmissionResult<string[]>;
}

/** Its forms post to the order's proofs page, whichever page shows the panel. */
export function ProofPanel({
  panel,
  actionData,
  redirectTo,
}: {
  panel: ProofPanelData;
  actionData?: ProofPanelActionData | null;
  redirectTo?: string;
}) {
  const { order, proofs } = panel;
  const action = orderProofsPath(order.number);
  const sendResult = actionData?.intent === 'send-proof' ? actionData.result : undefined;
  const deliverError = actionData?.intent === 'deliver' ? actionData.result.error?.['']?.[0] : undefined;
  return (
    <section
      id="proofs"
      aria-labelledby="proof-panel-heading"
      className="scroll-mt-6 space-y-6"
      data-testid="proof-panel"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="proof-panel-heading" className="text-3xl">
          Proofs and delivery
        </h2>
        <span className="rounded-full bg-blush px-3 py-1 text-xs font-medium uppercase tracking-[0.12em] text-rose-dark">
          {orderStatusLabel(order)}
        </span>
        {panel.freeRoundUsed ? (
          <p className="w-full text-sm text-muted">
            The couple has used their free round of changes: further rounds may be charged.
          </p>
        ) : null}
      </header>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <h3 className="text-xs font-medium uppercase tracking-[0.16em] text-muted">History</h3>
          {proofs.length ? (
            proofs.map((proof) => (
              <ProofRound key={proof.id} proof={proof} delivered={proof.id === order.deliveredProofId} />
            ))
          ) : (
            <p className="rounded-2xl border border-dashed border-blush-deep bg-white/60 px-5 py-6 text-muted">
              No proof sent yet. Upload the personalised files to send the couple their first proof.
            </p>
          )}
        </div>

        <div className="space-y-6">
          <section
            aria-labelledby="send-proof-heading"
            className="rounded-2xl border border-line bg-white p-5 shadow-sm"
          >
            <h3 id="send-proof-heading" className="text-2xl">
              Send a proof
            </h3>
            {panel.canSendProof ? (
              <>
                <p className="mt-1 text-sm text-muted">
                  The couple gets an e-mail with a link to see it and answer
                  {proofs.length ? '; an unanswered earlier proof is replaced' : ''}.
                </p>
                <div className="mt-4">
                  <SendProofForm
                    action={action}
                    version={order.version}
                    drafted={panel.drafted}
                    redirectTo={redirectTo}
                    lastResult={sendResult}
                  />
                </div>
              </>
            ) : (
              <p className="mt-2 text-sm text-muted">
                This order cannot take a proof now: it is {orderStatusLabel(order).toLowerCase()}.
              </p>
            )}
          </section>

          <section
            id="deliver"
            aria-labelledby="deliver-heading"
            className="scroll-mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm"
          >
            <h3 id="deliver-heading" className="text-2xl">
              Delivery
            </h3>
            {order.fulfilment === 'delivered' && order.status === 'paid' ? (
              <p className="mt-2 text-sm text-muted">
                Delivered: the approved files are in the order’s downloads, and the couple has the link.
              </p>
            ) : order.status === 'paid' ? (
              <>
                <p className="mt-1 mb-4 text-sm text-muted">
                  {panel.canDeliver
                    ? 'When the couple approves a proof it is delivered at once. If they approved another way, deliver the latest proof’s files yourself.'
                    : 'Nothing to deliver yet: once a proof is sent, its files can be delivered from here.'}
                </p>
                <MarkDeliveredForm
                  action={action}
                  version={order.version}
                  redirectTo={redirectTo}
                  error={deliverError}
                />
              </>
            ) : (
              <p className="mt-2 text-sm text-muted">This order is {orderStatusLabel(order).toLowerCase()}.</p>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
