import { siteLink } from '../orders/deps';
import { coverOf } from './cover';
import type { DownloadFormat, FileStage } from './order-files';
import {
  signOrderToken,
  verifyOrderToken,
  type KeyedOrder,
  type LinkKeyLookup,
  type OrderTokenCheck,
  type Secrets,
} from '../platform/signing';

/**
 * Download links: /downloads/<token>, where the token names the order and when the link stops
 * working, signed with the server secret. Nothing is stored per link, so a link can be made for
 * the e-mail, the success page and the account page alike. A wedding is often months away and
 * the couple sends the files around it, so a link lasts until DAYS_AFTER_EVENT days after the
 * event (the end of its day in New Delhi), and MIN_LINK_DAYS at least; after that anyone holding
 * it can no longer download, and the orders page gives the couple a fresh one after sign-in.
 */
export const DAYS_AFTER_EVENT = 30;
export const MIN_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const PURPOSE = 'download-link';

export type DownloadTokenCheck = OrderTokenCheck;

/** An order as a download link is signed for: its id and link key, and its event day (YYYY-MM-DD) if known. */
export type LinkedOrder = KeyedOrder & { eventDate?: string | null };

/** When a link made `now` stops working: DAYS_AFTER_EVENT after the event day, MIN_LINK_DAYS from now at least. */
export function downloadLinkExpiry(now: Date, eventDate: string | null | undefined): Date {
  const least = now.getTime() + MIN_LINK_DAYS * DAY_MS;
  const eventEnds =
    eventDate && /^\d{4}-\d{2}-\d{2}$/u.test(eventDate) ? Date.parse(`${eventDate}T23:59:59+05:30`) : NaN;
  return new Date(Number.isNaN(eventEnds) ? least : Math.max(least, eventEnds + DAYS_AFTER_EVENT * DAY_MS));
}

/** A URL-safe token for the order's downloads, valid until downloadLinkExpiry; signed with the first secret. */
export function signDownloadToken(secrets: Secrets, order: LinkedOrder, now: Date): string {
  return signOrderToken(secrets, PURPOSE, order, downloadLinkExpiry(now, order.eventDate));
}

/**
 * Checks a token from a URL. Anything that is not a token this server signed with one of the
 * secrets for the order that has its id now (malformed, oversized, altered, made for another
 * order) is 'forged'; a genuine token
 * stops working at its expiry instant. Never throws.
 */
export function verifyDownloadToken(
  secrets: readonly string[],
  token: unknown,
  linkKeyOf: LinkKeyLookup,
  now: Date,
): Promise<DownloadTokenCheck> {
  return verifyOrderToken(secrets, PURPOSE, token, linkKeyOf, now);
}

/** What a link list needs to know of a file (an OrderFile from order-files.ts has it all). */
export interface LinkableFile {
  id: string;
  fileName: string;
  templateName: string;
  format: DownloadFormat;
  byteSize: number;
  collectionTitle: string;
  stage: FileStage;
  note?: string;
}

export interface DownloadFileLink {
  id: string;
  name: string;
  templateName: string;
  format: DownloadFormat;
  url: string;
  byteSize: number;
  collectionTitle: string;
  stage: FileStage;
  /** A small picture of it, for a JPG or PNG (./cover.ts); null for a PDF. */
  thumbUrl: string | null;
  note?: string;
}

export interface DownloadLinks {
  pageUrl: string;
  zipUrl: string;
  /** The couple's own invitation as a small picture (./cover.ts); null while they have none. */
  coverUrl: string | null;
  expiresAt: Date;
  files: DownloadFileLink[];
}

/** The download page of a token (encoded, though a genuine token needs no encoding). */
export const downloadPagePath = (token: string) => `/downloads/${encodeURIComponent(token)}`;

/**
 * The links of a token already in hand (the download page uses the one it was opened with, so
 * the expiry it shows is that link's). `siteUrl` '' gives site-relative paths.
 */
export function linksForToken(siteUrl: string, token: string, expiresAt: Date, files: LinkableFile[]): DownloadLinks {
  const page = downloadPagePath(token);
  return {
    pageUrl: siteLink(siteUrl, page),
    zipUrl: siteLink(siteUrl, `${page}/zip`),
    coverUrl: coverOf(files) ? siteLink(siteUrl, `${page}/cover`) : null,
    expiresAt,
    files: files.map((file) => ({
      id: file.id,
      name: file.fileName,
      templateName: file.templateName,
      format: file.format,
      url: siteLink(siteUrl, `${page}/files/${encodeURIComponent(file.id)}`),
      byteSize: file.byteSize,
      collectionTitle: file.collectionTitle,
      stage: file.stage,
      ...(file.note ? { note: file.note } : {}),
      thumbUrl: file.format === 'pdf' ? null : siteLink(siteUrl, `${page}/thumbs/${encodeURIComponent(file.id)}`),
    })),
  };
}

/**
 * Fresh signed links to an order's downloads: absolute with the site's address (for e-mail), or
 * site-relative when `siteUrl` is '' (for pages, e.g. the success page and /account/orders).
 */
export function downloadLinks(
  secrets: Secrets,
  siteUrl: string,
  order: LinkedOrder,
  files: LinkableFile[],
  now: Date,
): DownloadLinks {
  const token = signDownloadToken(secrets, order, now);
  return linksForToken(siteUrl, token, downloadLinkExpiry(now, order.eventDate), files);
}
