import type { ReactNode } from 'react';

const boxClasses = 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900';

export function FormAlert({
  id,
  formErrors,
  hasFieldErrors,
  compact = false,
  emptyFields = [],
  children,
}: {
  id: string;
  formErrors?: string[];
  hasFieldErrors: boolean;
  compact?: boolean;
  /** Required fields left empty, said once here: their message (`form-wide-messages.ts`) and a link to each. */
  emptyFields?: { id: string; label: string; message: string }[];
  children?: ReactNode;
}) {
  const message =
    formErrors?.[0] ??
    emptyFields[0]?.message ??
    (hasFieldErrors ? 'Please correct the highlighted fields and send the form again.' : null);
  if (!message) return null;
  if (compact) {
    return (
      <p id={id} role="alert" className={`${boxClasses} text-sm`}>
        {message}
        {children}
      </p>
    );
  }
  return (
    <div id={id} role="alert" className={boxClasses}>
      <p className="font-medium">Error</p>
      <p className="mt-0.5 text-sm">
        {message}
        {children}
      </p>
      {emptyFields.length ? (
        <ul aria-label="Empty fields" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {emptyFields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} className="underline underline-offset-2 hover:text-red-700">
                {field.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
