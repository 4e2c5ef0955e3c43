import type { ReactNode } from 'react';
import { useConformForm, type LastResult } from '~/components/forms/conform-form';
import { HomePageFormSchema } from '~/schemas/home-page-form';
import type { HomeFields } from '~/schemas/site-content';
import type { Meta } from '~/components/admin/content-form-shell';
import { MainImageField } from '~/components/admin/image-fields';
import { FieldGroup, PageFieldsForm } from './page-fields-form';
import { LineField, TextBoxField } from './text-fields';

export function HomePageForm({
  values,
  version,
  lastResult,
  alertDetail,
}: {
  values: HomeFields;
  version: number;
  lastResult: LastResult;
  alertDetail?: ReactNode;
}) {
  const { heroImage, aboutImage, ...text } = values;
  const [form, fields] = useConformForm({
    id: 'home-page',
    schema: HomePageFormSchema,
    lastResult,
    defaultValue: { ...text, heroImage_ref: heroImage, aboutImage_ref: aboutImage },
  });
  const f = fields as Record<string, Meta>;
  return (
    <PageFieldsForm form={form} version={version} alertDetail={alertDetail}>
      <FieldGroup legend="Hero" intro="The first screen of the home page.">
        <LineField meta={f.heroHeading!} label="Hero heading" max={120} />
        <TextBoxField meta={f.heroSubheading!} label="Hero subheading" max={400} optional />
        <LineField
          meta={f.heroCta!}
          label="Hero button text"
          max={40}
          hint="The button leads to the shop (/collections)."
        />
        <MainImageField file={f.heroImage!} kept={f.heroImage_ref!} label="Hero image" />
      </FieldGroup>
      <FieldGroup legend="Featured section" intro="Above the strip of featured designs (the list below).">
        <LineField meta={f.featuredHeading!} label="Featured heading" max={120} />
        <TextBoxField meta={f.featuredSubheading!} label="Featured subheading" max={400} optional />
      </FieldGroup>
      <FieldGroup legend="About block" intro="The band that invites couples to get in touch.">
        <LineField meta={f.aboutHeading!} label="About heading" max={120} />
        <TextBoxField meta={f.aboutContent!} label="About text" max={1000} rows={4} optional />
        <LineField
          meta={f.aboutCta!}
          label="About button text"
          max={40}
          hint="The button leads to the contact page (/contact)."
        />
        <MainImageField file={f.aboutImage!} kept={f.aboutImage_ref!} label="About image" />
      </FieldGroup>
    </PageFieldsForm>
  );
}
