import crypto from 'node:crypto';
import { codingFor, compressNow, type Coding } from './encodings';
import {
  fillParts,
  fillText,
  hasHoles,
  hasStrayMarker,
  NONCE_HOLE,
  partsOf,
  type CacheRender,
  type HoleValues,
  type Part,
} from './render-holes';
import { inlineScriptHashes, policyWithSources, withoutNonce } from './script-hashes';

/**
 * A rendered page as the cache keeps it, and how it is sent again.
 *
 * - Whole: the same bytes for everyone (no form on it). Its scripts are allowed by hash, it has a
 *   strong ETag (`If-None-Match` → 304) and may be kept by a CDN a short time:
 *   `public, max-age=0, s-maxage=60, stale-while-revalidate=300` — a browser asks again every
 *   time (a 304 when nothing changed, so an edit shows at once), a shared cache serves it up to
 *   60 s and then, for up to 5 minutes more, while it fetches the new one in the background; this
 *   server's own copy is invalidated at the next request after a change.
 * - With holes (/contact and /testimonials, their documents and data: a one-time form token per
 *   visitor): filled per serve with a fresh token and nonce, so no ETag and `no-cache` — a shared
 *   cache must ask this server for every visitor, never hand one visitor's token to another.
 *
 * Both carry `Vary: Cookie, Accept-Encoding`: a request with the app's cookies is another
 * variant, rendered for that visitor (./cacheable-request.ts).
 */
export interface CachedPage {
  /** The content version and the UTC day it was rendered at: another one, and it is not served. */
  version: number;
  day: string;
  /** The rendered response's headers that are sent again (see keptHeaders). */
  headers: [string, string][];
  /** The page's CSP: with its scripts' hashes (whole), or with the nonce hole (holes); null for data. */
  policy: string | null;
  /** Where a view of it is counted (documents; data requests are counted by their path). */
  viewPath: string | null;
  isData: boolean;
  body: WholeBody | HoledBody;
  /** What it takes in memory (its bodies). */
  bytes: number;
}

export interface WholeBody {
  kind: 'whole';
  identity: Buffer;
  /** A digest of the page's bytes; each coding's ETag adds its name. */
  tag: string;
  /** Made in the background once the page is kept (./encodings.ts). */
  stored?: { br: Buffer; gzip: Buffer };
}

interface HoledBody {
  kind: 'holed';
  parts: Part[];
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const HOLED_CACHE_CONTROL = 'no-cache';
const VARY = 'Cookie, Accept-Encoding';

/** Headers the cache sets itself, or that describe one response's bytes: not kept. */
const NOT_KEPT = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-page-cache',
]);

/**
 * The page to keep from a render for the cache, or null when it must not be kept: not a 200, a
 * `Set-Cookie` (it was about this visitor), a `Cache-Control` of its own (a draft's preview is
 * private), a render that failed part-way or whose loader refused the address's values, or anything its holes or scripts cannot be made safe for.
 */
export function pageFromRender(
  response: Response,
  text: string,
  render: CacheRender,
  tags: { version: number; day: string; isData: boolean },
): CachedPage | null {
  const type = response.headers.get('Content-Type') ?? '';
  const expected = tags.isData ? type.startsWith('text/x-script') : type.startsWith('text/html');
  if (
    response.status !== 200 ||
    !expected ||
    render.failed ||
    render.refused ||
    response.headers.has('Set-Cookie') ||
    response.headers.has('Cache-Control')
  ) {
    return null;
  }
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  const common = { ...tags, headers, viewPath: tags.isData ? null : (render.viewPath ?? null) };
  const policy = response.headers.get('Content-Security-Policy');
  if (!tags.isData && !policy) return null;

  const parts = partsOf(text);
  if (hasStrayMarker(parts)) return null;
  const hasToken = parts.some((part) => !Buffer.isBuffer(part) && part.hole === 'token');
  if (hasToken) {
    const bytes = parts.reduce((sum, part) => sum + (Buffer.isBuffer(part) ? part.length : 0), 0);
    return { ...common, policy, body: { kind: 'holed', parts }, bytes };
  }

  const page = tags.isData ? text : withoutNonce(text, NONCE_HOLE);
  if (hasHoles(page)) return null;
  const hashedPolicy = policy === null ? null : policyWithSources(policy, NONCE_HOLE, inlineScriptHashes(page));
  if (policy !== null && hashedPolicy === null) return null;
  const identity = Buffer.from(page);
  const tag = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { ...common, policy: hashedPolicy, body: { kind: 'whole', identity, tag }, bytes: identity.length };
}

const etagOf = (tag: string, coding: Coding, weak = false) =>
  `${weak ? 'W/' : ''}"${tag}${coding === 'identity' ? '' : `-${coding}`}"`;

/** Whether If-None-Match names the page in any coding (weak comparison, as for GET). */
function notModified(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const names = new Set((['identity', 'br', 'gzip'] as const).map((coding) => etagOf(tag, coding)));
  return ifNoneMatch.split(',').some((candidate) => names.has(candidate.trim().replace(/^W\//, '')));
}

/**
 * The response for `request` from a kept page. `fresh` makes the values of one serve's holes.
 * `state` is what X-Page-Cache says: hit (served from the cache), miss (rendered now, and kept),
 * pass (rendered now, too large to keep).
 */
export function responseFor(
  page: CachedPage,
  request: Request,
  fresh: () => HoleValues,
  state: 'hit' | 'miss' | 'pass',
): Response {
  const coding = codingFor(request.headers.get('Accept-Encoding'));
  const headers = new Headers(page.headers);
  headers.set('Vary', VARY);
  headers.set('X-Page-Cache', state);

  if (page.body.kind === 'holed') {
    const values = fresh();
    if (page.policy) headers.set('Content-Security-Policy', fillText(page.policy, values));
    headers.set('Cache-Control', HOLED_CACHE_CONTROL);
    return encoded(compressNow(fillParts(page.body.parts, values), coding), coding, headers);
  }

  const { identity, tag, stored } = page.body;
  headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  // Until the stored codings are made, a coding made now is not the same bytes: its ETag is weak.
  headers.set('ETag', etagOf(tag, coding, coding !== 'identity' && !stored));
  if (notModified(request.headers.get('If-None-Match'), tag)) {
    const kept = ['Cache-Control', 'ETag', 'Vary', 'X-Page-Cache'].map((name): [string, string] => [
      name,
      headers.get(name)!,
    ]);
    return new Response(null, { status: 304, headers: kept });
  }
  if (page.policy) headers.set('Content-Security-Policy', page.policy);
  const body = coding === 'identity' ? identity : (stored?.[coding] ?? compressNow(identity, coding));
  return encoded(body, coding, headers);
}

function encoded(body: Buffer, coding: Coding, headers: Headers): Response {
  if (coding !== 'identity') headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.length));
  return new Response(asBody(body), { status: 200, headers });
}

/** A Buffer as a fetch body (the same bytes: Buffers are Uint8Arrays). */
const asBody = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>;

/** A render that is not kept, with its holes filled for this one visitor. */
export function filledResponse(response: Response, text: string | null, values: HoleValues): Response {
  const headers = new Headers();
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() !== 'content-length')
      headers.append(name, hasHoles(value) ? fillText(value, values) : value);
  }
  headers.set('X-Page-Cache', 'pass');
  const body = text === null ? null : asBody(fillParts(partsOf(text), values));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
