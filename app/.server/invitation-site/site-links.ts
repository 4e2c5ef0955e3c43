import type { Db } from '~/.server/db/connection';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { orderPathsFor, signOrderLink, type OrderLinkKind } from '~/.server/orders/order-links';
import { verifyOrderToken, type KeyedOrder, type LinkKeyLookup, type Secrets } from '~/.server/platform/signing';

export const siteEditorPath = (token: string) => `/site/${encodeURIComponent(token)}`;

/** A wedding's site is kept up for months: its editor's link lasts a year (a fresh one is on /account/orders). */
const SITE_EDITOR_LINK: OrderLinkKind = {
  purpose: 'invitation-site',
  lifetimeMs: 365 * 24 * 60 * 60 * 1000,
  path: siteEditorPath,
};

export const signSiteToken = (secrets: Secrets, order: KeyedOrder, now: Date) =>
  signOrderLink(SITE_EDITOR_LINK, secrets, order, now);

export const verifySiteToken = (secrets: readonly string[], token: unknown, linkKeyOf: LinkKeyLookup, now: Date) =>
  verifyOrderToken(secrets, SITE_EDITOR_LINK.purpose, token, linkKeyOf, now);

export const siteEditorLink = (secrets: Secrets, siteUrl: string, order: KeyedOrder, now: Date) =>
  absoluteUrl(siteUrl, siteEditorPath(signSiteToken(secrets, order, now)));

/** The site's public page, and a guest's own page on it. */
export const sitePath = (address: string) => `/i/${address}`;
export const guestPath = (address: string, token: string) => `/i/${address}/${token}`;

/** The editor's path for each of these orders (the paid ones a signed-in couple sees on /account/orders). */
export const siteEditorPathsFor = (db: Db, secrets: Secrets, orderIds: number[], now = new Date()) =>
  orderPathsFor(db, secrets, SITE_EDITOR_LINK, orderIds, now);
