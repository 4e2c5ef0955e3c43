import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import type { ImageView } from '~/lib/images';
import { ContentThumb } from './content-thumb';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-[0.12em] text-muted uppercase whitespace-nowrap';
/** On a phone, one line of its row's card, beside the thumbnail. */
export const cellClasses = 'px-4 py-3 align-middle max-md:col-start-2 max-md:px-0 max-md:py-0.5 max-md:text-left';
/** On a phone a card: the thumbnail left, the cells stacked beside it. */
export const rowClasses =
  'hover:bg-paper/60 max-md:grid max-md:grid-cols-[4.5rem_minmax(0,1fr)] max-md:gap-x-4 max-md:px-4 max-md:py-4';

export interface ContentColumn {
  label: string;
  hidden?: boolean;
  numeric?: boolean;
}

/** On a phone each row is a card, so every action is in reach without scrolling sideways. */
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
      <table className={`w-full text-sm max-md:block ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-paper max-md:hidden">
          <tr>
            {[{ label: 'Image', hidden: true }, ...columns].map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? `${th} text-right` : th}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:block">{children}</tbody>
      </table>
    </div>
  );
}

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
      <td className="w-20 px-4 py-3 align-middle max-md:col-start-1 max-md:row-span-6 max-md:row-start-1 max-md:p-0">
        <ContentThumb image={image} />
      </td>
      <th scope="row" className={`${cellClasses} text-left font-normal max-md:row-start-1`}>
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
