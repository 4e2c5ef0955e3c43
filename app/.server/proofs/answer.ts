import { data, type AppLoadContext } from '@remix-run/node';
import { EXPIRED_PROOF_LINK } from '~/lib/proof-notes';
import { ApproveProofSchema, RequestChangesSchema } from '~/schemas/proof';
import { answerProof, type AnswerOutcome } from './answers';
import { proofPagePath } from './links';
import { openProofLink } from './views';
import type { Notice } from '~/.server/http/flash';
import { PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';
import { studioDeps } from './panel-actions';
import { parseSubmission, tooLargeReply } from '~/.server/http/submission';

export type ProofAnswerIntent = 'approve' | 'changes';

export const ANSWER_NOTICES: Record<AnswerOutcome, Notice> = {
  approved: {
    kind: 'success',
    title: 'Thank you — your designs are approved',
    message: 'Your final files are ready to download, and we have e-mailed you the link.',
  },
  'changes-requested': {
    kind: 'success',
    title: 'Your changes were sent to the studio',
    message: 'We will e-mail you when the revised proof is ready.',
  },
  'already-approved': {
    kind: 'error',
    title: 'You already approved this proof',
    message: 'Nothing was changed: your designs are delivered and ready to download.',
  },
  'already-answered': {
    kind: 'error',
    title: 'You already asked for changes to this proof',
    message: 'Nothing was changed. The studio is working on your changes and will send you a new proof.',
  },
  superseded: {
    kind: 'error',
    title: 'A newer proof was sent',
    message:
      'Your answer was not saved, because the studio has sent a newer proof since. Please look at the new one below.',
  },
  delivered: {
    kind: 'error',
    title: 'Your designs were already delivered',
    message: 'Nothing was changed. Your final files are ready to download.',
  },
  closed: {
    kind: 'error',
    title: 'This order can no longer be changed',
    message: 'It was cancelled or refunded, so its proofs cannot be answered. Please contact the studio.',
  },
  'unknown-proof': {
    kind: 'error',
    title: 'This proof could not be found',
    message: 'Nothing was changed. Please open the link from your latest proof e-mail.',
  },
};

const TOO_LARGE = 'Your message is too long to send. Please shorten it and try again.';

/** An expired link is shown by the page itself, with the way to a fresh one. */
export const proofNotFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { ...PRIVATE_DOWNLOAD_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** The link is the couple's key: one that is not ours is a 404. */
export async function handleProofAnswer(request: Request, context: AppLoadContext, token: string) {
  const { services } = context;
  const access = await openProofLink(services.db, services.secrets, token, new Date());
  if (access.status === 'forged') throw proofNotFound();
  const formData = await request.formData();
  const intent: ProofAnswerIntent = formData.get('intent') === 'changes' ? 'changes' : 'approve';
  const submission = parseSubmission(formData, intent === 'changes' ? RequestChangesSchema : ApproveProofSchema);
  if (context.bodyTooLarge) {
    return data({ intent, result: tooLargeReply(submission, TOO_LARGE) }, { status: 413 });
  }
  if (access.status === 'expired') {
    return data({ intent, result: submission.reply({ formErrors: [EXPIRED_PROOF_LINK] }) }, { status: 403 });
  }
  if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const outcome = await answerProof(studioDeps(services), {
    orderId: access.orderId,
    proofId: value.proofId,
    answer: 'message' in value ? { kind: 'changes', message: value.message } : { kind: 'approve' },
  });
  return services.flash.redirect(proofPagePath(token), ANSWER_NOTICES[outcome]);
}
