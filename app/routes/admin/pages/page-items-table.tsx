import { Link } from '@remix-run/react';
import type { ImageView } from '~/lib/images';
import { ConfirmDelete } from '~/components/admin/confirm-delete';
import { cellClasses, ContentRowStart, ContentTable } from '~/components/admin/content-table';
import { smallButtonClasses } from '~/components/admin/post-button';

export interface PageItemRow {
  id: string;
  title: string;
  detail: string;
  picture: ImageView | null;
  version: number;
}

export function PageItemsTable({
  caption,
  itemsPath,
  rows,
  question,
  detail,
}: {
  caption: string;
  itemsPath: string;
  rows: PageItemRow[];
  question: string;
  detail: string;
}) {
  return (
    <ContentTable
      caption={caption}
      columns={[{ label: 'Item' }, { label: 'Actions', hidden: true }]}
      minWidth="min-w-[20rem]"
    >
      {rows.map((row) => {
        const href = `${itemsPath}/${encodeURIComponent(row.id)}`;
        return (
          <tr key={row.id} data-testid="page-item" className="hover:bg-paper/60">
            <ContentRowStart image={row.picture} title={row.title} editHref={`${href}/edit`}>
              <span className="block break-all text-muted">{row.detail}</span>
            </ContentRowStart>
            <td className={`${cellClasses} whitespace-nowrap text-right`}>
              <span className="inline-flex flex-col items-end gap-2 sm:flex-row sm:items-center">
                <Link to={`${href}/edit`} aria-label={`Edit: ${row.title}`} className={smallButtonClasses('plain')}>
                  Edit
                </Link>
                <ConfirmDelete
                  href={`${href}/delete`}
                  question={question}
                  label="Delete"
                  accessibleLabel={`Delete: ${row.title}`}
                  fields={{ id: row.id, version: row.version }}
                  detail={detail}
                />
              </span>
            </td>
          </tr>
        );
      })}
    </ContentTable>
  );
}
