import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import type { ImageView } from '~/lib/images';
import { ContentThumb } from './content-thumb';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-[0.12em] text-muted uppercase whitespace-nowrap';
export const cellClasses = 'px-4 py-3 align-middle';

/** A column of a content table: its heading (read only by screen readers when `hidden`), right-aligned for numbers. */
export interface ContentColumn {
  label: string;
  hidden?: boolean;
  numeric?: boolean;
}

/**
 * An admin content list as a table (collections, portfolio): a thumbnail column first, then the
 * given columns. On a narrow screen it scrolls sideways inside its own box (`relative` keeps the
 * screen-reader caption in that box too, so the page itself never scrolls sideways).
 */
export function ContentTable({
  caption,
  columns,
  minWidth,
  children,
}: {
  caption: string;
  columns: ContentColumn[];
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      <table className={`w-full text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-paper">
          <tr>
            {[{ label: 'Image', hidden: true }, ...columns].map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? `${th} text-right` : th}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** The start of a content table's row: its thumbnail, and its title as the row's heading (a link to edit it). */
export function ContentRowStart({
  image,
  title,
  editHref,
  children,
}: {
  image: ImageView | null;
  title: string;
  /** None: the row cannot be edited (an archived collection). */
  editHref: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <td className={`${cellClasses} w-20`}>
        <ContentThumb image={image} />
      </td>
      <th scope="row" className={`${cellClasses} text-left font-normal`}>
        {editHref ? (
          <Link
            to={editHref}
            className="font-display text-lg text-ink underline-offset-4 hover:text-rose hover:underline"
          >
            {title}
          </Link>
        ) : (
          <span className="font-display text-lg text-ink">{title}</span>
        )}
        {children}
      </th>
    </>
  );
}
