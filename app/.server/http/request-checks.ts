import { bodyRuleFor, mediaType, type BodyRule } from './body-rules';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

export interface Refusal {
  status: 400 | 403 | 405 | 413 | 415 | 503;
  title: string;
  message: string;
  headers?: Record<string, string>;
}

export const REFUSALS = {
  badRequest: {
    status: 400,
    title: 'We could not read this request',
    message: 'Something in it was not as a page of this site sends it. Please go back, reload the page and try again.',
  },
  crossSite: {
    status: 403,
    title: 'This form was sent from another site',
    message:
      'For your safety we only accept forms sent from the pages of this site. If you were filling in one of our forms, please go back, reload the page and send it again.',
  },
  method: {
    status: 405,
    title: 'This address does not take that kind of request',
    message: 'Please open the page in your browser and use its buttons and forms.',
    headers: { Allow: ALLOWED_METHODS.join(', ') },
  },
  tooLarge: {
    status: 413,
    title: 'This request is too large',
    message: 'It was longer than this address accepts, so nothing was saved.',
  },
  mediaType: {
    status: 415,
    title: 'We could not read this request',
    message: 'It was sent in a format this address does not accept. Please use the form on the page.',
  },
  storageFull: {
    status: 503,
    title: 'We cannot save anything just now',
    message:
      'The studio’s storage is full, so what you sent was not saved. Please go back and try again in a few minutes.',
    headers: { 'Retry-After': '300' },
  },
} satisfies Record<string, Refusal>;

export interface RequestLine {
  method: string;
  pathname: string;
  searchParams?: URLSearchParams;
  headers: Headers;
}

/** `?_data=` is refused: Remix still serves it by its old rules and logs a stack trace for each. */
export function refusalFor({ method, pathname, searchParams, headers }: RequestLine): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return REFUSALS.method;
  if (searchParams?.has('_data')) return REFUSALS.badRequest;
  if (method !== 'POST') return null;
  const rule = bodyRuleFor(pathname, headers.get('Content-Type'));
  if (rule.sameOriginOnly && !isSameOrigin(headers)) return REFUSALS.crossSite;
  if (!acceptsMediaType(rule, headers.get('Content-Type'))) return REFUSALS.mediaType;
  return null;
}

function acceptsMediaType(rule: BodyRule, contentType: string | null): boolean {
  const type = mediaType(contentType);
  if (!rule.contentTypes.includes(type)) return false;
  return type !== 'multipart/form-data' || /;\s*boundary=/i.test(contentType ?? '');
}

/** As Remix reads it, so a post let through here never trips Remix's own check (a 500). */
function addressedHost(headers: Headers): string | null {
  const forwarded = headers.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  return forwarded || headers.get('Host');
}

/** Browsers send `Origin` or `Sec-Fetch-Site` with every post; a request with neither carries no visitor's cookies. */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('Origin');
  if (origin !== null) {
    const host = addressedHost(headers);
    return host !== null && originHost(origin) === host;
  }
  const fetchSite = headers.get('Sec-Fetch-Site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === origin.toLowerCase() && /^https?:$/.test(url.protocol) ? url.host : null;
  } catch {
    return null;
  }
}
