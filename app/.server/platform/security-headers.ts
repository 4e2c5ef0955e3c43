export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function baseHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (siteUrl.startsWith('https:')) {
    headers['Strict-Transport-Security'] = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
  }
  return headers;
}

/** The Content-Security-Policy is enforced: scripts only from this site or with the nonce. */
export function securityHeaders(nonce: string, formActionOrigins: string[] = []): Record<string, string> {
  const isDev = process.env.NODE_ENV === 'development';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${isDev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActionOrigins].join(' '),
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** For pages with one person's data: no shared cache may keep them. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * A page whose address is its key (a proof, the couple's site and guest list, a guest's page): kept
 * by no cache, sent to no other site, indexed by no search engine. The address is the key. Not `no-referrer`: with it browsers send `Origin: null` with the page's forms, and the
 * front door refuses them.
 */
export const LINK_PAGE_HEADERS = {
  ...PRIVATE_PAGE_HEADERS,
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
} as const;
