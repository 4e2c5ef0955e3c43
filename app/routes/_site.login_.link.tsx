import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { verify } from '~/.server/http/login';
import { safeRedirect } from '~/lib/safe-redirect';
import { pageMeta } from '~/components/site/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { SectionHeading } from '~/components/ui/section-heading';

export const meta = () => pageMeta('Sign In', 'Finish signing in to Petal & Quill.');

/**
 * The e-mail's sign-in link lands here. Opening it signs no one in (mail scanners follow links):
 * the visitor presses 'Sign in', a POST, which works on any device or browser.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    token: (url.searchParams.get('token') ?? '').slice(0, 200),
    redirectTo: safeRedirect(url.searchParams.get('redirectTo')),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return verify(request, context, await request.clone().formData(), 'link');
}

export default function SignInLink() {
  const { token, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto flex max-w-md flex-col px-5 py-16 text-center sm:py-24">
        <SectionHeading as="h1" eyebrow="Almost there" title="Sign in to Petal & Quill" />
        <div className="mt-10 space-y-5 rounded-2xl border border-line bg-white/90 p-6 shadow-sm sm:p-8">
          {actionData?.formError ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
              {actionData.formError} This link may have been used or expired;{' '}
              <a className="underline" href="/login">
                request a new code
              </a>
              .
            </p>
          ) : (
            <p className="text-muted">Press the button to finish signing in on this device.</p>
          )}
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" className={buttonClasses('primary', 'w-full')}>
              Sign in
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
