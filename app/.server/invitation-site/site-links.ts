import type { Db } from '~/.server/db/connection';
import { siteLink } from '~/.server/orders/deps';
import { keyOfRow } from '~/.server/orders/link-keys';
import {
  signOrderToken,
  verifyOrderToken,
  type KeyedOrder,
  type LinkKeyLookup,
  type Secrets,
} from '~/.server/platform/signing';

/** A wedding's site is kept up for months: its editor's link lasts a year (a fresh one is on /account/orders). */
const SITE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const PURPOSE = 'invitation-site';

export const signSiteToken = (secrets: Secrets, order: KeyedOrder, now: Date) =>
  signOrderToken(secrets, PURPOSE, order, new Date(now.getTime() + SITE_LINK_TTL_MS));

export const verifySiteToken = (secrets: readonly string[], token: unknown, linkKeyOf: LinkKeyLookup, now: Date) =>
  verifyOrderToken(secrets, PURPOSE, token, linkKeyOf, now);

export const siteEditorPath = (token: string) => `/site/${encodeURIComponent(token)}`;

export const siteEditorLink = (secrets: Secrets, siteUrl: string, order: KeyedOrder, now: Date) =>
  siteLink(siteUrl, siteEditorPath(signSiteToken(secrets, order, now)));

/** The site's public page, and a guest's own page on it. */
export const sitePath = (address: string) => `/i/${address}`;
export const guestPath = (address: string, token: string) => `/i/${address}/${token}`;

/** The editor's path for each of these orders (the paid ones a signed-in couple sees on /account/orders). */
export async function siteEditorPathsFor(
  db: Db,
  secrets: Secrets,
  orderIds: number[],
  now = new Date(),
): Promise<Record<number, string>> {
  if (!orderIds.length) return {};
  const rows = await db.selectFrom('orders').select(['id', 'link_key']).where('id', 'in', orderIds).execute();
  return Object.fromEntries(
    rows.map((row) => [Number(row.id), siteEditorPath(signSiteToken(secrets, keyOfRow(row), now))]),
  );
}
