import type { LoaderFunctionArgs } from '@remix-run/node';
import { guestListCsv } from '~/.server/guest-list/guest-csv';
import { openSiteEditor } from '~/.server/invitation-site/site-editor';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';

/** The guest list for a spreadsheet or the caterer: only with the editor's own link. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const access = await openSiteEditor(context.services, params.token ?? '', new Date());
  if (access.status !== 'ok') throw new Response('Not Found', { status: 404 });
  const csv = await guestListCsv(context.services.db, access.site.id);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...LINK_PAGE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="guest-list-${access.site.address}.csv"`,
    },
  });
}
