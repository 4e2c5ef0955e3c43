import type { FileFormat, ProofFileFormat } from '../db/schema';

/**
 * In the order the buyer sees them; the wording is placeholder text in square brackets, as a designer's sample reads.
 */
export interface TemplateSpec {
  name: string;
  baseName: string;
  script: string;
  wording: readonly string[];
  /** Wraps round a shorter gallery. */
  artwork: number;
}

export const COLLECTION_TEMPLATES: readonly TemplateSpec[] = [
  {
    name: 'Invitation',
    baseName: 'invitation',
    script: 'Together with their families',
    wording: [
      '[Partner One] & [Partner Two]',
      'request the pleasure of your company',
      'at the celebration of their marriage',
      '[Day, Date] at [Time] · [Venue], [City]',
    ],
    artwork: 0,
  },
  {
    name: 'Save the Date',
    baseName: 'save-the-date',
    script: 'We’re getting married',
    wording: [
      '[Partner One] & [Partner Two]',
      '[Date of the wedding]',
      '[City, Country]',
      'Formal invitation to follow',
    ],
    artwork: 2,
  },
  {
    name: 'RSVP Card',
    baseName: 'rsvp-card',
    script: 'Kindly reply',
    wording: [
      'by [Reply-by date]',
      'Name(s) ______________________',
      'Joyfully accepts · Regretfully declines',
      'Number of guests ______',
    ],
    artwork: 1,
  },
  {
    name: 'Details Card',
    baseName: 'details-card',
    script: 'A few things to know',
    wording: [
      'Ceremony · [Time] · [Venue]',
      'Reception · [Time] · [Venue]',
      'Stay · [Hotel] · mention [Booking code]',
      'More at [your wedding website]',
    ],
    artwork: 1,
  },
  {
    name: 'Thank You Card',
    baseName: 'thank-you-card',
    script: 'With heartfelt thanks',
    wording: [
      'Dear [Guest name],',
      'thank you for celebrating with us',
      'and for your kind and generous gift.',
      'With love, [Partner One] & [Partner Two]',
    ],
    artwork: 2,
  },
];

export const FILE_FORMATS: readonly FileFormat[] = ['pdf', 'jpg'];

export const CONTENT_TYPES: Record<ProofFileFormat, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};
