import { siteLink } from '../orders/deps';
import type { DownloadFormat } from './order-files';
import {
  signOrderToken,
  verifyOrderToken,
  type KeyedOrder,
  type LinkKeyLookup,
  type OrderTokenCheck,
} from '../signing';

/**
 * Download links: /downloads/<token>, where the token names the order and when the link stops
 * working, signed with the server secret. Nothing is stored per link, so a link can be made for
 * the e-mail, the success page and the account page alike; anyone holding it until it expires
 * can download, which is why it lasts a week and the order page offers a fresh one after sign-in.
 */
export const DOWNLOAD_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DOWNLOAD_LINK_TTL_MS = DOWNLOAD_LINK_DAYS * DAY_MS;

const PURPOSE = 'download-link';

export type DownloadTokenCheck = OrderTokenCheck;

/** A URL-safe token for the order's downloads, valid for DOWNLOAD_LINK_DAYS from `now`; signed with the first secret. */
export function signDownloadToken(secrets: string[], order: KeyedOrder, now: Date): string {
  return signOrderToken(secrets, PURPOSE, order, new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS));
}

/**
 * Checks a token from a URL. Anything that is not a token this server signed with one of the
 * secrets for the order that has its id now (malformed, oversized, altered, made for another
 * order) is 'forged'; a genuine token
 * stops working at its expiry instant. Never throws.
 */
export function verifyDownloadToken(
  secrets: string[],
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
}

export interface DownloadFileLink {
  id: string;
  name: string;
  templateName: string;
  format: DownloadFormat;
  url: string;
  byteSize: number;
  collectionTitle: string;
}

export interface DownloadLinks {
  pageUrl: string;
  zipUrl: string;
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
    expiresAt,
    files: files.map((file) => ({
      id: file.id,
      name: file.fileName,
      templateName: file.templateName,
      format: file.format,
      url: siteLink(siteUrl, `${page}/files/${encodeURIComponent(file.id)}`),
      byteSize: file.byteSize,
      collectionTitle: file.collectionTitle,
    })),
  };
}

/**
 * Fresh signed links to an order's downloads: absolute with the site's address (for e-mail), or
 * site-relative when `siteUrl` is '' (for pages, e.g. the success page and /account/orders).
 */
export function downloadLinks(
  secrets: string[],
  siteUrl: string,
  order: KeyedOrder,
  files: LinkableFile[],
  now: Date,
): DownloadLinks {
  const token = signDownloadToken(secrets, order, now);
  return linksForToken(siteUrl, token, new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS), files);
}
