import { useRef } from 'react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { smallButtonClasses } from './post-button';

/**
 * A link to the confirmation page, which is the question without JavaScript; with it, a <dialog> asks here and posts
 * the same form.
 */
export function ConfirmDelete({
  href,
  question,
  label,
  fields,
  accessibleLabel,
  detail = 'This cannot be undone.',
}: {
  href: string;
  question: string;
  label: string;
  fields: Record<string, string | number>;
  accessibleLabel?: string;
  detail?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const deleting = navigation.state !== 'idle' && navigation.formAction === href;
  const questionId = `confirm${href.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <>
      <Link
        to={href}
        aria-label={accessibleLabel}
        className={smallButtonClasses('quiet')}
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {label}
      </Link>
      <dialog
        ref={dialog}
        aria-labelledby={questionId}
        className="m-auto max-w-md rounded-2xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <p id={questionId} className="font-display text-2xl">
          {question}
        </p>
        <p className="mt-2 text-sm text-muted">{detail}</p>
        <Form method="post" action={href} className="mt-6 flex flex-wrap justify-end gap-3">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="button" className={smallButtonClasses('plain')} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" disabled={deleting} className={smallButtonClasses('primary')}>
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
        </Form>
      </dialog>
    </>
  );
}
