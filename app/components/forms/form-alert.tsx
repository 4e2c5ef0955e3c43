/**
 * The destructive notice titled 'Error' above a form that could not be saved: the form's own
 * message (expired, rate limited…) or a pointer to the field messages.
 */
export function FormAlert({
  id,
  formErrors,
  hasFieldErrors,
}: {
  id: string;
  formErrors?: string[];
  hasFieldErrors: boolean;
}) {
  const message =
    formErrors?.[0] ?? (hasFieldErrors ? 'Please correct the highlighted fields and send the form again.' : null);
  if (!message) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-medium">Error</p>
      <p className="mt-0.5 text-sm">{message}</p>
    </div>
  );
}
