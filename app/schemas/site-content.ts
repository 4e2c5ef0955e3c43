import * as v from 'valibot';
import { IMAGE_HASH } from '~/lib/images';
import { formObject, plainText, requiredText, tooLong, type TextKind } from './fields';

/** Each page's own fields live in `site_content`; the home and about lists are rows of their own tables. */

const text = (label: string, max: number, kind: TextKind) =>
  v.pipe(v.string(), v.trim(), plainText(label, kind), v.maxLength(max, tooLong(label, max)));

/** One line, like every address. */
const localOrWebAddress = (label: string, message: string, alsoAccept?: RegExp) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    plainText(label, 'line'),
    v.maxLength(500, tooLong(label, 500)),
    v.check((value) => /^(\/(?!\/)|https?:\/\/)/.test(value) || Boolean(alsoAccept?.test(value)), message),
  );
const imageRef = (label = 'Image') => localOrWebAddress(label, 'Use a /images/... path or an http(s) URL', IMAGE_HASH);
const link = localOrWebAddress('Link', 'Use a /path on this site or an http(s) URL');

export const FEATURED_ITEMS_MAX = 12;
export const TEAM_MEMBERS_MAX = 24;

export const FeaturedItemSchema = formObject({
  id: requiredText('Id', 40, 'line'),
  title: requiredText('Title', 100, 'line'),
  image: imageRef(),
  link,
});

export const HomeContentSchema = formObject({
  heroHeading: requiredText('Hero heading', 120, 'line'),
  heroSubheading: text('Hero subheading', 400, 'lines'),
  heroCta: requiredText('Hero button', 40, 'line'),
  heroImage: imageRef('Hero image'),
  featuredHeading: requiredText('Featured heading', 120, 'line'),
  featuredSubheading: text('Featured subheading', 400, 'lines'),
  featuredItems: v.pipe(v.array(FeaturedItemSchema), v.maxLength(FEATURED_ITEMS_MAX)),
  aboutHeading: requiredText('About heading', 120, 'line'),
  aboutContent: text('About text', 1000, 'lines'),
  aboutImage: imageRef('About image'),
  aboutCta: requiredText('About button', 40, 'line'),
});

const { featuredItems: _featuredItems, ...homeFields } = HomeContentSchema.entries;
export const HomeFieldsSchema = formObject(homeFields);

export const TeamMemberSchema = formObject({
  id: requiredText('Id', 40, 'line'),
  name: requiredText('Name', 100, 'name'),
  title: requiredText('Title', 100, 'name'),
  image: imageRef(),
  bio: requiredText('Bio', 1000, 'lines'),
});

export const AboutContentSchema = formObject({
  heading: requiredText('Heading', 120, 'line'),
  tagline: text('Tagline', 300, 'lines'),
  mainContent: text('Main text', 4000, 'lines'),
  founderImage: imageRef('Founder image'),
  founderName: requiredText('Founder name', 100, 'name'),
  founderTitle: requiredText('Founder title', 100, 'name'),
  founderBio: text('Founder bio', 4000, 'lines'),
  teamMembers: v.pipe(v.array(TeamMemberSchema), v.maxLength(TEAM_MEMBERS_MAX)),
});

const { teamMembers: _teamMembers, ...aboutFields } = AboutContentSchema.entries;
export const AboutFieldsSchema = formObject(aboutFields);

/** The sample pages are about 2,000 characters. */
export const LEGAL_BODY_MAX = 20_000;

/** `## ` headings start its numbered sections (app/lib/legal-markdown.ts). */
export const LegalPageSchema = formObject({
  heading: requiredText('Heading', 120, 'line'),
  intro: text('Introduction', 600, 'lines'),
  body: v.pipe(
    v.string('Page text is required'),
    v.transform((value) => value.replace(/\r\n/g, '\n')),
    v.trim(),
    plainText('Page text', 'lines'),
    v.minLength(1, 'Page text is required'),
    v.maxLength(LEGAL_BODY_MAX, tooLong('Page text', LEGAL_BODY_MAX)),
  ),
});

export type HomeContent = v.InferOutput<typeof HomeContentSchema>;
export type HomeFields = v.InferOutput<typeof HomeFieldsSchema>;
export type AboutContent = v.InferOutput<typeof AboutContentSchema>;
export type AboutFields = v.InferOutput<typeof AboutFieldsSchema>;
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;
export type FeaturedItem = v.InferOutput<typeof FeaturedItemSchema>;
export type LegalPage = v.InferOutput<typeof LegalPageSchema>;
