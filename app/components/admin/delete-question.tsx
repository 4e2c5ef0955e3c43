import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { smallButtonClasses } from './post-button';

/**
 * A delete confirmation as a page (what "Delete" opens without JavaScript; with it, ConfirmDelete's
 * dialog asks): the spec's question, what is being deleted, what deleting means, and the button
 * that posts the delete with the row's id and version.
 */
export function DeleteQuestion({
  question,
  title,
  subtitle,
  detail,
  fields,
  cancelTo,
  children,
}: {
  question: string;
  title?: string;
  subtitle?: string;
  detail: string;
  /** The row's id and version; nothing else of it is sent. */
  fields: { id: number | string; version?: number };
  cancelTo: string;
  /** What is being deleted, when a title and a line do not say it (a review's words). */
  children?: ReactNode;
}) {
  const deleting = useNavigation().state !== 'idle';
  return (
    <div className="max-w-xl">
      <section
        aria-labelledby="delete-question"
        className="mt-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="delete-question" className="text-3xl">
          {question}
        </h1>
        {children ?? (
          <p className="mt-4 border-l-2 border-gold pl-4">
            <span className="block font-display text-xl">{title}</span>
            <span className="text-sm text-muted">{subtitle}</span>
          </p>
        )}
        <p className="mt-4 text-sm text-muted">{detail}</p>
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <input type="hidden" name="id" value={fields.id} />
          {fields.version !== undefined ? <input type="hidden" name="version" value={fields.version} /> : null}
          <button type="submit" disabled={deleting} className={smallButtonClasses('primary')}>
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
          <Link to={cancelTo} className={smallButtonClasses('plain')}>
            Cancel
          </Link>
        </Form>
      </section>
    </div>
  );
}
