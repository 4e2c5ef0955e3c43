import type { ReactNode } from 'react';
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Form } from '@remix-run/react';
import type { GenericSchema, InferInput } from 'valibot';
import { FormAlert } from './form-alert';
import { fieldNameWords } from './form-wide-messages';
import { useResetAfterSuccess } from './use-reset-after-success';

export type LastResult = SubmissionResult<string[]> | null | undefined;

/** The action's schema checks in the browser too; a form with a SubmitButton clears itself after a successful send. */
export function useConformForm<S extends GenericSchema<Record<string, unknown>>>(options: {
  id: string;
  schema: S;
  lastResult?: LastResult;
  defaultValue?: Partial<Record<keyof InferInput<S>, string | string[] | object[]>>;
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

/** `formLevelFields` are hidden fields whose messages belong in the alert, having no place of their own. */
export function ConformForm<Schema extends Record<string, unknown>>({
  form,
  formLevelFields = [],
  compact = false,
  alertDetail,
  className,
  action,
  encType,
  withAlert = true,
  labels = {},
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  formLevelFields?: string[];
  compact?: boolean;
  alertDetail?: ReactNode;
  className?: string;
  action?: string;
  encType?: 'multipart/form-data';
  /** False when the page shows the server's answer above the form itself (ErrorSummary). */
  withAlert?: boolean;
  /** A field's label where it is not its name in words ("Price (USD)" for `price`), for the alert's links. */
  labels?: Record<string, string>;
  children: ReactNode;
}) {
  const formErrors = [form.errors ?? [], ...formLevelFields.map((name) => form.allErrors[name] ?? [])].flat();
  // Only once sent: a field left on blur must not move the form under the pointer. The form's own
  // messages (keyed '' or by the form's id) are in formErrors.
  const invalidFields =
    form.status === 'error'
      ? Object.entries(form.allErrors).flatMap(([name, errors]) =>
          name !== '' && name !== form.id && !formLevelFields.includes(name) && errors[0]
            ? [{ id: `${form.id}-${name}`, label: labels[name] ?? fieldNameWords(name), message: errors[0] }]
            : [],
        )
      : [];
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={className} action={action} encType={encType}>
      {withAlert ? (
        <FormAlert
          id={form.errorId}
          formErrors={formErrors}
          compact={compact}
          invalidFields={compact ? [] : invalidFields}
        >
          {alertDetail}
        </FormAlert>
      ) : null}
      {children}
    </Form>
  );
}
