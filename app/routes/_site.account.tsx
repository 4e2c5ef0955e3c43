import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import * as v from 'valibot';
import { deleteAllSessions } from '~/.server/auth/sessions';
import { updateProfileName } from '~/.server/auth/profiles';
import { getCookieSession, requireUser } from '~/.server/http/session';
import { Field, inputClasses } from '~/components/forms/field';
import { pageMeta } from '~/components/site/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { DisplayNameSchema } from '~/schemas/account';

export const meta = () => pageMeta('Your Account', 'Your Petal & Quill account.');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  return { email: user.email, name: user.name === user.email ? '' : user.name };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db, flash, sessionStorage } = context.services;
  const user = await requireUser(context.services, request);
  const form = await request.formData();
  if (form.get('intent') === 'sign-out-everywhere') {
    await deleteAllSessions(db, user.id);
    const session = await getCookieSession(context.services, request);
    const headers = await flash.headersWith(
      {
        kind: 'success',
        title: 'Signed out everywhere',
        message: 'Every device signed in to your account has been signed out.',
      },
      { 'Set-Cookie': await sessionStorage.destroySession(session) },
    );
    throw redirect('/', { headers });
  }
  const parsed = v.safeParse(DisplayNameSchema, { name: form.get('name') ?? '' });
  if (!parsed.success) {
    return data(
      { error: parsed.issues[0].message, name: String(form.get('name') ?? '').slice(0, 100) },
      { status: 400 },
    );
  }
  await updateProfileName(db, user.id, parsed.output.name || null);
  throw await flash.redirect('/account', { kind: 'success', title: 'Your name has been saved.' });
}

export default function Account() {
  const { email, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow="Hello" title="Your Account" intro={`Signed in as ${email}`} />
      <div className="mx-auto grid max-w-4xl gap-8 px-5 py-14 md:grid-cols-2">
        <section aria-labelledby="name-heading" className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm">
          <h2 id="name-heading" className="text-2xl">
            Display name
          </h2>
          <p className="mt-1 text-sm text-muted">Shown in the header instead of your e-mail.</p>
          <Form method="post" noValidate className="mt-5 space-y-3">
            <Field
              id="display-name"
              label="Name"
              errors={actionData?.error ? [actionData.error] : undefined}
              errorId="display-name-error"
            >
              <input
                id="display-name"
                name="name"
                type="text"
                maxLength={100}
                autoComplete="name"
                defaultValue={actionData?.name ?? name}
                aria-invalid={actionData?.error ? true : undefined}
                aria-describedby="display-name-error"
                className={inputClasses}
              />
            </Field>
            <button type="submit" name="intent" value="rename" className={buttonClasses('primary')}>
              Save name
            </button>
          </Form>
        </section>
        <section
          aria-labelledby="orders-heading"
          className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm md:col-span-2"
        >
          <h2 id="orders-heading" className="text-2xl">
            Your orders
          </h2>
          <p className="mt-1 text-sm text-muted">
            Every order placed with {email}, with fresh download links for your designs.
          </p>
          <Link to="/account/orders" className={buttonClasses('primary', 'mt-5')}>
            View your orders
          </Link>
        </section>
        <section aria-labelledby="devices-heading" className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm">
          <h2 id="devices-heading" className="text-2xl">
            Devices
          </h2>
          <p className="mt-1 text-sm text-muted">
            Lost a phone, or signed in on a shared computer? End every session of your account.
          </p>
          <Form method="post" className="mt-5">
            <button type="submit" name="intent" value="sign-out-everywhere" className={buttonClasses('outline')}>
              Sign out everywhere
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
