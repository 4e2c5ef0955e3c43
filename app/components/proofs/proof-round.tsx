import type { ProofView } from '~/.server/proofs/views';
import { formatStudioTime } from '~/lib/studio-time';
import { ProofPieces } from './proof-file-list';
import { ProofStatusBadge } from './proof-status-badge';

export function ProofRound({ proof, delivered }: { proof: ProofView; delivered: boolean }) {
  return (
    <article
      aria-labelledby={`proof-${proof.id}`}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="proof-round"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={`proof-${proof.id}`} className="text-2xl">
          Proof {proof.round}
        </h3>
        <ProofStatusBadge status={proof.status} />
        {delivered ? (
          <span className="rounded-full bg-sage px-3 py-1 text-xs font-medium uppercase tracking-[0.12em] text-white">
            Delivered
          </span>
        ) : null}
        <p className="w-full text-sm text-muted sm:ml-auto sm:w-auto">
          Sent {formatStudioTime(proof.createdAt)} by {proof.createdBy}
        </p>
      </header>
      <div className="mt-4">
        <ProofPieces files={proof.files} kept={proof.kept} />
      </div>
      {proof.note ? (
        <div className="mt-4">
          <p className="text-xs font-medium uppercase tracking-[0.14em] text-muted">Your note</p>
          <p className="mt-1 whitespace-pre-line text-ink">{proof.note}</p>
        </div>
      ) : null}
      {proof.respondedAt ? (
        <div className="mt-4 rounded-xl border border-gold/40 bg-cream/50 p-4">
          <p className="text-xs font-medium uppercase tracking-[0.14em] text-muted">
            The couple’s answer · {formatStudioTime(proof.respondedAt)}
          </p>
          <p className="mt-1 font-medium text-ink">{proof.status === 'approved' ? 'Approved' : 'Asked for changes'}</p>
          {proof.response ? <p className="mt-1 whitespace-pre-line text-ink">{proof.response}</p> : null}
        </div>
      ) : null}
    </article>
  );
}
