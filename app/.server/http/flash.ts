import { createCookie, redirect } from '@remix-run/node';
import * as v from 'valibot';
import type { Secrets } from '../platform/signing';

/** A short-lived signed cookie across a redirect, so the notice shows with and without JavaScript. */
export const NoticeSchema = v.object({
  kind: v.picklist(['success', 'error']),
  title: v.pipe(v.string(), v.maxLength(200)),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
  action: v.optional(
    v.object({ label: v.pipe(v.string(), v.maxLength(40)), href: v.pipe(v.string(), v.startsWith('/')) }),
  ),
});

export type Notice = v.InferOutput<typeof NoticeSchema>;

export function createFlash(secrets: Secrets, secure: boolean) {
  const cookie = createCookie('flash', { httpOnly: true, sameSite: 'lax', path: '/', secrets, secure, maxAge: 60 });

  async function headersWith(notice: Notice, headers: HeadersInit = {}): Promise<Headers> {
    const result = new Headers(headers);
    result.append('Set-Cookie', await cookie.serialize(notice));
    return result;
  }

  return {
    headersWith,
    async redirect(url: string, notice: Notice, init: ResponseInit = {}) {
      return redirect(url, { ...init, headers: await headersWith(notice, init.headers) });
    },
    async read(request: Request): Promise<{ notice: Notice | null; headers: Headers }> {
      const headers = new Headers();
      const raw = request.headers.get('Cookie');
      if (!raw || !raw.includes('flash=')) return { notice: null, headers };
      const value = await cookie.parse(raw);
      headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }));
      const parsed = v.safeParse(NoticeSchema, value);
      return { notice: parsed.success ? parsed.output : null, headers };
    },
  };
}

export type Flash = ReturnType<typeof createFlash>;
