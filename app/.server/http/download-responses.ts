import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import type { OrderFile } from '../downloads/order-files';
import { orderZipStream, zipFileName } from '../downloads/zip';
import { PRIVATE_PAGE_HEADERS } from '../security-headers';

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

/** One file from disk; its length is the size of the file as opened, so it always matches the body. */
export async function fileResponse(file: string, options: Omit<FileAnswer, 'byteSize'>): Promise<Response> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    return attachmentResponse(handle.createReadStream(), { ...options, byteSize: size });
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The response of /downloads/<token>/zip: `<ORDER NUMBER>-designs.zip`, streamed. */
export async function orderZipResponse(filesDir: string, orderNumber: string, files: OrderFile[]): Promise<Response> {
  return attachmentResponse(await orderZipStream(filesDir, files), {
    fileName: zipFileName(orderNumber),
    contentType: 'application/zip',
  });
}
