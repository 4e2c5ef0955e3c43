import type { AboutFields, HomeFields } from '~/schemas/site-content';
import type { SavedField } from './saved-page-panel';

export const homeSavedFields = (page: HomeFields): SavedField[] => [
  { label: 'Hero heading', text: page.heroHeading },
  { label: 'Hero subheading', text: page.heroSubheading },
  { label: 'Hero button text', text: page.heroCta },
  { label: 'Hero image', image: page.heroImage },
  { label: 'Featured heading', text: page.featuredHeading },
  { label: 'Featured subheading', text: page.featuredSubheading },
  { label: 'About heading', text: page.aboutHeading },
  { label: 'About text', text: page.aboutContent },
  { label: 'About button text', text: page.aboutCta },
  { label: 'About image', image: page.aboutImage },
];

export const aboutSavedFields = (page: AboutFields): SavedField[] => [
  { label: 'Heading', text: page.heading },
  { label: 'Tagline', text: page.tagline },
  { label: 'Main content', text: page.mainContent },
  { label: 'Founder name', text: page.founderName },
  { label: 'Founder title', text: page.founderTitle },
  { label: 'Founder bio', text: page.founderBio },
  { label: 'Founder image', image: page.founderImage },
];
