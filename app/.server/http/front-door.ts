import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { createPageCache } from '../page-cache/page-cache';
import type { Services } from '~/.server/boot/services';
import {
  arrivedOnClosingConnection,
  cappedBodyStream,
  closeAfterAnswer,
  readCappedBody,
  wholeFieldsOf,
  type CappedStream,
} from './body-reader';
import { bodyRuleFor, mediaType } from './body-rules';
import { refusalResponse } from './refusal-page';
import { refusalFor, REFUSALS } from './request-checks';
import { isStorageFull } from '../storage/storage-full';
import { takeWholeBody } from './whole-body';
import { writeStreamedBody } from './stream-body';

export interface FrontDoorOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  services: Services;
}

export type FrontDoor = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** See docs/decisions/0004-front-door.md. */
export function createFrontDoor({ build, mode, services }: FrontDoorOptions): FrontDoor {
  const handleRemix = createRequestHandler(build, mode);
  const siteHost = new URL(services.siteUrl).host;
  const pageCache =
    mode === 'production' && services.config.PAGE_CACHE === 'on'
      ? createPageCache(services, { maxBytes: services.config.PAGE_CACHE_MB * 1024 * 1024 })
      : null;

  return async function frontDoor(req, res) {
    if (arrivedOnClosingConnection(req)) return;
    try {
      const url = requestUrl(req, siteHost);
      const headers = url && headersOf(req);
      const refusal =
        url && headers
          ? refusalFor({ method: req.method ?? '', pathname: url.pathname, searchParams: url.searchParams, headers })
          : REFUSALS.badRequest;
      if (refusal || !url || !headers) {
        closeAfterAnswer(req, res);
        await send(res, refusalResponse(refusal ?? REFUSALS.badRequest));
        return;
      }

      let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
      let upload: CappedStream | undefined;
      let bodyTooLarge = false;
      const rule = bodyRuleFor(url.pathname, headers.get('Content-Type'));
      if (req.method === 'POST' && rule.kind === 'upload') {
        upload = cappedBodyStream(req, rule.maxBytes);
        body = upload.body;
      } else if (req.method === 'POST') {
        const read = await readCappedBody(req, rule.maxBytes);
        body = new Uint8Array(read.bytes);
        if (!read.complete) {
          closeAfterAnswer(req, res);
          if (rule.kind !== 'form') {
            await send(res, refusalResponse(REFUSALS.tooLarge));
            return;
          }
          bodyTooLarge = true;
          body = new Uint8Array(keptFields(read.bytes, headers));
        }
      }

      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(url, {
        method: req.method,
        headers,
        body,
        signal: controller.signal,
        ...(upload ? { duplex: 'half' } : {}),
      } as RequestInit);
      const context: AppLoadContext = { socketAddress: req.socket.remoteAddress, services, bodyTooLarge };
      let response = pageCache
        ? await pageCache.respond(request, (cacheRender, asked = request) =>
            handleRemix(asked, Object.assign(context, { cacheRender })),
          )
        : await handleRemix(request, context);
      if (context.storageFull && response.status >= 500) {
        await response.body?.cancel();
        response = refusalResponse(REFUSALS.storageFull);
      }
      if (upload && !upload.readToEnd()) closeAfterAnswer(req, res);
      await send(res, response);
    } catch (error) {
      if (req.destroyed || res.destroyed) return;
      console.error(isStorageFull(error) ? `Storage full: ${String(error)}` : error);
      if (res.headersSent) res.destroy();
      else if (isStorageFull(error)) await send(res, refusalResponse(REFUSALS.storageFull));
      else await send(res, new Response('Internal Server Error', { status: 500 }));
    }
  };
}

/** Multipart parts cannot be cut safely, so a cut-off multipart form is sent as an empty url-encoded one. */
function keptFields(cut: Buffer, headers: Headers): Buffer {
  if (mediaType(headers.get('Content-Type')) === 'application/x-www-form-urlencoded') return wholeFieldsOf(cut);
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  return Buffer.alloc(0);
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Browsers never send one; the router reads `/\` as `//`, the start of another host. */
const BACKSLASH_IN_PATH = /\\|%5c/i;

/** The scheme is http: TLS ends at the platform's proxy, and nothing in the app reads it. */
function requestUrl(req: IncomingMessage, siteHost: string): URL | null {
  const host = req.headers.host ?? siteHost;
  const target = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const path = target.split('?')[0]!;
  if (!HOST.test(host) || !path.startsWith('/') || path.startsWith('//') || BACKSLASH_IN_PATH.test(path)) return null;
  try {
    return new URL(`http://${host}${target}`);
  } catch {
    return null;
  }
}

function headersOf(req: IncomingMessage): Headers | null {
  const headers = new Headers();
  try {
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  } catch {
    return null;
  }
  return headers;
}

export async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  const whole = takeWholeBody(response);
  if (whole) res.end(whole);
  else if (response.body) await writeStreamedBody(response.body, res);
  else res.end();
}
