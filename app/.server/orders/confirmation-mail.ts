import { DRAFT_SENTENCE } from '~/lib/design-story';
import type { MailTemplate } from '../mail/template';
import type { OrderBrief } from './brief';
import { briefBlocks } from './brief-mail';

/** The FAQ promises an answer in 2–3 business days. */
export const WHAT_HAPPENS_NEXT = [
  'Your designer checks every card of your draft and sends you a proof within 2–3 business days (5–7 for complex designs): approve it, or ask for changes. The approved proof is your final set.',
  'One round of minor revisions is free: just reply to this e-mail.',
  'You have 30 days of email support for your collection.',
] as const;

export interface ConfirmationDetails {
  number: string;
  name: string;
  brief: OrderBrief;
  totalText: string;
  isTest: boolean;
  items: { title: string; quantity: number; lineTotalText: string }[];
  /** coverUrl: their draft's invitation once drawn, the collection's photo until then. */
  downloads: { pageUrl: string; zipUrl: string; coverUrl: string; expiresOn: string };
  accountOrdersUrl: string;
  /** The couple's invitation website editor: events, guests, their replies. */
  siteEditorUrl: string;
}

export function confirmationMail(order: ConfirmationDetails): MailTemplate {
  return {
    subject: `${order.isTest ? '[TEST] ' : ''}Your Petal & Quill order ${order.number}`,
    blocks: [
      { kind: 'heading', text: 'Thank you for your order!' },
      {
        kind: 'paragraph',
        text: `Dear ${order.name}, your payment was successful${order.isTest ? ' (test mode — no real payment was taken)' : ''}. Here is your order.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Order number', order.number],
          ['Total', order.totalText],
        ],
      },
      { kind: 'list', items: order.items.map((item) => `${item.title} × ${item.quantity} — ${item.lineTotalText}`) },
      { kind: 'heading', text: 'Download your instant draft' },
      {
        kind: 'image',
        src: order.downloads.coverUrl,
        alt: 'Your invitation, set with your names',
        width: 240,
        height: 336,
      },
      {
        kind: 'paragraph',
        text: `${DRAFT_SENTENCE} The links work until ${order.downloads.expiresOn}; after that, sign in with this e-mail address and open your orders for fresh links: ${order.accountOrdersUrl}`,
      },
      { kind: 'button', text: 'Download all (ZIP)', href: order.downloads.zipUrl },
      { kind: 'link', text: 'Or choose single files', href: order.downloads.pageUrl },
      { kind: 'heading', text: 'Your details for the designs' },
      {
        kind: 'paragraph',
        text: 'This is what our designer will set in your invitations. Something to change? Just reply to this e-mail.',
      },
      ...briefBlocks(order.brief),
      { kind: 'heading', text: 'Your invitation website' },
      {
        kind: 'paragraph',
        text: 'Add your events and your guests, and send each family its own link on WhatsApp: they see your design and the events they are invited to, and reply from their phone.',
      },
      { kind: 'link', text: 'Set up your invitation website', href: order.siteEditorUrl },
      { kind: 'heading', text: 'What happens next' },
      { kind: 'list', items: [...WHAT_HAPPENS_NEXT] },
    ],
  };
}
