import type { HeadersFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { verifyLink } from '~/.server/auth/login';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { safeRedirect } from '~/lib/safe-redirect';
import { pageMeta } from '~/components/storefront/page-meta';
import { LinkStep } from './sign-in-forms';
import { SectionHeading } from '~/components/ui/section-heading';

export const meta = () => pageMeta('Sign In', 'Finish signing in to Petal & Quill.');

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** Opening the link signs no one in (mail scanners follow links): 'Sign in' is a POST. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    token: (url.searchParams.get('token') ?? '').slice(0, 200),
    redirectTo: safeRedirect(url.searchParams.get('redirectTo')),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  // A copy: remix-auth reads the request's own body when it checks the token.
  return verifyLink(request, context, await readFormData(request.clone()));
}

export default function SignInLink() {
  const { token, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto flex max-w-md flex-col px-5 py-16 text-center sm:py-24">
        <SectionHeading as="h1" eyebrow="Almost there" title="Sign in to Petal & Quill" />
        <div className="mt-10 space-y-5 rounded-2xl border border-line bg-white/90 p-6 shadow-sm sm:p-8">
          <LinkStep token={token} redirectTo={redirectTo} lastResult={actionData?.result} />
        </div>
      </div>
    </div>
  );
}
