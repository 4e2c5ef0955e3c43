import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import * as v from 'valibot';
import type { Secrets } from '../platform/signing';

export const CHECKOUT_KEY_MAX_AGE_SECONDS = 24 * 60 * 60;

/** In a cookie, so going back from the payment page gives the form the same key and finds the same order. */
export function createCheckoutKeyCookie(secrets: Secrets, secure: boolean) {
  const cookie = createCookie('checkout', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secrets,
    secure,
    maxAge: CHECKOUT_KEY_MAX_AGE_SECONDS,
  });
  return {
    async keyFor(request: Request): Promise<{ key: string; setCookie: string | null }> {
      const header = request.headers.get('Cookie');
      const value: unknown = header?.includes('checkout=') ? await cookie.parse(header) : null;
      const parsed = v.safeParse(v.pipe(v.string(), v.uuid()), value);
      if (parsed.success) return { key: parsed.output, setCookie: null };
      const key = crypto.randomUUID();
      return { key, setCookie: await cookie.serialize(key) };
    },
    has: (request: Request) => Boolean(request.headers.get('Cookie')?.includes('checkout=')),
    clear: () => cookie.serialize('', { maxAge: 0 }),
  };
}

export type CheckoutKeyCookie = ReturnType<typeof createCheckoutKeyCookie>;
