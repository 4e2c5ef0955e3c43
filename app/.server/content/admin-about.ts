import {
  AboutPageFormSchema,
  EditTeamMemberSchema,
  NewTeamMemberSchema,
  TeamMemberTargetSchema,
} from '~/schemas/about-page-form';
import { ABOUT_EDITOR_PATH, TEAM_MEMBERS_PATH } from '~/lib/page-editors';
import { TeamMemberSchema } from '~/schemas/site-content';
import type { PageEditor } from './admin-page-editor';
import { itemIdOf } from './admin-page-editor';

type Form = Record<string, unknown>;
const text = (form: Form, name: string) => String(form[name] ?? '');

/** /admin/about: the about page's own fields and its team members (./admin-page-editor.ts does the work). */
export const ABOUT_EDITOR: PageEditor<'about'> = {
  key: 'about',
  name: 'about page',
  path: ABOUT_EDITOR_PATH,
  itemsPath: TEAM_MEMBERS_PATH,
  savedTitle: 'About page content updated successfully!',
  pageImages: { founderImage: 1 },
  pageSchema: AboutPageFormSchema,
  pageFields: (form) => ({
    heading: text(form, 'heading'),
    tagline: text(form, 'tagline'),
    mainContent: text(form, 'mainContent'),
    founderImage: text(form, 'founderImage_ref'),
    founderName: text(form, 'founderName'),
    founderTitle: text(form, 'founderTitle'),
    founderBio: text(form, 'founderBio'),
  }),
  pageImageRefs: (fields) => [fields.founderImage],
  item: {
    noun: 'team member',
    tokenName: 'new-team-member',
    addSchema: NewTeamMemberSchema,
    editSchema: EditTeamMemberSchema,
    targetSchema: TeamMemberTargetSchema,
    values: (form) => ({
      name: text(form, 'name'),
      title: text(form, 'title'),
      image: text(form, 'image_ref'),
      bio: text(form, 'bio'),
    }),
    idOf: itemIdOf(TeamMemberSchema.entries.id),
  },
};
