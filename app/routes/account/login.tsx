import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { changeEmail, sendCode, verifyCode } from '~/.server/auth/login';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { getCookieSession, getUser } from '~/.server/auth/signed-in';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { safeRedirect } from '~/lib/safe-redirect';
import { pageMeta } from '~/components/storefront/page-meta';
import { CodeStep, EmailStep } from './sign-in-forms';
import { SectionHeading } from '~/components/ui/section-heading';

export const meta = () =>
  pageMeta('Sign In', 'Sign in to Petal & Quill with a one-time code sent to your e-mail. No password needed.');

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  const user = await getUser(context.services, request);
  // Unless the page asked for needs another account (an admin page), which sent the visitor here: redirecting back
  // would loop.
  if (user && redirectTo === '/') throw redirect('/');
  const pendingEmail = (await getCookieSession(context.services, request)).get('pendingEmail') ?? null;
  return { pendingEmail, redirectTo, signedInAs: user?.name ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  // A copy: remix-auth reads the request's own body when it checks the code.
  const formData = await readFormData(request.clone());
  switch (formData.get('intent')) {
    case 'send':
      return sendCode(request, context, formData);
    case 'change-email':
      return changeEmail(request, context, formData);
    case 'verify':
      return verifyCode(request, context, formData);
    default:
      throw new Response('Unknown action', { status: 400 });
  }
}

export default function Login() {
  const { pendingEmail, redirectTo, signedInAs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A refused e-mail stays on step 1, even when an earlier code is still pending.
  const onEmailStep = actionData?.step === 'email' || !pendingEmail;
  return (
    <div className="bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto flex max-w-md flex-col px-5 py-16 sm:py-24">
        <SectionHeading as="h1" eyebrow="Welcome back" title="Sign In" />
        {signedInAs ? (
          <p role="status" className="mt-8 rounded-lg border border-gold/50 bg-cream px-4 py-3 text-sm text-ink">
            You are signed in as {signedInAs}. The page you asked for needs a different account: sign in with it below.
          </p>
        ) : null}
        <div className="mt-10 rounded-2xl border border-line bg-white/90 p-6 shadow-sm sm:p-8">
          {onEmailStep ? (
            <EmailStep redirectTo={redirectTo} lastResult={actionData?.result} />
          ) : (
            <CodeStep pendingEmail={pendingEmail} redirectTo={redirectTo} lastResult={actionData?.result} />
          )}
        </div>
      </div>
    </div>
  );
}
