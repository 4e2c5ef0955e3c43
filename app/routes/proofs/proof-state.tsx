import type { CoupleProofPage } from '~/.server/proofs/views';
import { formatStudioTime } from '~/lib/studio-time';
import { buttonClasses } from '~/components/ui/button-link';

export function ProofState({ page, downloadsUrl }: { page: CoupleProofPage; downloadsUrl: string | null }) {
  const { order, latest } = page;
  let title: string;
  let text: string;
  if (order.status !== 'paid') {
    title = 'This order is closed';
    text =
      'It was cancelled or refunded, so there is nothing to review here. Please contact the studio with any question.';
  } else if (order.fulfilment === 'delivered') {
    title = 'Your designs are delivered';
    text =
      latest?.status === 'approved' && latest.respondedAt
        ? `You approved proof ${latest.round} on ${formatStudioTime(latest.respondedAt)}. Your final files are ready to download.`
        : 'The studio has delivered your final files. They are ready to download.';
  } else if (!latest) {
    title = 'Your designs are being made';
    text = 'We will e-mail you as soon as your first proof is ready to review.';
  } else if (page.canAnswer) {
    title = `Proof ${latest.round} is ready for you`;
    text = 'Look through every design, check names, dates and wording, then approve it or tell us what to change.';
  } else if (latest.status === 'changes_requested') {
    title = 'Your changes are being made';
    text = `You asked for changes to proof ${latest.round}${latest.respondedAt ? ` on ${formatStudioTime(latest.respondedAt)}` : ''}. We will e-mail you the revised proof.`;
  } else {
    title = 'Your proof is with the studio';
    text = 'There is nothing to answer right now.';
  }
  return (
    <div
      role="status"
      className="rounded-2xl border border-gold/50 bg-cream/70 px-6 py-6 text-center"
      data-testid="proof-state"
    >
      <h2 className="text-3xl">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      {downloadsUrl ? (
        <a href={downloadsUrl} className={buttonClasses('primary', 'mt-5')}>
          Download your designs
        </a>
      ) : null}
    </div>
  );
}
