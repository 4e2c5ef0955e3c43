import { parseId } from '~/lib/parse-id';
import { checkPreviewInput, PREVIEW_FIELDS, type PreviewField, type PreviewInput } from '~/schemas/preview';
import { getPublishedCollection } from '~/.server/collections/collections';
import { previewValuesFor } from './brief-slots';
import { templateForPiece, type DesignDeps } from './collection-designs';
import { PreviewCache, previewKey, templateIdentity } from './preview-cache';
import { renderPreview } from './render-image';
import { BoundedQueue, QueueFull } from '~/.server/platform/bounded-queue';
import { cleanSlotValues, SlotTextError, type SlotValues } from './slots';
import type { Template } from './template';
import { consumeRateLimit, type RateLimitRule } from '../platform/rate-limit';
import { OverBudget, PoolClosed } from '../worker-pool/worker-errors';
import { clientAddress } from '../http/client-address';

/** A couple typing makes a few dozen renders; a script walking through names is stopped. */
export const PREVIEW_RENDER_LIMIT: RateLimitRule = { action: 'preview-render', limit: 120, windowMs: 10 * 60 * 1000 };

/** A template the designer replaces shows within the hour; then the ETag gives a 304. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=3600';

export const PREVIEW_FIELD_HEADER = 'X-Preview-Field';

export const PREVIEW_TOO_COMPLEX_MESSAGE =
  'This design is too detailed to preview just now. The studio has been told; please try again later.';

const TOO_COMPLEX_FOR_MS = 10 * 60 * 1000;

export interface PreviewRendererOptions {
  cache?: PreviewCache;
  queue?: BoundedQueue;
  rule?: RateLimitRule;
  /** Tests count its calls. */
  render?: (template: Template, values: SlotValues) => Promise<Buffer>;
}

export interface PreviewDeps extends DesignDeps {
  trustedHeader: string | undefined;
}

function text(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

const refused = (message: string, field?: PreviewField) =>
  text(400, message, field ? { [PREVIEW_FIELD_HEADER]: field } : {});

const fieldOfSlot = (slot: string): PreviewField | undefined =>
  (PREVIEW_FIELDS as readonly string[]).includes(slot) ? (slot as PreviewField) : undefined;

export function previewInputFromQuery(params: URLSearchParams): { input: Partial<PreviewInput> } | { message: string } {
  const input: Partial<PreviewInput> = {};
  for (const field of PREVIEW_FIELDS) {
    const all = params.getAll(field);
    if (all.length > 1) return { message: 'Send each of names, date and venue once.' };
    if (all[0] !== undefined) input[field] = all[0];
  }
  return { input };
}

/**
 * GET /collections/<id>/preview.webp. Cached by what it shows (here and in the browser); only a render
 * counts against the client's limit, and identical requests share one render in a worker process.
 */
export function createPreviewRenderer(options: PreviewRendererOptions = {}) {
  const cache = options.cache ?? new PreviewCache();
  const queue = options.queue ?? new BoundedQueue(2, 24);
  const rule = options.rule ?? PREVIEW_RENDER_LIMIT;
  const render = options.render ?? ((template, values) => renderPreview(template, values));
  const drawing = new Map<string, Promise<Buffer>>();
  const tooComplex = new Map<string, number>();
  const busy = () => text(503, 'Previews are busy just now. Please try again in a moment.', { 'Retry-After': '2' });
  const refusedAsTooComplex = () => text(503, PREVIEW_TOO_COMPLEX_MESSAGE);

  return async function previewImage(
    deps: PreviewDeps,
    request: Request,
    idParam: string | undefined,
    socketAddress: string | undefined,
  ): Promise<Response> {
    const id = parseId(idParam);
    if (!id) return text(404, 'Not Found');
    const read = previewInputFromQuery(new URL(request.url).searchParams);
    if ('message' in read) return refused(read.message);
    const { words, errors } = checkPreviewInput(read.input);
    const firstError = PREVIEW_FIELDS.find((field) => errors[field]);
    if (firstError) return refused(errors[firstError]!, firstError);

    const found = await getPublishedCollection(deps.db, id);
    if (!found) return text(404, 'Not Found');
    const template = await templateForPiece(deps, { id, slug: found.collection.slug }, 'invitation');
    if (!template) return text(404, 'Not Found');

    let values: SlotValues;
    try {
      values = cleanSlotValues(previewValuesFor(template, words));
    } catch (error) {
      if (error instanceof SlotTextError) return refused(error.message, fieldOfSlot(error.field));
      throw error;
    }
    const key = previewKey(id, template, values);
    const etag = `"${key}"`;
    const cacheHeaders = { ETag: etag, 'Cache-Control': PREVIEW_CACHE_CONTROL };
    const ifNoneMatch = request.headers.get('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return new Response(null, { status: 304, headers: cacheHeaders });

    let image = cache.get(key);
    if (!image) {
      const identity = templateIdentity(template);
      if ((tooComplex.get(identity) ?? 0) > Date.now()) return refusedAsTooComplex();
      let pending = drawing.get(key);
      if (!pending) {
        const limit = await consumeRateLimit(deps.db, rule, clientAddress(request, socketAddress, deps.trustedHeader));
        if (!limit.allowed)
          return text(429, 'Too many previews in a short while. Please wait a few minutes and try again.', {
            'Retry-After': String(limit.retryAfterSeconds),
          });
        // Another identical request may have started drawing while this one counted.
        pending = drawing.get(key);
        if (!pending) {
          const started = queue.run(() => render(template, values));
          drawing.set(key, started);
          void started.then(
            (drawn) => cache.set(key, drawn),
            () => {},
          );
          void started.finally(() => drawing.delete(key)).catch(() => {});
          pending = started;
        }
      }
      try {
        image = await pending;
      } catch (error) {
        if (error instanceof SlotTextError) return refused(error.message, fieldOfSlot(error.field));
        if (error instanceof QueueFull || error instanceof PoolClosed) return busy();
        if (error instanceof OverBudget) {
          if (!tooComplex.has(identity))
            console.error(`Preview of collection ${id}: the design is too complex to draw (${error.message})`);
          tooComplex.set(identity, Date.now() + TOO_COMPLEX_FOR_MS);
          return refusedAsTooComplex();
        }
        throw error;
      }
    }
    return new Response(new Uint8Array(image), {
      status: 200,
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(image.byteLength),
        ...cacheHeaders,
      },
    });
  };
}

export type PreviewRenderer = ReturnType<typeof createPreviewRenderer>;

export const previewImage = createPreviewRenderer();
