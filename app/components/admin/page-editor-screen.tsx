import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { formatStudioTime } from '~/lib/studio-time';
import { buttonClasses } from '~/components/ui/button-link';
import { AdminPageHeader } from './page-header';

/**
 * The screen of a page editor (/admin/home, /admin/about): the page's own fields in one form, the
 * saved version after a refused save, then the page's list with its add form (`#items`).
 */
export function PageEditorScreen({
  title,
  publicPath,
  updatedAt,
  pageForm,
  savedPanel,
  list,
}: {
  title: string;
  publicPath: string;
  updatedAt: string;
  pageForm: ReactNode;
  savedPanel: ReactNode;
  list: { heading: string; intro: string; table: ReactNode; addHeading: string; addForm: ReactNode };
}) {
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title={title}
        intro={
          <>
            What visitors see at{' '}
            <Link to={publicPath} className="text-rose underline underline-offset-4">
              {publicPath}
            </Link>
            , the moment you save. Last saved {formatStudioTime(updatedAt)}.
          </>
        }
        action={
          <Link to={publicPath} className={buttonClasses('outline')}>
            View page
          </Link>
        }
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{pageForm}</div>
      {savedPanel}
      <section id="items" aria-labelledby="items-heading" className="mt-12 scroll-mt-6">
        <h2 id="items-heading" className="text-3xl">
          {list.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{list.intro}</p>
        <div className="mt-5">{list.table}</div>
        <section
          aria-labelledby="add-item-heading"
          className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <h3 id="add-item-heading" className="font-display text-2xl">
            {list.addHeading}
          </h3>
          <div className="mt-4">{list.addForm}</div>
        </section>
      </section>
    </div>
  );
}

/** The sentence in place of an empty list. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line p-8 text-center text-muted">{children}</p>;
}
