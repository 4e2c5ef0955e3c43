import { data, redirect, type AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { AuthorizationError } from 'remix-auth';
import { SendCodeSchema } from '~/schemas/login';
import { safeRedirect } from '~/lib/safe-redirect';
import { requestSignInCode } from '../auth/codes';
import type { Services } from '../services';
import { clientAddress } from './client-address';
import type { Notice } from './flash';
import { getCookieSession } from './session';

export const SEND_FAILED_MESSAGE = 'Failed to send OTP. Please try again.';

/** Headers that commit the cookie session and carry a flash notice. */
async function commitWithNotice(
  { flash, sessionStorage }: Services,
  session: Awaited<ReturnType<typeof getCookieSession>>,
  notice: Notice,
) {
  return flash.headersWith(notice, { 'Set-Cookie': await sessionStorage.commitSession(session) });
}

const loginUrl = (redirectTo: string) =>
  redirectTo === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;

/** Step 1: e-mail the code and link, remember the address for step 2. */
export async function sendCode(request: Request, context: AppLoadContext, form: FormData) {
  const services = context.services;
  const redirectTo = safeRedirect(form.get('redirectTo'));
  const parsed = v.safeParse(SendCodeSchema, { email: form.get('email') ?? undefined });
  const typed = String(form.get('email') ?? '').slice(0, 254);
  if (!parsed.success) {
    return data(
      { step: 'email' as const, email: typed, fieldError: parsed.issues[0].message, formError: null },
      { status: 400 },
    );
  }
  const result = await requestSignInCode(services.db, {
    email: parsed.output.email,
    clientAddress: clientAddress(request, context.socketAddress, services.trustedHeader),
    siteUrl: services.siteUrl,
    secret: services.secrets[0]!,
  }).catch((error: unknown) => {
    console.error('Sending a sign-in code failed:', error);
    return null;
  });
  if (result?.status !== 'sent') {
    const wait = result ? ` You can ask for a new code in ${Math.ceil(result.retryAfterSeconds / 60)} min.` : '';
    return data(
      { step: 'email' as const, email: typed, fieldError: null, formError: SEND_FAILED_MESSAGE + wait },
      { status: result ? 429 : 500 },
    );
  }
  services.afterCommit();
  const session = await getCookieSession(services, request);
  session.set('pendingEmail', parsed.output.email);
  throw redirect(loginUrl(redirectTo), {
    headers: await commitWithNotice(services, session, {
      kind: 'success',
      title: 'OTP sent to your email. Please check your inbox.',
    }),
  });
}

/** Back to step 1. */
export async function changeEmail(request: Request, context: AppLoadContext, form: FormData) {
  const { sessionStorage } = context.services;
  const session = await getCookieSession(context.services, request);
  session.unset('pendingEmail');
  throw redirect(loginUrl(safeRedirect(form.get('redirectTo'))), {
    headers: { 'Set-Cookie': await sessionStorage.commitSession(session) },
  });
}

/** Step 2 (or the link's button): remix-auth checks the code or token, then the session starts. */
export async function verify(request: Request, context: AppLoadContext, form: FormData, step: 'code' | 'link') {
  let auth;
  try {
    auth = await context.services.authenticator.authenticate('email-code', request, { throwOnError: true, context });
  } catch (error) {
    if (error instanceof AuthorizationError) {
      return data({ step, email: '', fieldError: null, formError: error.message }, { status: 400 });
    }
    throw error;
  }
  const session = await getCookieSession(context.services, request);
  session.set('user', auth);
  session.unset('pendingEmail');
  throw redirect(safeRedirect(form.get('redirectTo')), {
    headers: await commitWithNotice(context.services, session, { kind: 'success', title: 'Login successful!' }),
  });
}
