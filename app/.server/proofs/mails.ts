import { EXTRA_ROUND_NOTE } from '~/lib/proof-notes';
import { formatStudioDay } from '~/lib/studio-time';
import type { MailTemplate } from '~/.server/mail/template';

const testPrefix = (isTest: boolean) => (isTest ? '[TEST] ' : '');

export const formatDay = (date: Date) => formatStudioDay(date.toISOString(), 'long');

export interface ProofMailDetails {
  number: string;
  name: string;
  isTest: boolean;
  round: number;
  note: string;
  proofUrl: string;
  linkExpiresAt: Date;
  freeRoundUsed: boolean;
}

export function proofMail(order: ProofMailDetails): MailTemplate {
  return {
    subject: `${testPrefix(order.isTest)}Your proof is ready to review — order ${order.number}`,
    blocks: [
      {
        kind: 'heading',
        text: order.round === 1 ? 'Your designs are ready to review' : 'Your revised designs are ready',
      },
      {
        kind: 'paragraph',
        text: `Dear ${order.name}, proof ${order.round} of your order ${order.number} is ready. Please look through every card and check names, dates and wording.`,
      },
      ...(order.note ? [{ kind: 'quote' as const, text: order.note }] : []),
      { kind: 'button', text: 'See your proof', href: order.proofUrl },
      {
        kind: 'paragraph',
        text: order.freeRoundUsed
          ? `On that page you can approve the designs or ask for changes. ${EXTRA_ROUND_NOTE}`
          : 'On that page you can approve the designs or ask for changes: one round of minor changes is free. Once you approve, your final files are ready to download at once.',
      },
      { kind: 'paragraph', text: `The link works until ${formatDay(order.linkExpiresAt)}.` },
    ],
  };
}

export interface DeliveryMailDetails {
  number: string;
  name: string;
  isTest: boolean;
  zipUrl: string;
  pageUrl: string;
  linksExpireAt: Date;
  accountOrdersUrl: string;
}

export function deliveryMail(order: DeliveryMailDetails): MailTemplate {
  return {
    subject: `${testPrefix(order.isTest)}Your personalised designs are ready — order ${order.number}`,
    blocks: [
      { kind: 'heading', text: 'Your designs are ready' },
      {
        kind: 'paragraph',
        text: `Dear ${order.name}, the final files of your order ${order.number} are ready. In the ZIP they are the folder “final”; the instant draft made at payment stays beside them in “earlier-drafts-not-final”, for reference only.`,
      },
      { kind: 'button', text: 'Download all (ZIP)', href: order.zipUrl },
      { kind: 'paragraph', text: `Or choose single files: ${order.pageUrl}` },
      {
        kind: 'paragraph',
        text: `The links work until ${formatDay(order.linksExpireAt)}; after that, sign in with this e-mail address and open your orders for fresh links: ${order.accountOrdersUrl}`,
      },
      { kind: 'paragraph', text: 'Thank you for letting us be part of your celebration.' },
    ],
  };
}

export interface ProofAnswerNoticeDetails {
  number: string;
  name: string;
  round: number;
  approved: boolean;
  message: string | null;
  adminUrl: string;
}

export function proofAnswerNotice(answer: ProofAnswerNoticeDetails): MailTemplate {
  const what = answer.approved ? 'approved (delivered)' : 'changes requested';
  return {
    subject: `Proof ${answer.round} of ${answer.number}: ${what}`,
    blocks: [
      {
        kind: 'heading',
        text: answer.approved ? `${answer.name} approved proof ${answer.round}` : `${answer.name} asked for changes`,
      },
      {
        kind: 'paragraph',
        text: answer.approved
          ? `The final files of order ${answer.number} joined its downloads, and the delivery e-mail is on its way.`
          : `Order ${answer.number}, proof ${answer.round}: the couple’s message.`,
      },
      ...(answer.message ? [{ kind: 'quote' as const, text: answer.message }] : []),
      { kind: 'button', text: 'Open the proofs', href: answer.adminUrl },
    ],
  };
}
