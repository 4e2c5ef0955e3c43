import type { SubmissionResult } from '@conform-to/react';

/** A phone without JavaScript opens the answer at the top of the page, far above the form's own fields. */
export function ErrorSummary({
  formId,
  result,
  formLevel = [],
}: {
  formId: string;
  result: SubmissionResult<string[]> | null | undefined;
  formLevel?: string[];
}) {
  if (result?.status !== 'error' || !result.error) return null;
  const entries = Object.entries(result.error).filter(([, messages]) => messages && messages.length > 0);
  if (entries.length === 0) return null;
  return (
    // Conform's id for the form's message: the form's aria-describedby finds it here.
    <div
      id={`${formId}-error`}
      role="alert"
      aria-labelledby={`${formId}-summary-title`}
      data-testid="error-summary"
      className="mb-8 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id={`${formId}-summary-title`} className="font-medium">
        {entries.length === 1
          ? 'There is a problem with the form'
          : `There are ${entries.length} problems with the form`}
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([name, messages]) => (
          <li key={name}>
            {name === '' || formLevel.includes(name) ? (
              messages?.[0]
            ) : (
              <a href={`#${formId}-${name}`} className="underline underline-offset-2 hover:text-red-700">
                {messages?.[0]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
