import crypto from 'node:crypto';

/** A page kept for everyone cannot carry a per-response nonce, so its inline scripts are allowed by hash. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export const withoutNonce = (html: string, nonce: string) => html.replaceAll(` nonce="${nonce}"`, '');

export function policyWithSources(policy: string, nonce: string, sources: string[]): string | null {
  const nonceSource = `'nonce-${nonce}'`;
  if (!policy.includes(nonceSource)) return null;
  return policy.replace(sources.length ? nonceSource : ` ${nonceSource}`, sources.join(' '));
}
