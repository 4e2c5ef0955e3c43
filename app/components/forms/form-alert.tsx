import { isFormWide } from './form-wide-messages';
import type { ReactNode } from 'react';

const boxClasses = 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900';

export function FormAlert({
  id,
  formErrors,
  compact = false,
  invalidFields = [],
  children,
}: {
  id: string;
  formErrors?: string[];
  compact?: boolean;
  /**
   * The fields to correct, each with a link. Required fields left empty are said once here with
   * the spec's message for the form (`form-wide-messages.ts`); each field says its own beside it.
   */
  invalidFields?: { id: string; label: string; message: string }[];
  children?: ReactNode;
}) {
  const message =
    formErrors?.[0] ??
    invalidFields.find((field) => isFormWide(field.message))?.message ??
    (invalidFields.length ? 'Please correct the highlighted fields and send the form again.' : null);
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
      {invalidFields.length ? (
        <ul aria-label="Fields to correct" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {invalidFields.map((field) => (
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
