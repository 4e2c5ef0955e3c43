import { countryWithCode } from '~/lib/country-name';
import type { MailTemplate } from '../mail/template';
import type { OrderBrief } from '../orders/brief';

/** What the studio's new-order e-mail says: the order, its buyer and the brief as the couple typed it. */
export interface NewOrderDetails {
  number: string;
  isTest: boolean;
  buyer: { name: string; email: string; country: string };
  items: { title: string; quantity: number; lineTotalText: string }[];
  totalText: string;
  brief: OrderBrief;
  /** The order's page in the admin (absolute). */
  adminUrl: string;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sunday, 14 February 2027 (2027-02-14)": the weekday helps the designer; the date stays as stored. */
function eventDateText(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : `${dayFormat.format(date)} (${isoDay})`;
}

/**
 * The e-mail to the studio (CONTACT_TO) when an order is paid. The wording and the notes are
 * paragraphs of their own, so they arrive exactly as typed, line breaks and all (the plain-text
 * part carries them unchanged; the HTML part escapes them and keeps the breaks).
 */
export function newOrderMail(order: NewOrderDetails): MailTemplate {
  return {
    subject: `${order.isTest ? '[TEST] ' : ''}New order ${order.number} from ${order.buyer.name}`,
    blocks: [
      { kind: 'heading', text: `New order ${order.number}` },
      {
        kind: 'paragraph',
        text: order.isTest
          ? 'A test-mode order was paid (no real payment was taken). Its brief is below.'
          : 'An order was paid. Its brief is below; the couple has been told to expect their designs within 2–3 business days.',
      },
      {
        kind: 'fields',
        rows: [
          ['Order number', order.number],
          ['Buyer', order.buyer.name],
          ['Email', order.buyer.email],
          ['Country', countryWithCode(order.buyer.country)],
          ['Total', order.totalText],
        ],
      },
      { kind: 'list', items: order.items.map((item) => `${item.title} × ${item.quantity} — ${item.lineTotalText}`) },
      { kind: 'heading', text: 'The brief' },
      {
        kind: 'fields',
        rows: [
          ['Names', order.brief.coupleNames],
          ['Event date', eventDateText(order.brief.eventDate)],
          ['Venue', order.brief.venue],
        ],
      },
      { kind: 'paragraph', text: 'Wording:' },
      { kind: 'paragraph', text: order.brief.wording },
      { kind: 'paragraph', text: 'Notes:' },
      { kind: 'paragraph', text: order.brief.notes === '' ? '(none)' : order.brief.notes },
      { kind: 'button', text: 'Open the order', href: order.adminUrl },
    ],
  };
}
