import crypto from 'node:crypto';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isBotAgent } from '~/.server/analytics/is-bot';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from '~/components/nonce';
import { VisitorPartMarksProvider } from '~/components/storefront/visitor-part';
import { dataRequestViewPath, pageViewPath, publicPagePath } from '~/.server/analytics/page-view';
import { isStorageFull } from '~/.server/storage/storage-full';
import { securityHeaders } from '~/.server/platform/security-headers';
import { heldScripts } from '~/.server/static/held-scripts';

/** server.mjs reaches these through the build: boot, the front door and the static files' stack. */
export { boot } from '~/.server/boot/boot';
export { createFrontDoor } from '~/.server/http/front-door';
/** In the build so the production image has them (scripts/ops.mjs). */
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
  const waitForAll = isBotAgent(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <VisitorPartMarksProvider value={cacheRender?.visitorParts}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </VisitorPartMarksProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = heldScripts(nonce);
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
          // Counted once the page is on its way, and not waited for.
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

/** Remix's own 4xx answers (405, 404) are the visitor's mistake: printed with stacks, anyone could fill the log. */
export function handleError(error: unknown, { request, context }: { request: Request; context?: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isStorageFull(error)) {
    // The front door answers 503 with a page saying so.
    if (context) context.storageFull = true;
    console.error(`Storage full: nothing could be written for ${request.method} ${new URL(request.url).pathname}`);
  }
  console.error(error);
}
