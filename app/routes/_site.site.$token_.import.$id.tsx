import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { handleImportConfirm, importPreviewData } from '~/.server/guest-list/import-page';
import { PROOF_PAGE_HEADERS } from '~/.server/studio/proof-answer';
import { WITHOUT_FLOATING_CHAT } from '~/components/site/chat-button';
import { metaOrNotFound, NotFoundBoundary } from '~/components/site/not-found-boundary';
import { pageMeta } from '~/components/site/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SIDE_NAMES } from '~/schemas/invitation-site';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta = metaOrNotFound(() => [
  ...pageMeta('Check Your Guest List', 'See who will be added before anything is.'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]);

export const headers: HeadersFunction = () => PROOF_PAGE_HEADERS;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return importPreviewData(context.services, params.token ?? '', params.id);
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  return handleImportConfirm(context.services, params.token ?? '', await readFormData(request));
}

const guests = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'guest' : 'guests'}`;
const tableClasses = 'w-full min-w-[32rem] text-left text-sm';
const headClasses = 'border-b border-line py-2 pr-4 font-medium text-muted';
const cellClasses = 'border-b border-line/60 py-2 pr-4 align-top';

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

        <section aria-labelledby="columns-heading">
          <h2 id="columns-heading" className="text-2xl">
            How your columns were read
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className={tableClasses}>
              <thead>
                <tr>
                  <th className={headClasses}>Your column</th>
                  <th className={headClasses}>Read as</th>
                </tr>
              </thead>
              <tbody>
                {plan.columns.map((column, index) => (
                  <tr key={index}>
                    <td className={cellClasses}>{column.heading}</td>
                    <td className={cellClasses}>{column.reads}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {plan.refused.length ? (
          <section aria-labelledby="refused-heading">
            <h2 id="refused-heading" className="text-2xl">
              Cannot be added
            </h2>
            <p className="mt-1 text-muted">
              Correct these rows in your spreadsheet and import it again, or add them by hand.
            </p>
            <div className="mt-3 overflow-x-auto">
              <table className={tableClasses} data-testid="refused-rows">
                <thead>
                  <tr>
                    <th className={headClasses}>Row</th>
                    <th className={headClasses}>Name</th>
                    <th className={headClasses}>Why</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.refused.map((row) => (
                    <tr key={row.line}>
                      <td className={cellClasses}>{row.line}</td>
                      <td className={cellClasses}>{row.name}</td>
                      <td className={`${cellClasses} text-red-700`}>{row.reasons.join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        {plan.duplicates.length ? (
          <section aria-labelledby="duplicates-heading">
            <h2 id="duplicates-heading" className="text-2xl">
              Already on your list
            </h2>
            <p className="mt-1 text-muted">
              The same phone number, or the same name in the same group: not added twice.
            </p>
            <div className="mt-3 overflow-x-auto">
              <table className={tableClasses} data-testid="duplicate-rows">
                <thead>
                  <tr>
                    <th className={headClasses}>Row</th>
                    <th className={headClasses}>Name</th>
                    <th className={headClasses}>Phone</th>
                    <th className={headClasses}>Same as</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.duplicates.map((row) => (
                    <tr key={row.line}>
                      <td className={cellClasses}>{row.line}</td>
                      <td className={cellClasses}>{row.name}</td>
                      <td className={`${cellClasses} whitespace-nowrap`}>{row.phone}</td>
                      <td className={cellClasses}>{row.of}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}

        {plan.adds.length && !stored.importedAt ? (
          <section aria-labelledby="adds-heading">
            <h2 id="adds-heading" className="text-2xl">
              Will be added
            </h2>
            <div className="mt-3 overflow-x-auto">
              <table className={tableClasses} data-testid="added-rows">
                <thead>
                  <tr>
                    <th className={headClasses}>Row</th>
                    <th className={headClasses}>Name</th>
                    <th className={headClasses}>Phone</th>
                    <th className={headClasses}>People</th>
                    <th className={headClasses}>Side · group</th>
                    <th className={headClasses}>Invited to</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.adds.map((party) => (
                    <tr key={party.line}>
                      <td className={cellClasses}>{party.line}</td>
                      <td className={cellClasses}>{party.name}</td>
                      <td className={`${cellClasses} whitespace-nowrap`}>{party.phone}</td>
                      <td className={cellClasses}>{party.ceiling}</td>
                      <td className={cellClasses}>
                        {[party.side ? SIDE_NAMES[party.side] : '', party.group].filter(Boolean).join(' · ')}
                      </td>
                      <td className={cellClasses}>
                        {party.eventIds
                          .map((id) => eventName.get(id))
                          .filter(Boolean)
                          .join(', ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary };
