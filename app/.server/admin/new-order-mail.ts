import { countryWithCode } from '~/lib/country-name';
import type { MailTemplate } from '~/.server/mail/template';
import type { OrderBrief } from '~/.server/orders/brief';
import { briefBlocks } from '~/.server/orders/brief-mail';

export interface NewOrderDetails {
  number: string;
  isTest: boolean;
  buyer: { name: string; email: string; country: string };
  items: { title: string; quantity: number; lineTotalText: string }[];
  totalText: string;
  brief: OrderBrief;
  adminUrl: string;
}

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
      ...briefBlocks(order.brief),
      { kind: 'button', text: 'Open the order', href: order.adminUrl },
    ],
  };
}
