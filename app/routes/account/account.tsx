import type { HeadersFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { renameAccount, signOutEverywhere } from '~/.server/auth/account';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireUser } from '~/.server/auth/signed-in';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { DisplayNameForm } from './display-name-form';
import { pageMeta } from '~/components/storefront/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { EmailAddress } from '~/components/ui/email-address';
import { PageHero } from '~/components/ui/page-hero';

export const meta = () => pageMeta('Your Account', 'Your Petal & Quill account.');

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  return { email: user.email, name: user.name === user.email ? '' : user.name };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  refuseIfTooLarge(context);
  const formData = await readFormData(request);
  switch (formData.get('intent')) {
    case 'rename':
      return renameAccount(context.services, user.id, formData);
    case 'sign-out-everywhere':
      return signOutEverywhere(context.services, user.id, request);
    default:
      throw new Response('Unknown action', { status: 400 });
  }
}

export default function Account() {
  const { email, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Hello"
        title="Your Account"
        intro={
          <>
            Signed in as <EmailAddress email={email} />
          </>
        }
      />
      <div className="mx-auto max-w-4xl space-y-8 px-5 py-14">
        <section
          aria-labelledby="orders-heading"
          className="flex flex-col gap-5 rounded-2xl border border-line bg-white/80 p-6 shadow-sm sm:p-8 md:flex-row md:items-center md:justify-between md:gap-10"
        >
          <div className="min-w-0">
            <h2 id="orders-heading" className="text-2xl">
              Your orders
            </h2>
            <p className="mt-1 text-sm text-muted">
              Every order placed with <EmailAddress email={email} />, with fresh download links for your designs.
            </p>
          </div>
          <Link to="/account/orders" className={buttonClasses('primary', 'shrink-0 self-start md:self-center')}>
            View your orders
          </Link>
        </section>
        <div className="grid gap-8 md:grid-cols-2">
          <section
            aria-labelledby="name-heading"
            className="flex flex-col rounded-2xl border border-line bg-white/80 p-6 shadow-sm sm:p-8"
          >
            <h2 id="name-heading" className="text-2xl">
              Display name
            </h2>
            <p className="mt-1 text-sm text-muted">Shown in the header instead of your e-mail.</p>
            {/* Keyed by the saved name: after a save the form starts again from it. */}
            <DisplayNameForm key={name} name={name} lastResult={actionData?.result} />
          </section>
          <section
            aria-labelledby="devices-heading"
            className="flex flex-col rounded-2xl border border-line bg-white/80 p-6 shadow-sm sm:p-8"
          >
            <h2 id="devices-heading" className="text-2xl">
              Devices
            </h2>
            <p className="mt-1 text-sm text-muted">
              Lost a phone, or signed in on a shared computer? End every session of your account.
            </p>
            <Form method="post" className="mt-auto pt-5">
              <button type="submit" name="intent" value="sign-out-everywhere" className={buttonClasses('outline')}>
                Sign out everywhere
              </button>
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}
