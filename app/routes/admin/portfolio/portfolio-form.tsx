import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Field, inputClasses } from '~/components/forms/field';
import { PORTFOLIO_CATEGORIES } from '~/lib/categories';
import { EditPortfolioItemSchema, NewPortfolioItemSchema } from '~/schemas/portfolio-item';
import { ContentFormShell, useContentForm, type ContentFormProps } from '~/components/admin/content-form-shell';
import { MainImageField } from '~/components/admin/image-fields';

export interface PortfolioFormValues {
  title: string;
  description: string;
  category: string;
  image_ref: string;
  image_focus_x?: string;
  image_focus_y?: string;
}

/** The portfolio's cards crop each piece to 4:5. */
const PORTFOLIO_CROPS = [{ label: 'Portfolio card', aspect: '4 / 5' }];

export function PortfolioForm(props: ContentFormProps<PortfolioFormValues>) {
  const [form, f] = useContentForm(
    'portfolio-item',
    { add: NewPortfolioItemSchema, edit: EditPortfolioItemSchema },
    props,
  );
  return (
    <ContentFormShell form={form} fields={f} props={props} cancelTo="/admin/portfolio">
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
      <MainImageField
        file={f.image!}
        kept={f.image_ref!}
        focus={{ x: f.image_focus_x!, y: f.image_focus_y!, crops: PORTFOLIO_CROPS }}
      />
    </ContentFormShell>
  );
}
