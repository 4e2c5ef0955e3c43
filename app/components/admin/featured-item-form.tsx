import type { GenericSchema } from 'valibot';
import { useConformForm } from '~/components/forms/conform-form';
import { EditFeaturedItemSchema, NewFeaturedItemSchema } from '~/schemas/home-page-form';
import { ContentFormShell, type Meta } from './content-form-shell';
import { MainImageField } from './image-fields';
import type { ItemFormProps } from './item-form-props';
import { LineField } from './text-fields';

export interface FeaturedItemFormValues {
  title: string;
  link: string;
  image_ref: string;
}

/** A featured item's form: "Add featured item" (a one-time token) or its edit page (the item's fingerprint). */
export function FeaturedItemForm(props: ItemFormProps<FeaturedItemFormValues>) {
  const editing = props.fingerprint !== undefined;
  const [form, fields] = useConformForm({
    id: editing ? 'edit-featured-item' : 'new-featured-item',
    schema: (editing ? EditFeaturedItemSchema : NewFeaturedItemSchema) as GenericSchema<Record<string, unknown>>,
    lastResult: props.lastResult,
    defaultValue: { ...props.values },
  });
  const f = fields as Record<string, Meta>;
  return (
    <ContentFormShell form={form} fields={f} props={props} cancelTo="/admin/home#items">
      {editing ? <input type="hidden" name="fingerprint" value={props.fingerprint} /> : null}
      <div className="grid gap-x-5 sm:grid-cols-2">
        <LineField meta={f.title!} label="Title" max={100} hint="Also read out for the image by screen readers." />
        <LineField
          meta={f.link!}
          label="Link"
          max={500}
          hint="A page of the site, such as /portfolio, or a web address."
        />
      </div>
      <MainImageField file={f.image!} kept={f.image_ref!} />
    </ContentFormShell>
  );
}
