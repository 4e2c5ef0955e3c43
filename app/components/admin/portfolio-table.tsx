import { Link } from '@remix-run/react';
import type { AdminPortfolioItem } from '~/.server/portfolio-admin';
import type { ImageView } from '~/lib/images';
import { formatStudioDay } from '~/lib/studio-time';
import { DELETE_PORTFOLIO_QUESTION } from '~/schemas/portfolio-item';
import { ConfirmDelete } from './confirm-delete';
import { ContentThumb } from './content-thumb';
import { smallButtonClasses } from './post-button';
import { StatusBadge } from './status-badge';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-[0.12em] text-muted uppercase whitespace-nowrap';
const td = 'px-4 py-3 align-middle';

/** The portfolio as a table, newest first (as /portfolio shows it), with Edit and Delete (asks first). */
export function PortfolioTable({ items }: { items: (AdminPortfolioItem & { picture: ImageView | null })[] }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Portfolio items, newest first</caption>
        <thead className="border-b border-line bg-paper">
          <tr>
            <th scope="col" className={th}>
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Added
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id} data-testid="portfolio-row" className="hover:bg-paper/60">
              <td className={`${td} w-20`}>
                <ContentThumb image={item.picture} />
              </td>
              <th scope="row" className={`${td} text-left font-normal`}>
                <Link
                  to={`/admin/portfolio/${item.id}/edit`}
                  className="font-display text-lg text-ink underline-offset-4 hover:text-rose hover:underline"
                >
                  {item.title}
                </Link>
                {item.description ? (
                  <span className="block max-w-md text-muted line-clamp-2">{item.description}</span>
                ) : null}
              </th>
              <td className={td}>
                <StatusBadge tone="rose">{item.category}</StatusBadge>
              </td>
              <td className={`${td} whitespace-nowrap text-muted`}>{formatStudioDay(item.createdAt)}</td>
              <td className={`${td} whitespace-nowrap text-right`}>
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
        </tbody>
      </table>
    </div>
  );
}
