import { data, redirect, type AppLoadContext } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import { AuthorizationError } from 'remix-auth';
import { SendCodeSchema, SignInLinkSchema, VerifyCodeSchema } from '~/schemas/login';
import { safeRedirect } from '~/lib/safe-redirect';
import { requestSignInCode } from './codes';
import type { Services } from '~/.server/boot/services';
import { clientAddress } from '../http/client-address';
import type { Notice } from '../http/flash';
import { getCookieSession } from './signed-in';
import { parseSubmission } from '../http/submission';
import { isStorageFull } from '../storage/storage-full';

export const SEND_FAILED_MESSAGE = 'Failed to send OTP. Please try again.';

export type SignInStep = 'email' | 'code' | 'link';

async function commitWithNotice(
  { flash, sessionStorage }: Services,
  session: Awaited<ReturnType<typeof getCookieSession>>,
  notice: Notice,
) {
  return flash.headersWith(notice, { 'Set-Cookie': await sessionStorage.commitSession(session) });
}

const loginUrl = (redirectTo: string) =>
  redirectTo === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;

export async function sendCode(request: Request, context: AppLoadContext, formData: FormData) {
  const services = context.services;
  const submission = parseSubmission(formData, SendCodeSchema);
  if (submission.status !== 'success') {
    return data({ step: 'email' as SignInStep, result: submission.reply() }, { status: 400 });
  }
  let failure: unknown;
  const result = await requestSignInCode(services.db, {
    email: submission.value.email,
    clientAddress: clientAddress(request, context.socketAddress, services.trustedHeader),
    siteUrl: services.siteUrl,
    secret: services.secrets[0],
  }).catch((error: unknown) => {
    console.error('Sending a sign-in code failed:', error);
    failure = error;
    return null;
  });
  if (!result && isStorageFull(failure)) {
    // A full disk passes once space is freed: 503, try again later.
    return data(
      { step: 'email' as SignInStep, result: submission.reply({ formErrors: [SEND_FAILED_MESSAGE] }) },
      { status: 503 },
    );
  }
  if (result?.status !== 'sent') {
    const wait = result ? ` You can ask for a new code in ${Math.ceil(result.retryAfterSeconds / 60)} min.` : '';
    return data(
      { step: 'email' as SignInStep, result: submission.reply({ formErrors: [SEND_FAILED_MESSAGE + wait] }) },
      result ? { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } } : { status: 500 },
    );
  }
  services.afterCommit();
  const session = await getCookieSession(services, request);
  session.set('pendingEmail', submission.value.email);
  return redirect(loginUrl(safeRedirect(formData.get('redirectTo'))), {
    headers: await commitWithNotice(services, session, {
      kind: 'success',
      title: 'OTP sent to your email. Please check your inbox.',
    }),
  });
}

export async function changeEmail(request: Request, context: AppLoadContext, formData: FormData) {
  const { sessionStorage } = context.services;
  const session = await getCookieSession(context.services, request);
  session.unset('pendingEmail');
  return redirect(loginUrl(safeRedirect(formData.get('redirectTo'))), {
    headers: { 'Set-Cookie': await sessionStorage.commitSession(session) },
  });
}

export async function verifyCode(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseSubmission(formData, VerifyCodeSchema);
  if (submission.status !== 'success') {
    return data({ step: 'code' as SignInStep, result: submission.reply() }, { status: 400 });
  }
  return signIn(request, context, formData, 'code', submission);
}

export async function verifyLink(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseSubmission(formData, SignInLinkSchema);
  if (submission.status !== 'success') {
    return data({ step: 'link' as SignInStep, result: submission.reply() }, { status: 400 });
  }
  return signIn(request, context, formData, 'link', submission);
}

async function signIn(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  step: SignInStep,
  submission: Submission<unknown>,
) {
  const services = context.services;
  let auth;
  try {
    auth = await services.authenticator.authenticate('email-code', request, { throwOnError: true, context });
  } catch (error) {
    if (error instanceof AuthorizationError) {
      return data({ step, result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    }
    throw error;
  }
  const session = await getCookieSession(services, request);
  session.set('user', auth);
  session.unset('pendingEmail');
  return redirect(safeRedirect(formData.get('redirectTo')), {
    headers: await commitWithNotice(services, session, { kind: 'success', title: 'Login successful!' }),
  });
}
