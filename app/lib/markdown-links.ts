const ALLOWED_SCHEME = /^(https?|mailto)$/i;

/**
 * '' for anything but http(s), mailto and addresses on this site (`javascript:`, `data:`, a scheme hidden
 * behind a tab or an entity). A colon after the first `/`, `?` or `#` is part of a path, not a scheme.
 */
export function safeMarkdownUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  const pathStart = value.search(/[/?#]/);
  if (colon === -1 || (pathStart !== -1 && colon > pathStart)) return value;
  return ALLOWED_SCHEME.test(value.slice(0, colon)) ? value : '';
}
