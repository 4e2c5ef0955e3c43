import type { ReactNode } from 'react';
import type { FormMetadata } from '@conform-to/react';
import { ConformForm } from './conform-form';
import { SpamGuards } from './spam-guards';
import { SubmitButton } from './submit-button';

export function PublicForm<Schema extends Record<string, unknown>>({
  form,
  formToken,
  submitLabel,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  formToken: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <ConformForm form={form} className="relative space-y-2">
      <SpamGuards formToken={formToken} />
      {children}
      <div className="pt-2">
        <SubmitButton formId={form.id}>{submitLabel}</SubmitButton>
      </div>
    </ConformForm>
  );
}
