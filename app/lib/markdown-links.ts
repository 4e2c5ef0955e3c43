/** The only schemes a link written in the site's Markdown may use. */
const ALLOWED_SCHEME = /^(https?|mailto)$/i;

/**
 * The address a Markdown link or image may keep: http(s), mailto and addresses on this site
 * (`/contact`, `#section-2`, `?page=2`, `contact`); '' for anything else (`javascript:`,
 * `data:`, `vbscript:`, a scheme hidden behind a tab or an entity), which the page then shows as
 * plain text. A colon after the first `/`, `?` or `#` is part of a path, not a scheme.
 */
export function safeMarkdownUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  const pathStart = value.search(/[/?#]/);
  if (colon === -1 || (pathStart !== -1 && colon > pathStart)) return value;
  return ALLOWED_SCHEME.test(value.slice(0, colon)) ? value : '';
}
