import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { changeEmail, sendCode, verify } from '~/.server/http/login';
import { getCookieSession, getUser } from '~/.server/http/session';
import { safeRedirect } from '~/lib/safe-redirect';
import { Field, inputClasses } from '~/components/forms/field';
import { pageMeta } from '~/components/site/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { SectionHeading } from '~/components/ui/section-heading';
import { CODE_LENGTH } from '~/schemas/login';

export const meta = () =>
  pageMeta('Sign In', 'Sign in to Petal & Quill with a one-time code sent to your e-mail. No password needed.');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  const user = await getUser(context.services, request);
  // Signed in already: go on, unless the page asked for needs another account (an admin page
  // for a non-admin), which sent the visitor here; redirecting back would loop.
  if (user && redirectTo === '/') throw redirect('/');
  const pendingEmail = (await getCookieSession(context.services, request)).get('pendingEmail') ?? null;
  return { pendingEmail, redirectTo, signedInAs: user?.name ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  switch (form.get('intent')) {
    case 'send':
      return sendCode(request, context, form);
    case 'change-email':
      return changeEmail(request, context, form);
    case 'verify':
      return verify(request, context, form, 'code');
    default:
      throw new Response('Unknown action', { status: 400 });
  }
}

function ErrorBox({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      {message}
    </p>
  );
}

/** Two steps, both plain form posts: the e-mail, then the 6-digit code. */
export default function Login() {
  const { pendingEmail, redirectTo, signedInAs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const step = pendingEmail && actionData?.step !== 'email' ? 'code' : 'email';
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
          {step === 'email' ? (
            <Form method="post" noValidate className="space-y-4">
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <p className="text-sm text-muted">
                Enter your e-mail and we will send you a one-time code. No password needed.
              </p>
              <ErrorBox message={actionData?.formError} />
              <Field
                id="login-email"
                label="Email"
                errors={actionData?.fieldError ? [actionData.fieldError] : undefined}
                errorId="login-email-error"
              >
                <input
                  id="login-email"
                  name="email"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="email"
                  defaultValue={actionData?.email ?? ''}
                  aria-invalid={actionData?.fieldError ? true : undefined}
                  aria-describedby="login-email-error"
                  className={inputClasses}
                />
              </Field>
              <button
                type="submit"
                name="intent"
                value="send"
                disabled={busy}
                className={buttonClasses('primary', 'w-full disabled:opacity-70')}
              >
                {busy ? 'Sending...' : 'Send OTP'}
              </button>
            </Form>
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-muted">
                We sent a 6-digit code to <strong className="font-medium text-ink">{pendingEmail}</strong>. Enter it
                below, or use the link in the e-mail.
              </p>
              <ErrorBox message={actionData?.formError} />
              <Form method="post" noValidate className="space-y-4">
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <Field id="login-code" label="6-digit code" errorId="login-code-error">
                  <input
                    id="login-code"
                    name="code"
                    type="text"
                    required
                    maxLength={CODE_LENGTH}
                    minLength={CODE_LENGTH}
                    pattern="[0-9]*"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    aria-describedby="login-code-error"
                    className={`${inputClasses} text-center font-mono text-2xl tracking-[0.5em]`}
                  />
                </Field>
                <button
                  type="submit"
                  name="intent"
                  value="verify"
                  disabled={busy}
                  className={buttonClasses('primary', 'w-full disabled:opacity-70')}
                >
                  {busy ? 'Verifying...' : 'Verify & Sign In'}
                </button>
              </Form>
              <Form method="post" className="text-center">
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <button
                  type="submit"
                  name="intent"
                  value="change-email"
                  className="text-sm text-rose underline underline-offset-4 hover:text-rose-dark"
                >
                  Change email
                </button>
              </Form>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
