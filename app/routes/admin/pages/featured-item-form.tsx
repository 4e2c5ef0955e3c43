import { EditFeaturedItemSchema, NewFeaturedItemSchema } from '~/schemas/home-page-form';
import { ContentFormShell, useContentForm, type ContentFormProps } from '~/components/admin/content-form-shell';
import { MainImageField } from '~/components/admin/image-fields';
import { LineField } from './text-fields';

export interface FeaturedItemFormValues {
  title: string;
  link: string;
  image_ref: string;
}

export function FeaturedItemForm(props: ContentFormProps<FeaturedItemFormValues>) {
  const [form, f] = useContentForm(
    'featured-item',
    { add: NewFeaturedItemSchema, edit: EditFeaturedItemSchema },
    props,
  );
  return (
    <ContentFormShell form={form} fields={f} props={props} cancelTo="/admin/home#items">
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
