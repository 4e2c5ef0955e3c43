import * as v from 'valibot';
import { imageFile, imageRequired } from './content-image';
import { contentVersion } from './content-version';
import { formObject, rowVersion } from './fields';
import { keptImage, mayBeEmpty, newItemField } from './page-editor-fields';
import { AboutContentSchema, TeamMemberSchema } from './site-content';
import { NEW_TEAM_MEMBER_MESSAGE } from './required-messages';

export { NEW_TEAM_MEMBER_MESSAGE };

export const DELETE_TEAM_MEMBER_QUESTION = 'Are you sure you want to delete this team member?';

const page = AboutContentSchema.entries;

const pageObject = formObject({
  heading: page.heading,
  tagline: mayBeEmpty(page.tagline),
  mainContent: mayBeEmpty(page.mainContent),
  founderImage: imageFile,
  founderImage_ref: keptImage(page.founderImage),
  founderName: page.founderName,
  founderTitle: page.founderTitle,
  founderBio: mayBeEmpty(page.founderBio),
  version: contentVersion,
});

export const AboutPageFormSchema = v.pipe(
  pageObject,
  imageRequired<v.InferOutput<typeof pageObject>>('Founder image is required', 'founderImage'),
);

const member = TeamMemberSchema.entries;

const newMemberObject = formObject({
  name: newItemField(NEW_TEAM_MEMBER_MESSAGE, member.name),
  title: newItemField(NEW_TEAM_MEMBER_MESSAGE, member.title),
  image: imageFile,
  image_ref: keptImage(member.image),
  bio: newItemField(NEW_TEAM_MEMBER_MESSAGE, member.bio),
});
const editMemberObject = formObject({
  name: member.name,
  title: member.title,
  image: imageFile,
  image_ref: keptImage(member.image),
  bio: member.bio,
  version: rowVersion,
});

export const NewTeamMemberSchema = v.pipe(
  newMemberObject,
  imageRequired<v.InferOutput<typeof newMemberObject>>(NEW_TEAM_MEMBER_MESSAGE),
);

export const EditTeamMemberSchema = v.pipe(
  editMemberObject,
  imageRequired<v.InferOutput<typeof editMemberObject>>('Image is required'),
);

export const TeamMemberTargetSchema = formObject({ id: member.id, version: rowVersion });
