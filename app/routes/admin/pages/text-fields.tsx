import { getInputProps, getTextareaProps } from '@conform-to/react';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import type { Meta } from '~/components/admin/content-form-shell';

export function LineField({ meta, label, max, hint }: { meta: Meta; label: string; max: number; hint?: string }) {
  return (
    <Field {...fieldProps(meta)} label={label} hint={hint}>
      <input {...getInputProps(meta, { type: 'text' })} maxLength={max} className={inputClasses} />
    </Field>
  );
}

export function TextBoxField({
  meta,
  label,
  max,
  rows = 3,
  hint,
  optional,
}: {
  meta: Meta;
  label: string;
  max: number;
  rows?: number;
  hint?: string;
  optional?: boolean;
}) {
  return (
    <Field {...fieldProps(meta)} label={label} hint={hint} optional={optional}>
      <textarea {...getTextareaProps(meta)} rows={rows} maxLength={max} className={inputClasses} />
    </Field>
  );
}
