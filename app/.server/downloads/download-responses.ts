import type { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import type { OrderFile } from './order-files';
import { orderZipStream, zipFileName } from './zip';
import type { FileStore } from '../storage/file-store';
import { PRIVATE_PAGE_HEADERS } from '../platform/security-headers';

/** The token in the URL is the key to the files: no cache may keep the answer, no Referer may carry it. */
export const PRIVATE_DOWNLOAD_HEADERS = {
  ...PRIVATE_PAGE_HEADERS,
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

export function downloadNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { ...PRIVATE_DOWNLOAD_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileAnswer {
  fileName: string;
  contentType: string;
  byteSize?: number;
  disposition?: 'attachment' | 'inline';
}

/** Read as the client takes it, never held whole in memory. */
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

/** A row naming a file the store does not have throws (a 500), never a 404 that would pass for a wrong link. */
export async function fileResponse(
  store: FileStore,
  storageKey: string,
  options: Omit<FileAnswer, 'byteSize'>,
): Promise<Response> {
  const stored = await store.read(storageKey);
  if (!stored) throw new Error(`Missing from the file store: ${storageKey}`);
  return attachmentResponse(stored.body, { ...options, byteSize: stored.length });
}

export async function orderZipResponse(store: FileStore, orderNumber: string, files: OrderFile[]): Promise<Response> {
  return attachmentResponse(await orderZipStream(store, files), {
    fileName: zipFileName(orderNumber),
    contentType: 'application/zip',
  });
}

/** Kept by the couple's browser only. */
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
