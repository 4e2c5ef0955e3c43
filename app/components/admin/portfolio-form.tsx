import type { ReactNode } from 'react';
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, inputClasses } from '~/components/forms/field';
import { PORTFOLIO_CATEGORIES } from '~/lib/categories';
import { EditPortfolioItemSchema, NewPortfolioItemSchema } from '~/schemas/portfolio-item';
import { ContentFormActions } from './content-form-actions';
import { MainImageField } from './image-fields';

export interface PortfolioFormValues {
  title: string;
  description: string;
  category: string;
  image_ref: string;
}

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A portfolio item's form, for "Add portfolio item" and its edit page (`version`). */
export function PortfolioForm({
  values,
  version,
  formToken,
  lastResult,
  submitLabel,
  staleHelp,
}: {
  values?: PortfolioFormValues;
  version?: number;
  formToken?: string;
  lastResult: LastResult;
  submitLabel: string;
  staleHelp?: ReactNode;
}) {
  const [form, fields] = useConformForm({
    id: version ? 'edit-portfolio-item' : 'new-portfolio-item',
    schema: version ? EditPortfolioItemSchema : NewPortfolioItemSchema,
    lastResult,
    defaultValue: (version ? { ...values, version: String(version) } : values) as never,
  });
  const f = fields as unknown as Record<string, Meta>;
  return (
    <ConformForm
      form={form}
      formLevelFields={['version', 'formToken']}
      alertDetail={staleHelp}
      encType="multipart/form-data"
      className="space-y-2"
    >
      {version ? <input {...getInputProps(f.version!, { type: 'hidden' })} /> : null}
      {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
      <div className="grid gap-x-5 sm:grid-cols-2">
        <Field id={f.title!.id} label="Title" errors={f.title!.errors} errorId={f.title!.errorId}>
          <input {...getInputProps(f.title!, { type: 'text' })} maxLength={120} className={inputClasses} />
        </Field>
        <Field id={f.category!.id} label="Category" errors={f.category!.errors} errorId={f.category!.errorId}>
          <select {...getSelectProps(f.category!)} className={inputClasses}>
            <option value="">Choose a category</option>
            {PORTFOLIO_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id={f.description!.id}
        label="Description"
        optional
        hint="A line about the piece, shown on its card."
        errors={f.description!.errors}
        errorId={f.description!.errorId}
      >
        <textarea {...getTextareaProps(f.description!)} rows={3} maxLength={500} className={inputClasses} />
      </Field>
      <MainImageField file={f.image!} kept={f.image_ref!} />
      <ContentFormActions formId={form.id} label={submitLabel} cancelTo="/admin/portfolio" />
    </ConformForm>
  );
}
