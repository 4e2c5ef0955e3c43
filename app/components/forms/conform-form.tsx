import type { ReactNode } from 'react';
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Form } from '@remix-run/react';
import type { GenericSchema, InferInput } from 'valibot';
import { FormAlert } from './form-alert';
import { useResetAfterSuccess } from './use-reset-after-success';

/** The action's answer to a form (`submission.reply()`), from useActionData. */
export type LastResult = SubmissionResult<string[]> | null | undefined;

/**
 * Conform wired the way every form of the shop uses it: the action's own valibot schema checks
 * in the browser (on blur, then as you type), and the action's `submission.reply()` fills in the
 * messages and the values. A form with a SubmitButton clears itself after a successful send.
 */
export function useConformForm<S extends GenericSchema<Record<string, unknown>>>(options: {
  id: string;
  schema: S;
  lastResult?: LastResult;
  /** Strings, or lists of rows for a list field (the brief's events). */
  defaultValue?: Partial<Record<keyof InferInput<S>, string | object[]>>;
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

/**
 * The <form> of a Conform form: a plain post through Remix's <Form> (works without JavaScript),
 * the form-level alert first, then the fields (each shows its own message, see Field).
 * `formLevelFields` are hidden fields whose messages belong in the alert, having no place of
 * their own. `compact` forms (a field or two) show the form's message alone; the others title
 * it 'Error' and, when only fields are wrong, point to them. `alertDetail` follows the message.
 */
export function ConformForm<Schema extends Record<string, unknown>>({
  form,
  formLevelFields = [],
  compact = false,
  alertDetail,
  className,
  action,
  encType,
  withAlert = true,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  formLevelFields?: string[];
  compact?: boolean;
  alertDetail?: ReactNode;
  className?: string;
  /** Another route's action to post to (default: this page's). */
  action?: string;
  /** multipart/form-data for a form with a file input. */
  encType?: 'multipart/form-data';
  /** False when the page shows the server's answer above the form itself (ErrorSummary). */
  withAlert?: boolean;
  children: ReactNode;
}) {
  const formErrors = [form.errors ?? [], ...formLevelFields.map((name) => form.allErrors[name] ?? [])].flat();
  const hasFieldErrors =
    form.status === 'error' &&
    Object.entries(form.allErrors).some(
      ([name, errors]) => name !== form.id && !formLevelFields.includes(name) && errors.length > 0,
    );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={className} action={action} encType={encType}>
      {withAlert ? (
        <FormAlert
          id={form.errorId}
          formErrors={formErrors}
          hasFieldErrors={hasFieldErrors && !compact}
          compact={compact}
        >
          {alertDetail}
        </FormAlert>
      ) : null}
      {children}
    </Form>
  );
}
