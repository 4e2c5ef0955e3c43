import { EditTeamMemberSchema, NewTeamMemberSchema } from '~/schemas/about-page-form';
import { ContentFormShell, useContentForm, type ContentFormProps } from '~/components/admin/content-form-shell';
import { MainImageField } from '~/components/admin/image-fields';
import { LineField, TextBoxField } from './text-fields';

export interface TeamMemberFormValues {
  name: string;
  title: string;
  bio: string;
  image_ref: string;
}

export function TeamMemberForm(props: ContentFormProps<TeamMemberFormValues>) {
  const [form, f] = useContentForm('team-member', { add: NewTeamMemberSchema, edit: EditTeamMemberSchema }, props);
  return (
    <ContentFormShell form={form} fields={f} props={props} cancelTo="/admin/about#items">
      <div className="grid gap-x-5 sm:grid-cols-2">
        <LineField meta={f.name!} label="Name" max={100} />
        <LineField meta={f.title!} label="Title" max={100} hint="Their role in the studio." />
      </div>
      <TextBoxField meta={f.bio!} label="Bio" max={1000} />
      <MainImageField file={f.image!} kept={f.image_ref!} label="Image" />
    </ContentFormShell>
  );
}
