import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import type { LastResult } from '~/components/forms/conform-form';
import { buttonClasses } from '~/components/ui/button-link';
import { formatStudioTime } from '~/lib/studio-time';
import { PageItemsTable, type PageItemRow } from './page-items-table';
import { AdminPageHeader } from '~/components/admin/page-header';
import { conflictOf, SAVED_PAGE_ID, SavedPagePanel, type SavedField } from './saved-page-panel';

export interface PageFormProps {
  version: number;
  lastResult: LastResult;
  alertDetail: ReactNode;
}

export interface PageList {
  heading: string;
  intro: string;
  caption: string;
  itemsPath: string;
  rows: PageItemRow[];
  question: string;
  deleteDetail: string;
  empty: string;
  addHeading: string;
  addForm: ReactNode;
}

export function PageEditorScreen({
  title,
  publicPath,
  updatedAt,
  version,
  answer,
  savedFields,
  renderForm,
  list,
}: {
  title: string;
  publicPath: string;
  updatedAt: string;
  version: number;
  answer: { result?: LastResult } | undefined;
  savedFields: (fields: never) => SavedField[];
  renderForm: (props: PageFormProps) => ReactNode;
  list: PageList;
}) {
  const conflict = conflictOf(answer);
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
      <div key={version} className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        {renderForm({
          version: conflict?.version ?? version,
          lastResult: answer?.result,
          alertDetail: conflict ? (
            <>
              {' '}
              <a href={`#${SAVED_PAGE_ID}`} className="font-medium underline underline-offset-4">
                See the saved version
              </a>
              .
            </>
          ) : null,
        })}
      </div>
      {conflict ? (
        <SavedPagePanel
          fields={savedFields(conflict.fields as never)}
          updatedAt={conflict.updatedAt}
          publicPath={publicPath}
        />
      ) : null}
      <section id="items" aria-labelledby="items-heading" className="mt-12 scroll-mt-6">
        <h2 id="items-heading" className="text-3xl">
          {list.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{list.intro}</p>
        <div className="mt-5">
          {list.rows.length ? (
            <PageItemsTable
              caption={list.caption}
              itemsPath={list.itemsPath}
              rows={list.rows}
              question={list.question}
              detail={list.deleteDetail}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-line p-8 text-center text-muted">{list.empty}</p>
          )}
        </div>
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
