import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, fieldProps, inputClasses } from './field';

/** What one text-like input can be (check boxes and radios are drawn as groups). */
type InputType = Exclude<Parameters<typeof getInputProps>[1]['type'], 'checkbox' | 'radio'>;

interface Labelled<Schema, FormSchema extends Record<string, unknown>> {
  meta: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  hint?: string;
  optional?: boolean;
  /** Read before the label by screen readers only ("Haldi: Venue"). */
  context?: string;
}

/** One labelled input of a Conform form, its hint and message beside it: the form's field as Field draws it. */
export function InputField<Schema, FormSchema extends Record<string, unknown>>({
  meta,
  type = 'text',
  label,
  hint,
  optional,
  context,
  ...input
}: Labelled<Schema, FormSchema> & { type?: InputType } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'name' | 'id' | 'className'
  >) {
  return (
    <Field {...fieldProps(meta)} label={label} hint={hint} optional={optional} context={context}>
      <input {...getInputProps(meta, { type })} {...input} className={inputClasses} />
    </Field>
  );
}

/** The same for a text area. */
export function TextareaField<Schema, FormSchema extends Record<string, unknown>>({
  meta,
  label,
  hint,
  optional,
  context,
  ...textarea
}: Labelled<Schema, FormSchema> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  return (
    <Field {...fieldProps(meta)} label={label} hint={hint} optional={optional} context={context}>
      <textarea {...getTextareaProps(meta)} {...textarea} className={inputClasses} />
    </Field>
  );
}
