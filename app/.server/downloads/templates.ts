import type { FileFormat, ProofFileFormat } from '../db/schema';

/**
 * The five templates every collection comes with (spec: "Each collection: 5 templates, PDF and
 * JPG"), in the order the buyer sees them. The wording is placeholder text in square brackets,
 * the way a designer's sample reads: the couple replaces it with their own.
 */
export interface TemplateSpec {
  name: string;
  /** The file name without its extension, e.g. "save-the-date". */
  baseName: string;
  /** The line set in the script face under the template's name. */
  script: string;
  wording: readonly string[];
  /** Which of the collection's gallery images the card shows (wraps round a shorter gallery). */
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

/** The media type of every file format the downloads hold (templates: PDF and JPG; the designer's files also PNG). */
export const CONTENT_TYPES: Record<ProofFileFormat, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};
