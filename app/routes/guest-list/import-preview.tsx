import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { handleImportConfirm, importPreviewData } from '~/.server/guest-list/import-page';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { PreviewTable } from './preview-table';
import { SIDE_NAMES } from '~/schemas/invitation-site';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta = metaOrNotFound(() => [
  ...pageMeta('Check Your Guest List', 'See who will be added before anything is.'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]);

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return importPreviewData(context.services, params.token ?? '', params.id);
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  return handleImportConfirm(context.services, params.token ?? '', await readFormData(request));
}

const guests = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'guest' : 'guests'}`;

export default function CheckGuestList() {
  const { title, editorPath, importPath, events, stored } = useLoaderData<typeof loader>();
  const { plan } = stored;
  const navigation = useNavigation();
  const eventName = new Map(events.map((event) => [event.id, event.name]));
  return (
    <>
      <PageHero eyebrow={title} title="Check your guest list" />
      <div className="mx-auto max-w-5xl space-y-10 px-5 py-12 sm:px-8">
        <Link
          to={`${editorPath}#guests`}
          className="inline-block text-sm font-medium uppercase tracking-[0.2em] text-muted hover:text-rose"
        >
          ← Back to your site
        </Link>
        <section aria-labelledby="summary-heading" className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm">
          <h2 id="summary-heading" className="text-3xl">
            {stored.fileName}
          </h2>
          {stored.importedAt ? (
            <p className="mt-3 text-lg" role="status">
              Imported: {guests(stored.added ?? 0)} added to your list.
            </p>
          ) : (
            <>
              <ul className="mt-3 space-y-1 text-lg" data-testid="import-summary">
                <li>{guests(plan.adds.length)} will be added</li>
                <li>
                  {plan.refused.length} {plan.refused.length === 1 ? 'row cannot' : 'rows cannot'} be added (see why
                  below)
                </li>
                <li>
                  {plan.duplicates.length} {plan.duplicates.length === 1 ? 'looks' : 'look'} like a guest already on
                  your list and will not be added again
                </li>
              </ul>
              {plan.allEvents ? (
                <p className="mt-3 text-muted">
                  No column names one of your events: everyone is invited to all of them.
                </p>
              ) : null}
              <div className="mt-6 flex flex-wrap items-center gap-4">
                {plan.adds.length ? (
                  <Form method="post">
                    <input type="hidden" name="importId" value={stored.id} />
                    <button type="submit" className={buttonClasses('primary')} disabled={navigation.state !== 'idle'}>
                      {navigation.state !== 'idle' ? 'Importing…' : `Import ${guests(plan.adds.length)}`}
                    </button>
                  </Form>
                ) : null}
                <Link to={importPath} className="text-sm font-medium text-rose underline underline-offset-4">
                  Choose another file
                </Link>
              </div>
            </>
          )}
        </section>

        <PreviewTable
          id="columns-heading"
          title="How your columns were read"
          headings={['Your column', 'Read as']}
          rows={plan.columns.map((column, index) => ({ key: index, cells: [column.heading, column.reads] }))}
        />

        {plan.refused.length ? (
          <PreviewTable
            id="refused-heading"
            title="Cannot be added"
            intro="Correct these rows in your spreadsheet and import it again, or add them by hand."
            headings={['Row', 'Name', 'Why']}
            testId="refused-rows"
            rows={plan.refused.map((row) => ({
              key: row.line,
              cells: [row.line, row.name, { content: row.reasons.join('; '), className: 'text-red-700' }],
            }))}
          />
        ) : null}

        {plan.duplicates.length ? (
          <PreviewTable
            id="duplicates-heading"
            title="Already on your list"
            intro="The same phone number, or the same name in the same group: not added twice."
            headings={['Row', 'Name', 'Phone', 'Same as']}
            testId="duplicate-rows"
            rows={plan.duplicates.map((row) => ({
              key: row.line,
              cells: [row.line, row.name, { content: row.phone, className: 'whitespace-nowrap' }, row.of],
            }))}
          />
        ) : null}

        {plan.adds.length && !stored.importedAt ? (
          <PreviewTable
            id="adds-heading"
            title="Will be added"
            headings={['Row', 'Name', 'Phone', 'People', 'Side · group', 'Invited to']}
            testId="added-rows"
            rows={plan.adds.map((party) => ({
              key: party.line,
              cells: [
                party.line,
                party.name,
                { content: party.phone, className: 'whitespace-nowrap' },
                party.ceiling,
                [party.side ? SIDE_NAMES[party.side] : '', party.group].filter(Boolean).join(' · '),
                party.eventIds
                  .map((id) => eventName.get(id))
                  .filter(Boolean)
                  .join(', '),
              ],
            }))}
          />
        ) : null}
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary };
