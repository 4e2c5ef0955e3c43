import * as v from 'valibot';

/**
 * Shapes of the admin-editable page content kept in `site_content` (spec section 3).
 * The admin forms of a later issue validate with these same schemas.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** A local image path (/images/...) or an http(s) URL. */
const imageRef = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.check((value) => /^(\/(?!\/)|https?:\/\/)/.test(value), 'Use a /images/... path or an http(s) URL'),
);
const link = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.check((value) => /^(\/(?!\/)|https?:\/\/)/.test(value), 'Use a /path on this site or an http(s) URL'),
);

export const FeaturedItemSchema = v.object({
  id: required(40),
  title: required(100),
  image: imageRef,
  link,
});

export const HomeContentSchema = v.object({
  heroHeading: required(120),
  heroSubheading: text(400),
  heroCta: required(40),
  heroImage: imageRef,
  featuredHeading: required(120),
  featuredSubheading: text(400),
  featuredItems: v.pipe(v.array(FeaturedItemSchema), v.maxLength(12)),
  aboutHeading: required(120),
  aboutContent: text(1000),
  aboutImage: imageRef,
  aboutCta: required(40),
});

export const TeamMemberSchema = v.object({
  id: required(40),
  name: required(100),
  title: required(100),
  image: imageRef,
  bio: required(1000),
});

export const AboutContentSchema = v.object({
  heading: required(120),
  tagline: text(300),
  mainContent: text(4000),
  founderImage: imageRef,
  founderName: required(100),
  founderTitle: required(100),
  founderBio: text(4000),
  teamMembers: v.pipe(v.array(TeamMemberSchema), v.maxLength(24)),
});

export const LegalPageSchema = v.object({
  heading: required(120),
  intro: text(2000),
  sections: v.array(v.object({ heading: required(160), body: required(8000) })),
});

export type HomeContent = v.InferOutput<typeof HomeContentSchema>;
export type AboutContent = v.InferOutput<typeof AboutContentSchema>;
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;
export type LegalPage = v.InferOutput<typeof LegalPageSchema>;
