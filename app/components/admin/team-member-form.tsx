import type { GenericSchema } from 'valibot';
import { useConformForm } from '~/components/forms/conform-form';
import { EditTeamMemberSchema, NewTeamMemberSchema } from '~/schemas/about-page-form';
import { ContentFormShell, type Meta } from './content-form-shell';
import { MainImageField } from './image-fields';
import type { ItemFormProps } from './item-form-props';
import { LineField, TextBoxField } from './text-fields';

export interface TeamMemberFormValues {
  name: string;
  title: string;
  bio: string;
  image_ref: string;
}

/** A team member's form: "Add team member" (a one-time token) or their edit page (the member's fingerprint). */
export function TeamMemberForm(props: ItemFormProps<TeamMemberFormValues>) {
  const editing = props.fingerprint !== undefined;
  const [form, fields] = useConformForm({
    id: editing ? 'edit-team-member' : 'new-team-member',
    schema: (editing ? EditTeamMemberSchema : NewTeamMemberSchema) as GenericSchema<Record<string, unknown>>,
    lastResult: props.lastResult,
    defaultValue: { ...props.values },
  });
  const f = fields as Record<string, Meta>;
  return (
    <ContentFormShell form={form} fields={f} props={props} cancelTo="/admin/about#items">
      {editing ? <input type="hidden" name="fingerprint" value={props.fingerprint} /> : null}
      <div className="grid gap-x-5 sm:grid-cols-2">
        <LineField meta={f.name!} label="Name" max={100} />
        <LineField meta={f.title!} label="Title" max={100} hint="Their role in the studio." />
      </div>
      <TextBoxField meta={f.bio!} label="Bio" max={1000} />
      <MainImageField file={f.image!} kept={f.image_ref!} label="Image" />
    </ContentFormShell>
  );
}
