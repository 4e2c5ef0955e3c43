import type { ReactNode } from 'react';
import { useConformForm, type LastResult } from '~/components/forms/conform-form';
import { AboutPageFormSchema } from '~/schemas/about-page-form';
import type { AboutFields } from '~/schemas/site-content';
import type { Meta } from '~/components/admin/content-form-shell';
import { MainImageField } from '~/components/admin/image-fields';
import { FieldGroup, PageFieldsForm } from './page-fields-form';
import { LineField, TextBoxField } from './text-fields';

export function AboutPageForm({
  values,
  version,
  lastResult,
  alertDetail,
}: {
  values: AboutFields;
  version: number;
  lastResult: LastResult;
  alertDetail?: ReactNode;
}) {
  const { founderImage, ...text } = values;
  const [form, fields] = useConformForm({
    id: 'about-page',
    schema: AboutPageFormSchema,
    lastResult,
    defaultValue: { ...text, founderImage_ref: founderImage },
  });
  const f = fields as Record<string, Meta>;
  return (
    <PageFieldsForm form={form} version={version} alertDetail={alertDetail}>
      <FieldGroup legend="Page">
        <LineField meta={f.heading!} label="Heading" max={120} />
        <TextBoxField meta={f.tagline!} label="Tagline" max={300} rows={2} optional />
        <TextBoxField
          meta={f.mainContent!}
          label="Main content"
          max={4000}
          rows={6}
          optional
          hint="A blank line starts a new paragraph."
        />
      </FieldGroup>
      <FieldGroup legend="Founder">
        <div className="grid gap-x-5 sm:grid-cols-2">
          <LineField meta={f.founderName!} label="Founder name" max={100} />
          <LineField meta={f.founderTitle!} label="Founder title" max={100} />
        </div>
        <TextBoxField
          meta={f.founderBio!}
          label="Founder bio"
          max={4000}
          rows={6}
          optional
          hint="A blank line starts a new paragraph."
        />
        <MainImageField file={f.founderImage!} kept={f.founderImage_ref!} label="Founder image" />
      </FieldGroup>
    </PageFieldsForm>
  );
}
