import { fieldMessage } from './form-wide-messages';
import type { ReactNode } from 'react';

const controlClasses =
  'mt-1.5 block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-muted/70 focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/30 aria-[invalid=true]:border-red-600';

export const inputClasses = `${controlClasses} border-line`;

export function Field({
  id,
  label,
  hint,
  errors,
  errorId,
  optional,
  context,
  children,
}: {
  id: string;
  label: string;
  /** Read before the label by screen readers only, where the label alone repeats ("Event 2: "). */
  context?: string;
  hint?: string;
  errors?: string[];
  errorId: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="pb-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {context ? <span className="sr-only">{context}</span> : null}
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children}
      {hint && !errors?.length ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
        {fieldMessage(errors)}
      </p>
    </div>
  );
}

export function fieldProps(meta: { id: string; errorId: string; errors?: string[] }) {
  return { id: meta.id, errorId: meta.errorId, errors: meta.errors };
}
