import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from '~/components/nonce';
import { dataRequestViewPath, pageViewPath, publicPagePath } from '~/.server/analytics/page-view';
import { isStorageFull } from '~/.server/storage/storage-full';
import { securityHeaders } from '~/.server/platform/security-headers';

/** server.mjs starts the server through the build (app/.server/platform/boot.ts), serves the static files
 * and compression it sets up (app/.server/static/http-stack.ts), and sends every other request
 * through its front door (app/.server/http/front-door.ts). */
export { boot } from '~/.server/platform/boot';
export { createFrontDoor } from '~/.server/http/front-door';
/** The operator's shell commands (scripts/ops.mjs), in the build so the production image has them. */
export { operatorCommands } from '~/.server/ops/commands';
export { dynamicCompression, staticFiles } from '~/.server/static/http-stack';

const ABORT_DELAY_MS = 5_000;
export const streamTimeout = ABORT_DELAY_MS;

/** A page opened with JavaScript on is a data request: counted here, as documents are below. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const viewed = dataRequestViewPath(request, response);
  if (viewed) context.services.pageViews.record(viewed);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page rendered for the page cache gets its placeholder, filled per visitor or replaced by hashes.
  const { cacheRender } = loadContext;
  const nonce = cacheRender?.nonce ?? crypto.randomBytes(16).toString('base64');
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // A route may tighten a header (e.g. Referrer-Policy on download pages); the defaults fill the rest.
          for (const [name, value] of Object.entries(
            securityHeaders(nonce, loadContext.services.payments.formActionOrigins),
          )) {
            if (!responseHeaders.has(name)) responseHeaders.set(name, value);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
          // Counted once the page is on its way, and not waited for (app/.server/analytics/page-views.ts).
          const { matches } = remixContext.staticHandlerContext;
          const viewed = pageViewPath(request, { status: responseStatusCode, headers: responseHeaders, matches });
          if (viewed) loadContext.services.pageViews.record(viewed);
          // The page cache counts the next views of this page itself.
          if (cacheRender) cacheRender.viewPath = publicPagePath(matches);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (cacheRender) cacheRender.failed = true;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

/**
 * Prints what went wrong on the server. Remix's own 4xx answers (a post to a page that has no
 * form: 405; no such route: 404) are the visitor's mistake, not the server's: printed, each with
 * its stack trace, any visitor could fill the log with them.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isStorageFull(error)) {
    // The front door answers 503 with a page saying so (./.server/http/front-door.ts).
    if (context) context.storageFull = true;
    console.error(`Storage full: nothing could be written for ${request.method} ${new URL(request.url).pathname}`);
  }
  console.error(error);
}
