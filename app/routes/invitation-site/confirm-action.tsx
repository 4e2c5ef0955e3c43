import { HiddenFields } from '~/components/forms/hidden-fields';
import { Form, Link } from '@remix-run/react';

const buttonClass = 'rounded-full border border-line px-4 py-2 text-sm text-ink hover:border-rose hover:text-rose';

/**
 * A button whose action cannot be undone: the first press (a link, so it works without
 * JavaScript) asks here on the page, the second does it.
 */
export function ConfirmAction({
  label,
  target,
  asking,
  askHref,
  keepHref,
  question,
  confirm,
  fields,
}: {
  label: string;
  /** Read after the label by screen readers ("Remove the Sangeet"). */
  target: string;
  asking: boolean;
  askHref: string;
  keepHref: string;
  question: string;
  confirm: string;
  fields: Record<string, string | number>;
}) {
  if (!asking) {
    return (
      <Link to={askHref} preventScrollReset className={buttonClass}>
        {label}
        <span className="sr-only"> {target}</span>
      </Link>
    );
  }
  return (
    <div role="alert" className="w-full rounded-xl border border-rose/40 bg-blush/40 p-4">
      <p className="text-ink">{question}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Form method="post">
          <HiddenFields values={fields} />
          <button
            type="submit"
            className="rounded-full bg-rose px-5 py-2 text-sm font-medium text-white hover:bg-rose-dark"
          >
            {confirm}
          </button>
        </Form>
        <Link to={keepHref} preventScrollReset className="text-sm text-rose underline underline-offset-4">
          Keep it
        </Link>
      </div>
    </div>
  );
}
