import { Link } from '@remix-run/react';
import type { AdminCollectionSummary } from '~/.server/catalog-admin';
import type { ImageView } from '~/lib/images';
import { deleteCollectionDetail } from '~/lib/archive-copy';
import { formatUsd } from '~/lib/money';
import { DELETE_COLLECTION_QUESTION } from '~/schemas/collection';
import { ConfirmDelete } from './confirm-delete';
import { ContentThumb } from './content-thumb';
import { smallButtonClasses } from './post-button';
import { StatusBadge } from './status-badge';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-[0.12em] text-muted uppercase whitespace-nowrap';
const td = 'px-4 py-3 align-middle';

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

/**
 * The collections as a table: thumbnail, title, category, price, state and orders, with Edit,
 * View (the shop's page, or its preview) and Delete (asks first). On a narrow screen it scrolls
 * sideways inside its own box.
 */
export function CollectionTable({
  collections,
}: {
  collections: (AdminCollectionSummary & { picture: ImageView | null })[];
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">Collections, in the shop&rsquo;s order</caption>
        <thead className="border-b border-line bg-paper">
          <tr>
            <th scope="col" className={th}>
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className={th}>
              Collection
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={`${th} text-right`}>
              Price
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Orders
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {collections.map((collection) => (
            <tr key={collection.id} data-testid="collection-row" className="hover:bg-paper/60">
              <td className={`${td} w-20`}>
                <ContentThumb image={collection.picture} />
              </td>
              <th scope="row" className={`${td} text-left font-medium`}>
                {collection.archivedAt ? (
                  <span className="text-ink">{collection.title}</span>
                ) : (
                  <Link
                    to={`/admin/collections/${collection.id}/edit`}
                    className="font-display text-lg text-ink underline-offset-4 hover:text-rose hover:underline"
                  >
                    {collection.title}
                  </Link>
                )}
              </th>
              <td className={`${td} text-muted`}>{collection.category}</td>
              <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{formatUsd(collection.priceCents)}</td>
              <td className={td}>
                <Badges collection={collection} />
              </td>
              <td className={`${td} text-right tabular-nums`}>{collection.orderCount}</td>
              <td className={`${td} whitespace-nowrap text-right`}>
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
        </tbody>
      </table>
    </div>
  );
}
