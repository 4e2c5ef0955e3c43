import { fieldMessage } from '~/components/forms/form-wide-messages';
import type { ReactNode } from 'react';
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Field, inputClasses } from '~/components/forms/field';
import { COLLECTION_CATEGORIES } from '~/lib/categories';
import {
  EditCollectionSchema,
  MAX_GALLERY_IMAGES,
  MAX_LIST_ITEMS,
  MAX_PRICE,
  MAX_RELATED,
  NewCollectionSchema,
} from '~/schemas/collection';
import {
  ContentFormShell,
  useContentForm,
  type ContentFormProps,
  type Meta,
} from '~/components/admin/content-form-shell';
import { GalleryField, MainImageField, refsOf } from '~/components/admin/image-fields';

/** Where the shop crops a collection's main image: its card (4:5); its page on a phone (square) when it has no gallery. */
const COLLECTION_CROPS = [
  { label: 'Shop card', aspect: '4 / 5' },
  { label: 'Page on a phone', aspect: '1 / 1' },
];

export interface CollectionFormValues {
  title: string;
  description: string;
  long_description: string;
  price: string;
  category: string;
  image_ref: string;
  image_focus_x?: string;
  image_focus_y?: string;
  gallery_ref: string[];
  features: string;
  customization_options: string;
  related: string[];
  is_published?: 'on';
  is_featured?: 'on';
}

function Checkbox({ meta, label, hint }: { meta: Meta; label: string; hint: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        {...getInputProps(meta as FieldMetadata<boolean>, { type: 'checkbox' })}
        className="mt-1 h-4 w-4 accent-rose"
      />
      <label htmlFor={meta.id} className="text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="block text-muted">{hint}</span>
      </label>
    </div>
  );
}

function RelatedField({ meta, choices }: { meta: Meta; choices: { id: number; title: string }[] }) {
  const chosen = new Set(refsOf(meta.initialValue));
  return (
    <fieldset aria-describedby={meta.errorId}>
      <legend className="text-sm font-medium text-ink">
        Related collections <span className="font-normal text-muted">(optional, up to {MAX_RELATED})</span>
      </legend>
      <p className="mt-1 text-xs text-muted">Shown under &lsquo;You May Also Like&rsquo; when they are in the shop.</p>
      {choices.length ? (
        <ul className="mt-2 grid gap-x-5 gap-y-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <li key={choice.id}>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name={meta.name}
                  value={choice.id}
                  defaultChecked={chosen.has(String(choice.id))}
                  className="h-4 w-4 accent-rose"
                />
                {choice.title}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No other collections yet.</p>
      )}
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
        {fieldMessage(meta.errors)}
      </p>
    </fieldset>
  );
}

/** `version` makes it the edit form. */
export function CollectionForm({
  relatedChoices,
  ...props
}: ContentFormProps<CollectionFormValues> & { relatedChoices: { id: number; title: string }[] }) {
  const [form, f] = useContentForm('collection', { add: NewCollectionSchema, edit: EditCollectionSchema }, props);
  const field = (
    name: string,
    label: string,
    control: ReactNode,
    options: { hint?: string; optional?: boolean } = {},
  ) => (
    <Field id={f[name]!.id} label={label} errors={f[name]!.errors} errorId={f[name]!.errorId} {...options}>
      {control}
    </Field>
  );
  return (
    <ContentFormShell
      form={form}
      fields={f}
      props={props}
      cancelTo="/admin/collections"
      labels={{ price: 'Price (USD)', image: 'Main image' }}
    >
      {field(
        'title',
        'Title',
        <input {...getInputProps(f.title!, { type: 'text' })} maxLength={120} className={inputClasses} />,
      )}
      {field(
        'description',
        'Description',
        <textarea {...getTextareaProps(f.description!)} rows={2} maxLength={300} className={inputClasses} />,
        { hint: 'One or two sentences: shown on the shop’s cards and at the top of the collection’s page.' },
      )}
      {field(
        'long_description',
        'Long description',
        <textarea {...getTextareaProps(f.long_description!)} rows={6} maxLength={5000} className={inputClasses} />,
        { optional: true, hint: 'The Description tab of the collection’s page.' },
      )}
      <div className="grid gap-x-5 sm:grid-cols-2">
        {field(
          'price',
          'Price (USD)',
          <input
            {...getInputProps(f.price!, { type: 'number' })}
            step="0.01"
            min="0"
            max={MAX_PRICE}
            inputMode="decimal"
            className={inputClasses}
          />,
        )}
        {field(
          'category',
          'Category',
          <select {...getSelectProps(f.category!)} className={inputClasses}>
            <option value="">Choose a category</option>
            {COLLECTION_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>,
        )}
      </div>
      <MainImageField
        file={f.image!}
        kept={f.image_ref!}
        label="Main image"
        focus={{ x: f.image_focus_x!, y: f.image_focus_y!, crops: COLLECTION_CROPS }}
      />
      <GalleryField files={f.gallery!} kept={f.gallery_ref!} max={MAX_GALLERY_IMAGES} />
      <div className="grid gap-x-5 sm:grid-cols-2">
        {field(
          'features',
          'What’s included',
          <textarea {...getTextareaProps(f.features!)} rows={6} className={inputClasses} />,
          { optional: true, hint: `One a line, up to ${MAX_LIST_ITEMS}.` },
        )}
        {field(
          'customization_options',
          'Customization options',
          <textarea {...getTextareaProps(f.customization_options!)} rows={6} className={inputClasses} />,
          { optional: true, hint: `One a line, up to ${MAX_LIST_ITEMS}.` },
        )}
      </div>
      <RelatedField meta={f.related!} choices={relatedChoices} />
      <div className="space-y-4 pb-4">
        <Checkbox
          meta={f.is_published!}
          label="Published"
          hint="In the shop and buyable. Untick to keep it as a draft."
        />
        <Checkbox
          meta={f.is_featured!}
          label="Featured on home"
          hint="One of the home page’s Featured Collections when published."
        />
      </div>
    </ContentFormShell>
  );
}
