import { absoluteUrl } from '~/.server/http/absolute-url';
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
 * Nothing is stored per link. A wedding is often months away, so a link lasts until DAYS_AFTER_EVENT
 * after the event (end of its day in New Delhi), MIN_LINK_DAYS at least; then the orders page gives a fresh one.
 */
export const DAYS_AFTER_EVENT = 30;
export const MIN_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const PURPOSE = 'download-link';

export type DownloadTokenCheck = OrderTokenCheck;

export type LinkedOrder = KeyedOrder & { eventDate?: string | null };

export function downloadLinkExpiry(now: Date, eventDate: string | null | undefined): Date {
  const least = now.getTime() + MIN_LINK_DAYS * DAY_MS;
  const eventEnds =
    eventDate && /^\d{4}-\d{2}-\d{2}$/u.test(eventDate) ? Date.parse(`${eventDate}T23:59:59+05:30`) : NaN;
  return new Date(Number.isNaN(eventEnds) ? least : Math.max(least, eventEnds + DAYS_AFTER_EVENT * DAY_MS));
}

export function signDownloadToken(secrets: Secrets, order: LinkedOrder, now: Date): string {
  return signOrderToken(secrets, PURPOSE, order, downloadLinkExpiry(now, order.eventDate));
}

/** Anything not signed by this server for this order is 'forged'. Never throws. */
export function verifyDownloadToken(
  secrets: readonly string[],
  token: unknown,
  linkKeyOf: LinkKeyLookup,
  now: Date,
): Promise<DownloadTokenCheck> {
  return verifyOrderToken(secrets, PURPOSE, token, linkKeyOf, now);
}

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
  thumbUrl: string | null;
  note?: string;
}

export interface DownloadLinks {
  pageUrl: string;
  zipUrl: string;
  coverUrl: string | null;
  expiresAt: Date;
  files: DownloadFileLink[];
}

/** Encoded, though a genuine token needs no encoding. */
export const downloadPagePath = (token: string) => `/downloads/${encodeURIComponent(token)}`;

/** The download page keeps the token it was opened with, so the expiry it shows is that link's. */
export function linksForToken(siteUrl: string, token: string, expiresAt: Date, files: LinkableFile[]): DownloadLinks {
  const page = downloadPagePath(token);
  return {
    pageUrl: absoluteUrl(siteUrl, page),
    zipUrl: absoluteUrl(siteUrl, `${page}/zip`),
    coverUrl: coverOf(files) ? absoluteUrl(siteUrl, `${page}/cover`) : null,
    expiresAt,
    files: files.map((file) => ({
      id: file.id,
      name: file.fileName,
      templateName: file.templateName,
      format: file.format,
      url: absoluteUrl(siteUrl, `${page}/files/${encodeURIComponent(file.id)}`),
      byteSize: file.byteSize,
      collectionTitle: file.collectionTitle,
      stage: file.stage,
      ...(file.note ? { note: file.note } : {}),
      thumbUrl: file.format === 'pdf' ? null : absoluteUrl(siteUrl, `${page}/thumbs/${encodeURIComponent(file.id)}`),
    })),
  };
}

/** Absolute for e-mail; site-relative when `siteUrl` is ''. */
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
