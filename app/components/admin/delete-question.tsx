import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { smallButtonClasses } from './post-button';

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
  /** Nothing else of the row is sent. */
  fields: { id: number | string; version?: number };
  cancelTo: string;
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
