import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { handleImportUpload, importPageData } from '~/.server/guest-list/import-page';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import type { LastResult } from '~/components/forms/conform-form';
import { GuestFileForm } from './guest-file-form';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { PageHero } from '~/components/ui/page-hero';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta = metaOrNotFound(() => [
  ...pageMeta('Import Your Guests', 'Add your guest list from a spreadsheet.'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]);

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return importPageData(context.services, params.token ?? '');
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  return handleImportUpload(context.services, params.token ?? '', request);
}

export default function ImportGuests() {
  const { title, editorPath, events } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result: LastResult } | undefined;
  return (
    <>
      <PageHero eyebrow={title} title="Import your guests" />
      <div className="mx-auto max-w-3xl space-y-10 px-5 py-12 sm:px-8">
        <Link
          to={`${editorPath}#guests`}
          className="inline-block text-sm font-medium uppercase tracking-[0.2em] text-muted hover:text-rose"
        >
          ← Back to your site
        </Link>
        <section aria-labelledby="how-heading" className="space-y-3 text-ink">
          <h2 id="how-heading" className="text-3xl">
            From your spreadsheet
          </h2>
          <p>
            Save your list as CSV (Excel: File → Save As → “CSV UTF-8”; Google Sheets: File → Download → CSV). One row
            per family, couple or guest; the first row names the columns:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <strong>Name</strong> and <strong>Phone</strong> (or Mobile, WhatsApp): needed. Indian numbers without +91
              get it.
            </li>
            <li>
              <strong>E-mail</strong>, <strong>Guests</strong> (how many the invitation is for; 1 when empty),{' '}
              <strong>Side</strong> (bride, groom or both) and <strong>Group</strong>: if you have them.
            </li>
            <li>
              {events.length ? (
                <>
                  One column per event, named as on your site ({events.join(', ')}), with “yes” for those invited. With
                  no event columns, everyone is invited to every event.
                </>
              ) : (
                <>Add your events on your site first: guests are invited to them.</>
              )}
            </li>
          </ul>
          <p className="text-muted">
            Nothing is added yet: you will see who will be added, which rows cannot be and why, and who looks like a
            guest already on your list.
          </p>
        </section>
        {events.length ? (
          <section className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm">
            <GuestFileForm lastResult={answer?.result} />
          </section>
        ) : null}
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary };
