import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { getInputProps } from '@conform-to/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { enterSitePassword, sitePageData } from '~/.server/invitation-site/site-page';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { InvitationFrame } from './invitation-frame';
import { InvitationNotFound } from './invitation-not-found';
import { previewMeta } from './preview-meta';
import { EnterPasswordSchema, SITE_PASSWORD_MAX } from '~/schemas/invitation-site';

export const meta: MetaFunction<typeof loader> = ({ data: site }) =>
  site
    ? [
        { title: `${site.title} — our wedding` },
        ...previewMeta(site.preview, site.url),
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: 'Invitation not found' }, { name: 'robots', content: 'noindex' }];

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

/** The site's own address: the design and welcome; the events and the RSVP are on each guest's link. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return sitePageData(context.services, request, params.address);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  return enterSitePassword(
    context.services,
    request,
    context.socketAddress,
    params.address,
    await readFormData(request),
  );
}

export default function InvitationSite() {
  const site = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result: LastResult } | undefined;
  return (
    <InvitationFrame
      title={site.title}
      address={site.address}
      welcome={site.welcome}
      hasDesign={site.hasDesign}
      cover={site.cover}
    >
      {site.locked ? (
        <PasswordForm lastResult={answer?.result} />
      ) : (
        <p className="text-center text-muted">
          Your events and your RSVP are on the personal link {site.title} sent you.
        </p>
      )}
    </InvitationFrame>
  );
}

function PasswordForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useConformForm({ id: 'site-password-entry', schema: EnterPasswordSchema, lastResult });
  return (
    <div className="mx-auto max-w-sm rounded-2xl border border-gold/40 bg-white/80 p-6 shadow-sm">
      <p className="text-center text-ink">This invitation is private. Please enter the password you were given.</p>
      <ConformForm form={form} className="mt-4 space-y-1">
        <Field {...fieldProps(fields.password)} label="Password">
          <input
            {...getInputProps(fields.password, { type: 'password' })}
            autoComplete="current-password"
            maxLength={SITE_PASSWORD_MAX}
            className={inputClasses}
          />
        </Field>
        <SubmitButton formId={form.id} pendingLabel="Opening…" className="w-full">
          Open the invitation
        </SubmitButton>
      </ConformForm>
    </div>
  );
}

export { InvitationNotFound as ErrorBoundary };
