import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { createPageCache } from '../page-cache/page-cache';
import type { Services } from '../platform/services';
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
import { writeStreamedBody } from './stream-body';

export interface FrontDoorOptions {
  /** The Remix build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  services: Services;
}

export type FrontDoor = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Every request that is not a static file comes in here, before Remix sees it (server.mjs).
 * It is refused with a readable page when its method, its origin (a post from another site) or
 * its media type is not one its route takes; a post's body is read here, as it arrives, up to
 * its route's limit (./body-rules.ts), so no route ever reads an unbounded body. A form post cut
 * off at the limit still reaches its action with the fields that fitted and
 * `context.bodyTooLarge`, so the form can answer 413 with its own message and keep what was typed.
 * An upload's body is not read here: its route gets it as a stream with the same kind of cap
 * (cappedBodyStream), and what it leaves unread is never read (the connection closes after the answer).
 * An anonymous GET of a public page is answered by the page cache when it keeps that page
 * (../page-cache/page-cache.ts; off in development, where code changes without content changing).
 */
export function createFrontDoor({ build, mode, services }: FrontDoorOptions): FrontDoor {
  const handleRemix = createRequestHandler(build, mode);
  const siteHost = new URL(services.siteUrl).host;
  const pageCache =
    mode === 'production' && services.config.PAGE_CACHE === 'on'
      ? createPageCache(services, { maxBytes: services.config.PAGE_CACHE_MB * 1024 * 1024 })
      : null;

  return async function frontDoor(req, res) {
    // Behind an answer that closes its connection: never answered, so never served.
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
        ? await pageCache.respond(request, (cacheRender) =>
            handleRemix(request, Object.assign(context, { cacheRender })),
          )
        : await handleRemix(request, context);
      // A disk or database that is full: said as it is, not as a bare 500 (./storage-full.ts).
      if (context.storageFull && response.status >= 500) {
        await response.body?.cancel();
        response = refusalResponse(REFUSALS.storageFull);
      }
      // An upload its route refused early (or cut off at its cap): the rest is never read.
      if (upload && !upload.readToEnd()) closeAfterAnswer(req, res);
      await send(res, response);
    } catch (error) {
      // The client went away mid-body, or the answer could not be written: nobody to answer.
      if (req.destroyed || res.destroyed) return;
      console.error(isStorageFull(error) ? `Storage full: ${String(error)}` : error);
      if (res.headersSent) res.destroy();
      else if (isStorageFull(error)) await send(res, refusalResponse(REFUSALS.storageFull));
      else await send(res, new Response('Internal Server Error', { status: 500 }));
    }
  };
}

/**
 * What a cut-off form body becomes: its whole fields when it is url-encoded (what the form can
 * show again); nothing when it is multipart (its parts cannot be cut safely), sent as an empty
 * url-encoded form.
 */
function keptFields(cut: Buffer, headers: Headers): Buffer {
  if (mediaType(headers.get('Content-Type')) === 'application/x-www-form-urlencoded') return wholeFieldsOf(cut);
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  return Buffer.alloc(0);
}

/** host[:port], a bracketed IPv6 address included; anything else in Host is refused. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * A backslash in the path, as it is or escaped. Browsers never send one (they read `\` as `/`),
 * and the router decodes `%5C` and reads `/\` as `//`, the start of another host: `GET /%5C`
 * failed to render with a 500 (found by the fuzz suite).
 */
const BACKSLASH_IN_PATH = /\\|%5c/i;

/**
 * The request's URL, from its Host header (the site's own host for an HTTP/1.0 request without
 * one). The scheme is http: TLS ends at the platform's proxy, and nothing in the app reads it.
 * Null for a target that is not a path (`*`, an absolute URL), a path with a backslash, or a
 * malformed Host.
 */
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

/**
 * Writes a fetch Response to Node's response (cookies stay separate headers); a streamed body is
 * flushed when it pauses, not after every chunk (./stream-body.ts).
 */
export async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  if (response.body) await writeStreamedBody(response.body, res);
  else res.end();
}
