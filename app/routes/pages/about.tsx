import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { getAboutContent } from '~/.server/content/pages';
import { resolveImages } from '~/.server/images/views';
import { DesignProcess } from './design-process';
import { FounderProfile } from './founder-profile';
import { MissionPillars } from './mission-pillars';
import { TeamGrid } from './team-grid';
import { pageMeta } from '~/components/storefront/page-meta';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { Paragraphs } from '~/components/ui/paragraphs';
import { Contained, Section } from '~/components/ui/section';

export const meta = () =>
  pageMeta(
    'About',
    'Meet Aditi Sharma and the Petal & Quill studio in New Delhi: our mission, our six-step design process and the team behind every digital invitation.',
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const about = await getAboutContent(db);
  const picture = await resolveImages(db, [about.founderImage, ...about.teamMembers.map((member) => member.image)]);
  return {
    about: {
      ...about,
      teamMembers: about.teamMembers.map((member) => ({ ...member, picture: picture(member.image) })),
    },
    founderPicture: picture(about.founderImage),
  };
}

export default function About() {
  const { about, founderPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow="Our story" title={about.heading} intro={about.tagline} />

      <section aria-labelledby="founder-heading" className="py-20 sm:py-24">
        <Contained>
          {about.mainContent ? (
            <Paragraphs
              text={about.mainContent}
              className="mx-auto mb-16 max-w-3xl space-y-5 text-center font-display text-xl leading-relaxed text-ink sm:mb-20 sm:text-2xl lg:text-[1.7rem]"
            />
          ) : null}
          <FounderProfile
            image={founderPicture}
            name={about.founderName}
            title={about.founderTitle}
            bio={about.founderBio}
          />
        </Contained>
      </section>

      <Section
        id="mission"
        eyebrow="What we believe"
        title="Our Mission"
        intro="Beautiful invitations for every celebration: open to every couple, gentle on the planet and true to you."
        className="bg-cream/70"
      >
        <Contained>
          <MissionPillars />
        </Contained>
      </Section>

      <Section
        id="process"
        eyebrow="From sketch to inbox"
        title="Our Design Process"
        intro="Every collection passes through the same six careful steps before it reaches you."
      >
        <Contained>
          <DesignProcess />
        </Contained>
      </Section>

      {about.teamMembers.length > 0 ? (
        <Section
          id="team"
          eyebrow="The studio"
          title="Meet the Team"
          intro="A small team of illustrators and letterers who care about every detail."
          className="bg-blush/40"
        >
          <Contained>
            <TeamGrid members={about.teamMembers} />
          </Contained>
        </Section>
      ) : null}

      <Section
        id="next"
        eyebrow="Shall we begin?"
        title="Let’s Design Your Invitation"
        intro="Browse our ready-to-personalise collections, or tell us about your celebration and we will help you choose."
        action={
          <>
            <ButtonLink to="/collections">Browse Collections</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
