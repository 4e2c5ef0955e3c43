import { Link } from '@remix-run/react';
import { SubmitButton } from '~/components/forms/submit-button';

export function ContentFormActions({ formId, label, cancelTo }: { formId: string; label: string; cancelTo: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-line pt-6">
      <SubmitButton formId={formId} pendingLabel="Saving…">
        {label}
      </SubmitButton>
      <Link to={cancelTo} className="text-sm text-muted underline-offset-4 hover:underline">
        Cancel
      </Link>
    </div>
  );
}
