import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listCollectionsForAdmin } from '~/.server/collections/admin-list';
import { requireAdmin } from '~/.server/auth/signed-in';
import { resolveImages } from '~/.server/images/views';
import { CollectionTable } from './collection-table';
import { ListSearch } from '~/components/admin/list-search';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPager } from '~/components/admin/pager';
import { ButtonLink } from '~/components/ui/button-link';
import { COLLECTION_FILTERS, contentListHref, parseCollectionListQuery } from '~/schemas/content-list';

export const meta = () => [{ title: 'Digital Collections | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const query = parseCollectionListQuery(new URL(request.url).searchParams);
  const list = await listCollectionsForAdmin(context.services.db, query);
  const picture = await resolveImages(
    context.services.db,
    list.items.map((item) => item.image),
  );
  return { ...list, query, items: list.items.map((item) => ({ ...item, picture: picture(item.image) })) };
}

export default function AdminCollections() {
  const { items, page, pageCount, total, query } = useLoaderData<typeof loader>();
  const filtered = query.status !== 'all' || query.q !== '';
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="Digital Collections"
        intro="What the shop sells. Published collections are in the shop at once; drafts wait until you publish them. A collection that has orders is archived rather than deleted, so its buyers keep their downloads."
        action={<ButtonLink to="/admin/collections/new">Add collection</ButtonLink>}
      />
      <div className="mt-6">
        <ListSearch
          base="/admin/collections"
          label="Collections"
          filter={{ name: 'status', label: 'Show', value: query.status, options: Object.entries(COLLECTION_FILTERS) }}
          q={query.q}
          placeholder="Title or description"
        />
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 collection' : `${total} collections`}
        {filtered ? ' match' : ''}
      </p>
      {items.length ? (
        <div className="mt-3">
          <CollectionTable collections={items} />
        </div>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-line p-8 text-center text-muted">
          {filtered ? 'No collections match.' : 'No collections yet: add the first one.'}
        </p>
      )}
      <AdminPager
        page={page}
        pageCount={pageCount}
        href={(n) => contentListHref('/admin/collections', { status: query.status, q: query.q, page: n })}
        label="Collection pages"
      />
    </div>
  );
}
