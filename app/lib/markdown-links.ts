const ALLOWED_SCHEME = /^(https?|mailto)$/i;

/** '' for anything but http(s), mailto and on-site addresses (`javascript:`, `data:`, schemes hidden behind a tab). */
export function safeMarkdownUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  const pathStart = value.search(/[/?#]/);
  if (colon === -1 || (pathStart !== -1 && colon > pathStart)) return value;
  return ALLOWED_SCHEME.test(value.slice(0, colon)) ? value : '';
}
