import crypto from 'node:crypto';
import { acceptsGzip, codingFor, compressNow, type Coding } from './encodings';
import {
  fillParts,
  fillText,
  hasHoles,
  hasStrayMarker,
  NONCE_HOLE,
  partsOf,
  valueOf,
  type CacheRender,
  type HoleValues,
  type Part,
} from './render-holes';
import { deflatedPiece, splicedGzip, storedPiece, type Piece } from './spliced-gzip';
import { withWholeBody } from '../http/whole-body';
import { inlineScriptHashes, policyWithSources, withoutNonce } from './script-hashes';

/**
 * Pages with holes (a form token) are filled per serve and sent `no-cache`, so no shared cache hands
 * a token on. A personal page keeps the `Cache-Control` it was rendered with (`private, no-store`)
 * and carries no ETag.
 */
export interface CachedPage {
  /** What the page was made from (the content version and day, or a guest page's stamp): served while it is current. */
  stamp: string;
  personal: boolean;
  headers: [string, string][];
  policy: string | null;
  viewPath: string | null;
  isData: boolean;
  body: WholeBody | HoledBody;
  bytes: number;
}

export interface WholeBody {
  kind: 'whole';
  identity: Buffer;
  tag: string;
  stored?: { br: Buffer; gzip: Buffer };
}

export interface HoledBody {
  kind: 'holed';
  parts: Part[];
  /** The fixed parts deflated once (`spliced-gzip.ts`), made after the page is kept. */
  pieces?: Array<Piece | Exclude<Part, Buffer>>;
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const HOLED_CACHE_CONTROL = 'no-cache';
/** Filled with one visitor's name and cart: for their browser only. */
export const VISITOR_CACHE_CONTROL = 'private, no-cache';
const VARY = 'Cookie, Accept-Encoding';

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

const PERSONAL_CACHE_CONTROL = /^private, no-store\b/;

/**
 * Null for a `Set-Cookie`, its own `Cache-Control` (a personal page: anything but private), a failed
 * or refused render, or holes and scripts it cannot make safe.
 */
export function pageFromRender(
  response: Response,
  text: string,
  render: CacheRender,
  tags: { stamp: string; isData: boolean; personal?: boolean },
): CachedPage | null {
  const personal = tags.personal === true;
  const type = response.headers.get('Content-Type') ?? '';
  const expected = tags.isData ? type.startsWith('text/x-script') : type.startsWith('text/html');
  const cacheControl = response.headers.get('Cache-Control');
  if (
    response.status !== 200 ||
    !expected ||
    render.failed ||
    render.refused ||
    response.headers.has('Set-Cookie') ||
    (personal ? !PERSONAL_CACHE_CONTROL.test(cacheControl ?? '') : cacheControl !== null)
  ) {
    return null;
  }
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  if (personal) headers.push(['Cache-Control', cacheControl!]);
  const common = {
    stamp: tags.stamp,
    isData: tags.isData,
    personal,
    headers,
    viewPath: tags.isData || personal ? null : (render.viewPath ?? null),
  };
  const policy = response.headers.get('Content-Security-Policy');
  if (!tags.isData && !policy) return null;

  const parts = partsOf(text);
  if (hasStrayMarker(parts)) return null;
  const filledPerServe = parts.some((part) => !Buffer.isBuffer(part) && part.hole !== 'nonce');
  if (filledPerServe) {
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

function notModified(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const names = new Set((['identity', 'br', 'gzip'] as const).map((coding) => etagOf(tag, coding)));
  return ifNoneMatch.split(',').some((candidate) => names.has(candidate.trim().replace(/^W\//, '')));
}

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
    if (!page.personal) headers.set('Cache-Control', values.visitor ? VISITOR_CACHE_CONTROL : HOLED_CACHE_CONTROL);
    const { pieces } = page.body;
    if (pieces && acceptsGzip(request.headers.get('Accept-Encoding'))) {
      return encoded(splicedGzip(filledPieces(pieces, values)), 'gzip', headers);
    }
    return encoded(compressNow(fillParts(page.body.parts, values), coding), coding, headers);
  }

  const { identity, tag, stored } = page.body;
  if (page.personal) {
    if (page.policy) headers.set('Content-Security-Policy', page.policy);
    return encoded(
      coding === 'identity' ? identity : (stored?.[coding] ?? compressNow(identity, coding)),
      coding,
      headers,
    );
  }
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

export function piecesOf(parts: Part[]): Promise<NonNullable<HoledBody['pieces']>> {
  return Promise.all(parts.map((part) => (Buffer.isBuffer(part) ? deflatedPiece(part) : part)));
}

/** The visitor's header parts come deflated already; the rest of the holes' values are a few bytes each. */
function filledPieces(pieces: NonNullable<HoledBody['pieces']>, values: HoleValues): Piece[] {
  return pieces.map((piece) => {
    if ('identity' in piece) return piece;
    const part = piece.hole === 'part' ? values.visitor?.parts.get(piece.name) : undefined;
    return part ?? storedPiece(valueOf(piece, values));
  });
}

function encoded(body: Buffer, coding: Coding, headers: Headers): Response {
  if (coding !== 'identity') headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.length));
  return withWholeBody(new Response(asBody(body), { status: 200, headers }), body);
}

const asBody = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>;

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
