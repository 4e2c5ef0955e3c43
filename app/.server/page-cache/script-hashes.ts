import crypto from 'node:crypto';

/**
 * A cached page without forms is the same bytes for every visitor, so its inline scripts cannot
 * carry a per-response nonce. They are allowed by hash instead: the page is rendered with the
 * nonce placeholder (./render-holes.ts), the placeholder's `nonce` attributes are taken out, and
 * the CSP's `'nonce-…'` becomes the `'sha256-…'` of each inline script (what the browser hashes:
 * the script element's text, as UTF-8). A script from a file (`src`) is allowed by `'self'`.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The CSP sources of the inline scripts of `html`, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page without the placeholder nonce's attributes. */
export const withoutNonce = (html: string, nonce: string) => html.replaceAll(` nonce="${nonce}"`, '');

/**
 * The CSP with the placeholder's `'nonce-…'` source replaced by `sources`; null when the policy
 * has no such source (then the page is not kept: its scripts could not be allowed).
 */
export function policyWithSources(policy: string, nonce: string, sources: string[]): string | null {
  const nonceSource = `'nonce-${nonce}'`;
  if (!policy.includes(nonceSource)) return null;
  return policy.replace(sources.length ? nonceSource : ` ${nonceSource}`, sources.join(' '));
}
