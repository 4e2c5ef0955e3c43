export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Headers of every response the server sends (pages, data requests, files, static assets):
 * no MIME sniffing, and on an https site, HTTPS only for a year (HSTS).
 */
export function baseHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (siteUrl.startsWith('https:')) {
    headers['Strict-Transport-Security'] = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
  }
  return headers;
}

/**
 * Headers sent with every page. The Content-Security-Policy is enforced (not report-only):
 * scripts run only from this site or with the response's nonce; forms post only here (or to the
 * payment provider's page the checkout redirects to).
 */
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
    // A form post may redirect to the payment provider's hosted page (Stripe Checkout).
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

/**
 * Headers of a page that shows one person's data (their account, orders and downloads, the
 * checkout with their cart and details, a sign-in in progress, the admin area): no shared cache
 * may keep it, nor the browser once the tab is closed.
 */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
