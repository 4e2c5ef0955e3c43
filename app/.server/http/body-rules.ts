/** The longest form (a brief's wording) is a few thousand characters. */
export const MAX_FORM_BYTES = 64 * 1024;
export const MAX_WEBHOOK_BYTES = 1024 * 1024;
/** Up to 10 print-ready files; streamed to disk, so the cap bounds time and disk, not memory. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/** A main image and a gallery of 3, at most 10 MB each, plus a megabyte of text. */
export const MAX_CONTENT_UPLOAD_BYTES = 4 * 10 * 1024 * 1024 + 1024 * 1024;

export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export interface BodyRule {
  kind: 'form' | 'webhook' | 'upload';
  maxBytes: number;
  contentTypes: string[];
  /** Webhooks are exempt: they are checked by their signature instead. */
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

const UPLOAD_PATH = /^\/admin\/orders\/[^/]+\/proofs(?:\.data)?$/;

const CONTENT_UPLOAD_PATH = /^\/admin\/(?:collections|portfolio|about|home)(?:\/.*|\.data)?$/;

/** The couple's invitation site editor takes one photo at a time. */
const SITE_PHOTO_PATH = /^\/site\/[^/]+(?:\.data)?$/;
export const MAX_SITE_PHOTO_BYTES = 11 * 1024 * 1024;

/** The couple's guest list file (schemas/guest-list.ts caps the file at 1 MB). */
const GUEST_FILE_PATH = /^\/site\/[^/]+\/import(?:\.data)?$/;
export const MAX_GUEST_FILE_UPLOAD_BYTES = 1024 * 1024 + 64 * 1024;

export const WEBHOOK_PATHS: readonly string[] = ['/webhooks/stripe'];

/** Only the exact paths: any other reaches Remix, whose own origin check answers a cross-site post with a 500. */
export function bodyRuleFor(pathname: string, contentType?: string | null): BodyRule {
  if (WEBHOOK_PATHS.includes(pathname)) return WEBHOOK_RULE;
  if (UPLOAD_PATH.test(pathname)) return UPLOAD_RULE;
  if (CONTENT_UPLOAD_PATH.test(pathname) && mediaType(contentType) === 'multipart/form-data') {
    return CONTENT_UPLOAD_RULE;
  }
  if (SITE_PHOTO_PATH.test(pathname) && mediaType(contentType) === 'multipart/form-data') {
    return { ...UPLOAD_RULE, maxBytes: MAX_SITE_PHOTO_BYTES };
  }
  if (GUEST_FILE_PATH.test(pathname) && mediaType(contentType) === 'multipart/form-data') {
    return { ...UPLOAD_RULE, maxBytes: MAX_GUEST_FILE_UPLOAD_BYTES };
  }
  return FORM_RULE;
}

export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
