import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { openDownload } from '~/.server/downloads/access';
import { DAYS_AFTER_EVENT, linksForToken, MIN_LINK_DAYS } from '~/.server/downloads/links';
import { PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';
import { CoupleCard } from '~/components/downloads/couple-card';
import { DesignsByHand, DesignsPreparing, DesignsStage } from '~/components/downloads/designs-status';
import { DownloadList } from '~/components/downloads/download-list';
import { FilesUnavailable } from './files-unavailable';
import { LinkExpired } from './link-expired';
import { ClockIcon } from '~/components/storefront/icons';
import { pageMeta } from '~/components/storefront/page-meta';
import { PageHero } from '~/components/ui/page-hero';
import { formatStudioTime } from '~/lib/studio-time';

export const meta: MetaFunction = () => [
  ...pageMeta('Your Downloads', 'The designs of your Petal & Quill order.'),
  { name: 'robots', content: 'noindex' },
  // The page's address is the key to the files: links from here must not pass it on.
  { name: 'referrer', content: 'no-referrer' },
];

export const headers: HeadersFunction = () => PRIVATE_DOWNLOAD_HEADERS;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db } = context.services;
  const token = params.token ?? '';
  const access = await openDownload(db, config.SESSION_SECRETS, token, new Date());
  if (access.status === 'denied') {
    return data(
      {
        status: 'denied',
        reason: access.reason,
        lasting: { afterEvent: DAYS_AFTER_EVENT, least: MIN_LINK_DAYS },
      } as const,
      { status: 403 },
    );
  }
  if (access.status === 'unavailable') return data({ status: 'unavailable' } as const, { status: 404 });
  const links = linksForToken('', token, access.expiresAt, access.files);
  return {
    status: 'ok',
    orderNumber: access.order.number,
    finalApprovedAt: access.order.finalApprovedAt,
    expiresAt: links.expiresAt.toISOString(),
    zipUrl: links.zipUrl,
    coverUrl: links.coverUrl,
    files: links.files,
    designs: access.designs,
  } as const;
}

export default function Downloads() {
  const page = useLoaderData<typeof loader>();
  if (page.status === 'denied') return <LinkExpired reason={page.reason} lasting={page.lasting} />;
  if (page.status === 'unavailable') return <FilesUnavailable />;
  return (
    <>
      <PageHero eyebrow="Your designs" title="Download Your Files" intro={`Order ${page.orderNumber}`} />
      <div className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
        <p className="mb-6 flex items-center justify-center gap-2 text-sm text-muted">
          <ClockIcon className="h-4 w-4 flex-none text-gold" />
          <span>
            This link works until{' '}
            <time dateTime={page.expiresAt} className="font-medium text-ink">
              {formatStudioTime(page.expiresAt)}
            </time>
          </span>
        </p>
        {page.designs === 'preparing' && !page.finalApprovedAt ? (
          <DesignsPreparing />
        ) : (
          <>
            {page.designs === 'failed' ? (
              <div className="mb-8">
                <DesignsByHand />
              </div>
            ) : null}
            {page.coverUrl ? (
              <div className="mb-8 flex justify-center">
                <CoupleCard src={page.coverUrl} />
              </div>
            ) : null}
            {page.designs === 'ready' || page.finalApprovedAt ? (
              <DesignsStage finalApprovedAt={page.finalApprovedAt} />
            ) : null}
            <DownloadList zipUrl={page.zipUrl} files={page.files} headingLevel={2} />
          </>
        )}
        <p className="mt-10 text-center text-sm leading-relaxed text-muted">
          Need the files again later?{' '}
          <Link to="/login?redirectTo=%2Faccount%2Forders" className="text-rose underline underline-offset-4">
            Sign in
          </Link>{' '}
          with your order’s e-mail and open{' '}
          <Link to="/account/orders" className="text-rose underline underline-offset-4">
            your orders
          </Link>{' '}
          for a fresh link.
        </p>
      </div>
    </>
  );
}
