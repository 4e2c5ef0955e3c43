import { Link } from '@remix-run/react';
import type { AdminPortfolioItem } from '~/.server/portfolio/changes';
import type { ImageView } from '~/lib/images';
import { formatStudioDay } from '~/lib/studio-time';
import { DELETE_PORTFOLIO_QUESTION } from '~/schemas/portfolio-item';
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
  { label: 'Item' },
  { label: 'Category' },
  { label: 'Added' },
  { label: 'Actions', hidden: true },
];

export function PortfolioTable({ items }: { items: (AdminPortfolioItem & { picture: ImageView | null })[] }) {
  return (
    <ContentTable caption="Portfolio items, newest first" columns={COLUMNS} minWidth="md:min-w-[44rem]">
      {items.map((item) => (
        <tr key={item.id} data-testid="portfolio-row" className={rowClasses}>
          <ContentRowStart image={item.picture} title={item.title} editHref={`/admin/portfolio/${item.id}/edit`}>
            {item.description ? (
              <span className="block max-w-md text-muted line-clamp-2">{item.description}</span>
            ) : null}
          </ContentRowStart>
          <td className={td}>
            <StatusBadge tone="rose">{item.category}</StatusBadge>
          </td>
          <td className={`${td} whitespace-nowrap text-muted`}>{formatStudioDay(item.createdAt)}</td>
          <td className={`${td} whitespace-nowrap text-right max-md:pt-2`}>
            <span className="inline-flex items-center gap-2">
              <Link
                to={`/admin/portfolio/${item.id}/edit`}
                aria-label={`Edit: ${item.title}`}
                className={smallButtonClasses('plain')}
              >
                Edit
              </Link>
              <ConfirmDelete
                href={`/admin/portfolio/${item.id}/delete`}
                question={DELETE_PORTFOLIO_QUESTION}
                label="Delete"
                accessibleLabel={`Delete: ${item.title}`}
                fields={{ id: item.id, version: item.version }}
                detail="It leaves the portfolio page at once. This cannot be undone."
              />
            </span>
          </td>
        </tr>
      ))}
    </ContentTable>
  );
}
