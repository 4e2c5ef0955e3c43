import type { ReactNode } from 'react';
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Form } from '@remix-run/react';
import type { GenericSchema, InferInput } from 'valibot';
import { FormAlert } from './form-alert';
import { SpamGuards } from './spam-guards';
import { SubmitButton } from './submit-button';
import { useResetAfterSuccess } from './use-reset-after-success';

/**
 * Conform wired the way every public form uses it: the action's own valibot schema checks in
 * the browser (on blur, then as you type), the server's answer fills in messages and values,
 * and the form clears itself after a successful send.
 */
export function usePublicForm<S extends GenericSchema<Record<string, unknown>>>(options: {
  id: string;
  schema: S;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof InferInput<S>, string>>;
}) {
  const [form, fields] = useForm<InferInput<S>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: options.schema }),
  });
  useResetAfterSuccess(options.id, Boolean(options.lastResult), form.reset);
  return [form, fields] as const;
}

/** The <form> itself: a plain post (works without JavaScript), the Error notice, spam guards, submit. */
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
  const hasFieldErrors = Object.entries(form.allErrors).some(([name, errors]) => name !== form.id && errors.length > 0);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-2">
      <FormAlert
        id={form.errorId}
        formErrors={form.errors}
        hasFieldErrors={hasFieldErrors && form.status === 'error'}
      />
      <SpamGuards formToken={formToken} />
      {children}
      <div className="pt-2">
        <SubmitButton formId={form.id}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
