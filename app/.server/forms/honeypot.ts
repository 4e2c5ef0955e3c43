/**
 * A field people never see (hidden off-screen, skipped by keyboard and screen readers) that form
 * filling bots complete. A filled honeypot gets the same success answer, and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

export function isBot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}
