import type { ReactNode } from 'react';
import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import type { GenericSchema } from 'valibot';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { ContentFormActions } from './content-form-actions';

export type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export interface ContentFormProps<V> {
  values?: V;
  version?: number;
  formToken?: string;
  lastResult: LastResult;
  submitLabel: string;
  /** After a stale save: "Open it again" follows the message. */
  staleHref?: string;
  action?: string;
}

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

export function ContentFormShell({
  form,
  fields,
  props,
  cancelTo,
  labels,
  children,
}: {
  labels?: Record<string, string>;
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
      labels={labels}
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
