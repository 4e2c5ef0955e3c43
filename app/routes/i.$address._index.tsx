import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { parseSiteAddress } from '~/.server/invitations/site-address';
import { siteDesignOf } from '~/.server/invitations/site-design';
import { sitePath } from '~/.server/invitations/site-links';
import { linkPreviewTags } from '~/.server/invitations/site-preview';
import { siteLink } from '~/.server/orders/deps';
import { siteAtAddress } from '~/.server/invitations/sites';
import { PROOF_PAGE_HEADERS } from '~/.server/studio/proof-answer';
import { InvitationFrame } from '~/components/invitations/invitation-frame';
import { previewMeta } from '~/components/invitations/preview-meta';

export const meta: MetaFunction<typeof loader> = ({ data: site }) =>
  site
    ? [
        { title: `${site.title} — our wedding` },
        ...previewMeta(site.preview, site.url),
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: 'Invitation not found' }, { name: 'robots', content: 'noindex' }];

export const headers: HeadersFunction = () => PROOF_PAGE_HEADERS;

/** The site's own address: the design and welcome; the events and the RSVP are on each guest's link. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const address = parseSiteAddress(params.address);
  const site = address ? await siteAtAddress(context.services.db, address) : null;
  if (!site) throw new Response('Not Found', { status: 404 });
  const { db, config } = context.services;
  const hasDesign = (await siteDesignOf(db, site.orderId)) !== null;
  return {
    title: site.title,
    welcome: site.welcome,
    address: site.address,
    hasDesign,
    preview: await linkPreviewTags(db, config.SITE_URL, site),
    url: siteLink(config.SITE_URL, sitePath(site.address)),
  };
}

export default function InvitationSite() {
  const site = useLoaderData<typeof loader>();
  return (
    <InvitationFrame title={site.title} address={site.address} welcome={site.welcome} hasDesign={site.hasDesign}>
      <p className="text-center text-muted">
        Your events and your RSVP are on the personal link {site.title} sent you.
      </p>
    </InvitationFrame>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="font-script text-4xl text-rose">Petal &amp; Quill</p>
      <h1 className="mt-4 text-4xl">This invitation could not be found</h1>
      <p className="mt-3 text-muted">Please check the address, or ask the couple to send it again.</p>
    </main>
  );
}
