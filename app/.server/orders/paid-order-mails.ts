import { formatUsd } from '~/lib/money';
import type { Db } from '../db/connection';
import type { OrderRow } from '../db/schema';
import { toBool } from '../db/values';
import { downloadLinks } from '../downloads/links';
import { listOrderFiles } from '../downloads/order-files';
import type { MailTemplate } from '../mail/template';
import { newOrderMail } from '~/.server/admin/new-order-mail';
import { briefOf } from './brief';
import { confirmationMail } from './confirmation-mail';
import { absoluteUrl } from '../http/absolute-url';
import type { OrderDeps } from './deps';
import { keyOfRow } from './link-keys';
import { siteEditorLink } from '~/.server/invitation-site/site-links';
import { adminOrderPath } from '~/lib/admin-paths';
import { formatStudioDay } from '~/lib/studio-time';

/** Built afresh each time, so a resent confirmation carries links that work from then. */
type MailDeps = Pick<OrderDeps, 'secrets' | 'siteUrl'>;

async function itemsOf(trx: Db, orderId: number) {
  const rows = await trx
    .selectFrom('order_items')
    .select(['title', 'quantity', 'line_total_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((item) => ({
    title: item.title,
    quantity: Number(item.quantity),
    lineTotalText: formatUsd(Number(item.line_total_cents)),
  }));
}

export async function confirmationFor(deps: MailDeps, trx: Db, order: OrderRow, now: Date): Promise<MailTemplate> {
  const orderId = Number(order.id);
  const links = downloadLinks(deps.secrets, deps.siteUrl, keyOfRow(order), await listOrderFiles(trx, orderId), now);
  return confirmationMail({
    number: order.number,
    name: order.name,
    brief: briefOf(order),
    totalText: formatUsd(Number(order.total_cents)),
    isTest: toBool(order.is_test),
    items: await itemsOf(trx, orderId),
    downloads: {
      pageUrl: links.pageUrl,
      zipUrl: links.zipUrl,
      // Drawn a few seconds after payment: by the time the e-mail is opened it is their own card.
      coverUrl: `${links.pageUrl}/cover`,
      expiresOn: formatStudioDay(links.expiresAt.toISOString()),
    },
    accountOrdersUrl: absoluteUrl(deps.siteUrl, '/account/orders'),
    siteEditorUrl: siteEditorLink(deps.secrets, deps.siteUrl, keyOfRow(order), now),
  });
}

export async function studioNoticeFor(deps: MailDeps, trx: Db, order: OrderRow): Promise<MailTemplate> {
  return newOrderMail({
    number: order.number,
    isTest: toBool(order.is_test),
    buyer: { name: order.name, email: order.email, country: order.country },
    items: await itemsOf(trx, Number(order.id)),
    totalText: formatUsd(Number(order.total_cents)),
    brief: briefOf(order),
    adminUrl: absoluteUrl(deps.siteUrl, adminOrderPath(order.number)),
  });
}
