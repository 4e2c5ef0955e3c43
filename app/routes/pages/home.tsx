import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listFeaturedCollections } from '~/.server/collections/collections';
import { getHomeContent } from '~/.server/content/pages';
import { resolveImages } from '~/.server/images/views';
import { listFeaturedTestimonials } from '~/.server/reviews/testimonials';
import { ClosingBand } from './closing-band';
import { CtaBand } from './cta-band';
import { DesignsMarquee } from './designs-marquee';
import { HERO_IMAGE_SIZES, HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { CollectionCard } from '~/components/storefront/collection-card';
import { TestimonialCard } from '~/components/storefront/testimonial-card';
import { ButtonLink } from '~/components/ui/button-link';
import { preloadImage } from '~/components/ui/picture';
import { Contained, Section } from '~/components/ui/section';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: 'Petal & Quill — Exquisite Digital Wedding Invitations' },
  {
    name: 'description',
    content:
      'Hand-crafted digital wedding invitations from a New Delhi design studio: browse collections, personalise your suite and share it with every guest.',
  },
  // The hero artwork is the page's largest paint: fetched while the HTML still arrives.
  ...preloadImage(data?.heroPicture, HERO_IMAGE_SIZES),
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [home, collections, testimonials] = await Promise.all([
    getHomeContent(db),
    listFeaturedCollections(db),
    listFeaturedTestimonials(db),
  ]);
  const picture = await resolveImages(db, [
    home.heroImage,
    home.aboutImage,
    ...home.featuredItems.map((item) => item.image),
    ...collections.map((collection) => collection.image),
    ...testimonials.map((testimonial) => testimonial.imageUrl),
  ]);
  return {
    home: { ...home, featuredItems: home.featuredItems.map((item) => ({ ...item, picture: picture(item.image) })) },
    heroPicture: picture(home.heroImage),
    aboutPicture: picture(home.aboutImage),
    collections: collections.map((collection) => ({ ...collection, picture: picture(collection.image) })),
    testimonials: testimonials.map((testimonial) => ({ ...testimonial, picture: picture(testimonial.imageUrl) })),
  };
}

const HOME_CARD_SIZES = '(min-width: 1152px) 352px, (min-width: 768px) 30vw, min(92vw, 448px)';

export default function Home() {
  const { home, heroPicture, aboutPicture, collections, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero
        heading={home.heroHeading}
        subheading={home.heroSubheading}
        image={heroPicture}
        ctaLabel={home.heroCta}
        nextId="designs"
      />

      <Section
        id="designs"
        eyebrow="Real celebrations"
        title={home.featuredHeading}
        intro={home.featuredSubheading}
        action={
          <ButtonLink to="/portfolio" variant="outline">
            View More Designs
          </ButtonLink>
        }
      >
        <DesignsMarquee items={home.featuredItems} />
      </Section>

      <Section
        id="collections"
        eyebrow="The shop"
        title="Featured Collections"
        intro="Our most-loved invitation suites, each with five matching templates for every moment of your celebration."
        action={<ButtonLink to="/collections">View All</ButtonLink>}
        className="bg-cream/70"
      >
        <Contained>
          <ul className="mx-auto grid max-w-md gap-8 md:max-w-none md:grid-cols-3 md:gap-6 lg:gap-8">
            {collections.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} sizes={HOME_CARD_SIZES} />
              </li>
            ))}
          </ul>
        </Contained>
      </Section>

      <Section
        id="how-it-works"
        eyebrow="Simple and personal"
        title="How It Works"
        intro="From the first click to the last guest, your invitations are ready in three easy steps."
        action={<ButtonLink to="/collections">Get Started</ButtonLink>}
      >
        <Contained>
          <HowItWorks />
        </Contained>
      </Section>

      <CtaBand heading={home.aboutHeading} content={home.aboutContent} image={aboutPicture} ctaLabel={home.aboutCta} />

      {testimonials.length > 0 ? (
        <Section
          id="client-love"
          eyebrow="Kind words"
          title="Client Love"
          intro="Couples and planners on their Petal & Quill invitations."
          action={
            <ButtonLink to="/testimonials" variant="outline">
              Read More Testimonials
            </ButtonLink>
          }
          className="bg-blush/40"
        >
          <Contained>
            <ul className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2" data-testid="client-love">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          </Contained>
        </Section>
      ) : null}

      <ClosingBand />
    </>
  );
}
