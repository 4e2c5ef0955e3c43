import type { ReactNode } from 'react';

const boxClasses = 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900';

export function FormAlert({
  id,
  formErrors,
  hasFieldErrors,
  compact = false,
  children,
}: {
  id: string;
  formErrors?: string[];
  hasFieldErrors: boolean;
  compact?: boolean;
  children?: ReactNode;
}) {
  const message =
    formErrors?.[0] ?? (hasFieldErrors ? 'Please correct the highlighted fields and send the form again.' : null);
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
    </div>
  );
}
