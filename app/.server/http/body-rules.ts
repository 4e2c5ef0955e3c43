/**
 * What a request body may be, by the kind of route it is posted to. The front door
 * (./front-door.ts) reads every body through these rules before Remix sees the request.
 */

/** Forms are a few fields of text; the longest (a brief's wording) is a few thousand characters. */
export const MAX_FORM_BYTES = 64 * 1024;
/** Stripe's events are a few kilobytes; 1 MB leaves room for the largest (a long cart). */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;
/**
 * A proof upload: up to 10 print-ready files (a PDF of a few MB, JPGs and PNGs at print size)
 * with a note. 40 MB together is room for a suite of high-resolution designs; the body is never
 * held in memory (it streams to disk), so the cap bounds time and disk, not memory.
 */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/**
 * An admin content form with images: a collection's main image and a gallery of 3, at most 10 MB
 * each (app/.server/images/limits.ts), with a megabyte of text besides. Streamed to disk like a
 * proof upload.
 */
export const MAX_CONTENT_UPLOAD_BYTES = 4 * 10 * 1024 * 1024 + 1024 * 1024;

export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export interface BodyRule {
  /**
   * form and webhook bodies are read whole (up to their cap) before Remix sees the request; an
   * upload is handed to Remix as a stream that stops with an error at its cap.
   */
  kind: 'form' | 'webhook' | 'upload';
  /** Bytes read at most; a longer body is cut off there (and answered 413). */
  maxBytes: number;
  /** Media types accepted (the part of Content-Type before any `;`). */
  contentTypes: string[];
  /**
   * Whether the post must come from this site's own pages (the Origin check). Webhooks are
   * exempt: they come from the provider's servers and are checked by their signature instead.
   */
  sameOriginOnly: boolean;
}

const FORM_RULE: BodyRule = {
  kind: 'form',
  maxBytes: MAX_FORM_BYTES,
  contentTypes: FORM_CONTENT_TYPES,
  sameOriginOnly: true,
};

const WEBHOOK_RULE: BodyRule = {
  kind: 'webhook',
  maxBytes: MAX_WEBHOOK_BYTES,
  contentTypes: ['application/json'],
  sameOriginOnly: false,
};

const UPLOAD_RULE: BodyRule = {
  kind: 'upload',
  maxBytes: MAX_UPLOAD_BYTES,
  contentTypes: ['multipart/form-data'],
  sameOriginOnly: true,
};

const CONTENT_UPLOAD_RULE: BodyRule = { ...UPLOAD_RULE, maxBytes: MAX_CONTENT_UPLOAD_BYTES };

/**
 * The pages that take file uploads: the designer's proofs of an order (its document post, and
 * single fetch's `.data` post to the same action).
 */
const UPLOAD_PATH = /^\/admin\/orders\/[^/]+\/proofs(?:\.data)?$/;

/**
 * The designer's content screens, whose forms carry images (/admin/collections…, /admin/portfolio…,
 * /admin/about…, /admin/home…, and single fetch's `.data` posts to them). Their multipart posts
 * stream (CONTENT_UPLOAD_RULE); a url-encoded post there (a form without files) is an ordinary
 * form. Every action under them reads its body with readContentForm (./content-upload.ts).
 */
const CONTENT_UPLOAD_PATH = /^\/admin\/(?:collections|portfolio|about|home)(?:\/.*|\.data)?$/;

/** The webhook endpoints: the paths a payment provider posts to. */
export const WEBHOOK_PATHS: readonly string[] = ['/webhooks/stripe'];

/**
 * The rule for a path (and, on the content screens, the post's Content-Type): webhooks at their
 * own paths, uploads at theirs, forms everywhere else. Only the exact paths:
 * any other (`/webhooks/stripe.data`, single fetch's path to the same action; `/webhooks/x`, the
 * not-found page) reaches Remix as a page or a single-fetch post, with Remix's own origin check,
 * which answers a cross-site post with a 500 (fuzz suite). No provider posts there, so they get
 * the form rule and this site's origin check.
 */
export function bodyRuleFor(pathname: string, contentType?: string | null): BodyRule {
  if (WEBHOOK_PATHS.includes(pathname)) return WEBHOOK_RULE;
  if (UPLOAD_PATH.test(pathname)) return UPLOAD_RULE;
  if (CONTENT_UPLOAD_PATH.test(pathname) && mediaType(contentType) === 'multipart/form-data') {
    return CONTENT_UPLOAD_RULE;
  }
  return FORM_RULE;
}

/** The media type of a Content-Type header, lower-cased, without parameters ('' when absent). */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
