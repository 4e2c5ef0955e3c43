import type { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import type { OrderFile } from './order-files';
import { orderZipStream, zipFileName } from './zip';
import type { FileStore } from '../storage/file-store';
import { PRIVATE_PAGE_HEADERS } from '../platform/security-headers';

/**
 * Headers of everything behind a download link. The token in the URL is the key to the files:
 * no cache may keep the answer, and no Referer may carry the URL to another site.
 */
export const PRIVATE_DOWNLOAD_HEADERS = {
  ...PRIVATE_PAGE_HEADERS,
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

/** The 404 of a download URL (an order that cannot be downloaded, a file not in the order). */
export function downloadNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { ...PRIVATE_DOWNLOAD_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** Content-Disposition for a download, with a plain ASCII name and the exact UTF-8 one. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileAnswer {
  fileName: string;
  contentType: string;
  byteSize?: number;
  /** 'inline' for an image a page shows (a proof); downloads are attachments. */
  disposition?: 'attachment' | 'inline';
}

/** A streamed attachment response: the body is read as the client takes it, never held whole in memory. */
export function attachmentResponse(
  body: Readable,
  { fileName, contentType, byteSize, disposition = 'attachment' }: FileAnswer,
): Response {
  const headers = new Headers({
    ...PRIVATE_DOWNLOAD_HEADERS,
    'Content-Type': contentType,
    'Content-Disposition': attachmentDisposition(fileName).replace(/^attachment/, disposition),
  });
  if (byteSize !== undefined) headers.set('Content-Length', String(byteSize));
  return new Response(createReadableStreamFromReadable(body), { status: 200, headers });
}

/**
 * One file from the store, streamed; its length is the size of the file as opened. A row that
 * names a file the store does not have is the server's fault: it throws (a 500), never a 404
 * that would pass for a wrong link.
 */
export async function fileResponse(
  store: FileStore,
  storageKey: string,
  options: Omit<FileAnswer, 'byteSize'>,
): Promise<Response> {
  const stored = await store.read(storageKey);
  if (!stored) throw new Error(`Missing from the file store: ${storageKey}`);
  return attachmentResponse(stored.body, { ...options, byteSize: stored.length });
}

/** The response of /downloads/<token>/zip: `<ORDER NUMBER>-designs.zip`, streamed. */
export async function orderZipResponse(store: FileStore, orderNumber: string, files: OrderFile[]): Promise<Response> {
  return attachmentResponse(await orderZipStream(store, files), {
    fileName: zipFileName(orderNumber),
    contentType: 'application/zip',
  });
}

/** A small picture made for a download page (the couple's card, a piece's thumbnail): kept by their browser only. */
export function pictureResponse(image: Buffer): Response {
  return new Response(new Uint8Array(image), {
    headers: {
      ...PRIVATE_DOWNLOAD_HEADERS,
      'Content-Type': 'image/webp',
      'Content-Length': String(image.byteLength),
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
