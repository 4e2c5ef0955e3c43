import { Link } from '@remix-run/react';
import type { AdminCollectionSummary } from '~/.server/collections/admin-list';
import type { ImageView } from '~/lib/images';
import { deleteCollectionDetail } from '~/lib/archive-copy';
import { formatUsd } from '~/lib/money';
import { DELETE_COLLECTION_QUESTION } from '~/schemas/collection';
import { ConfirmDelete } from '~/components/admin/confirm-delete';
import {
  cellClasses,
  ContentRowStart,
  ContentTable,
  rowClasses,
  type ContentColumn,
} from '~/components/admin/content-table';
import { smallButtonClasses } from '~/components/admin/post-button';
import { StatusBadge } from '~/components/admin/status-badge';

const td = cellClasses;
const COLUMNS: ContentColumn[] = [
  { label: 'Collection' },
  { label: 'Category' },
  { label: 'Price', numeric: true },
  { label: 'Status' },
  { label: 'Orders', numeric: true },
  { label: 'Actions', hidden: true },
];

function Badges({ collection }: { collection: AdminCollectionSummary }) {
  if (collection.archivedAt) return <StatusBadge tone="grey">Archived</StatusBadge>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {collection.isPublished ? (
        <StatusBadge tone="green">Published</StatusBadge>
      ) : (
        <StatusBadge tone="amber">Draft</StatusBadge>
      )}
      {collection.isFeatured ? <StatusBadge tone="gold">Featured</StatusBadge> : null}
    </span>
  );
}

export function CollectionTable({
  collections,
}: {
  collections: (AdminCollectionSummary & { picture: ImageView | null })[];
}) {
  return (
    <ContentTable caption="Collections, in the shop’s order" columns={COLUMNS} minWidth="md:min-w-[52rem]">
      {collections.map((collection) => (
        <tr key={collection.id} data-testid="collection-row" className={rowClasses}>
          <ContentRowStart
            image={collection.picture}
            title={collection.title}
            editHref={collection.archivedAt ? null : `/admin/collections/${collection.id}/edit`}
          />
          <td className={`${td} text-muted`}>{collection.category}</td>
          <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatUsd(collection.priceCents)}</td>
          <td className={td}>
            <Badges collection={collection} />
          </td>
          <td className={`${td} text-right tabular-nums`}>
            {collection.orderCount}
            <span className="text-muted md:hidden"> {collection.orderCount === 1 ? 'order' : 'orders'}</span>
          </td>
          <td className={`${td} whitespace-nowrap text-right max-md:pt-2`}>
            <span className="inline-flex items-center gap-2">
              {collection.archivedAt ? null : (
                <Link
                  to={`/admin/collections/${collection.id}/edit`}
                  aria-label={`Edit: ${collection.title}`}
                  className={smallButtonClasses('plain')}
                >
                  Edit
                </Link>
              )}
              <Link
                to={`/collections/${collection.id}`}
                aria-label={`${collection.isPublished ? 'View' : 'Preview'}: ${collection.title}`}
                className={smallButtonClasses('quiet')}
              >
                {collection.isPublished ? 'View' : 'Preview'}
              </Link>
              {collection.archivedAt ? null : (
                <ConfirmDelete
                  href={`/admin/collections/${collection.id}/delete`}
                  question={DELETE_COLLECTION_QUESTION}
                  label="Delete"
                  accessibleLabel={`Delete: ${collection.title}`}
                  fields={{ id: collection.id, version: collection.version }}
                  detail={deleteCollectionDetail(collection.orderCount)}
                />
              )}
            </span>
          </td>
        </tr>
      ))}
    </ContentTable>
  );
}
