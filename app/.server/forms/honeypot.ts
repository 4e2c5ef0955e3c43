/** Bots fill this hidden field; they get the same success answer, and nothing is stored. */
export const HONEYPOT_FIELD = 'website';

export function isBot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}
