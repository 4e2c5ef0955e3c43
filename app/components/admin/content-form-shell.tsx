import type { ReactNode } from 'react';
import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import type { GenericSchema } from 'valibot';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { ContentFormActions } from './content-form-actions';

export type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** What an admin content form's page gives it (the add page: a token; the edit page: the values and version). */
export interface ContentFormProps<V> {
  values?: V;
  version?: number;
  formToken?: string;
  lastResult: LastResult;
  submitLabel: string;
  /** The edit page's address, when the last save was refused as stale: "Open it again" follows the message. */
  staleHref?: string;
  /** Another route's action to post to (an add form shown on its list's page). */
  action?: string;
}

/**
 * Conform for a content form: the add schema, or the edit schema (with the version) when the page
 * gives a version. Its fields come back by name.
 */
export function useContentForm<V>(
  id: string,
  schemas: { add: GenericSchema<Record<string, unknown>>; edit: GenericSchema<Record<string, unknown>> },
  { values, version, lastResult }: ContentFormProps<V>,
) {
  const [form, fields] = useConformForm({
    id: version ? `edit-${id}` : `new-${id}`,
    schema: version ? schemas.edit : schemas.add,
    lastResult,
    defaultValue: (version ? { ...values, version: String(version) } : values) as never,
  });
  return [form, fields as Record<string, Meta>] as const;
}

/**
 * The <form> of an admin content form: multipart (its images), the version or one-time token in
 * hidden fields, the form's message first (with "Open it again" after a stale save), the fields,
 * then Save and Cancel.
 */
export function ContentFormShell({
  form,
  fields,
  props,
  cancelTo,
  children,
}: {
  form: FormMetadata<Record<string, unknown>, string[]>;
  fields: Record<string, Meta>;
  props: ContentFormProps<unknown>;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <ConformForm
      form={form}
      formLevelFields={['version', 'formToken']}
      alertDetail={
        props.staleHref ? (
          <>
            {' '}
            <a href={props.staleHref} className="font-medium underline underline-offset-4">
              Open it again
            </a>
          </>
        ) : null
      }
      encType="multipart/form-data"
      action={props.action}
      className="space-y-2"
    >
      {props.version ? <input {...getInputProps(fields.version!, { type: 'hidden' })} /> : null}
      {props.formToken ? <input type="hidden" name="formToken" value={props.formToken} /> : null}
      {children}
      <ContentFormActions formId={form.id} label={props.submitLabel} cancelTo={cancelTo} />
    </ConformForm>
  );
}
