import type { AboutContent, HomeContent, LegalPage } from '~/schemas/site-content';

/** Loaded once into an empty database (./seed.ts); the artwork in public/images is made by scripts/artwork. */

export interface SampleCollection {
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  category: string;
  priceCents: number;
  features: string[];
  customizationOptions: string[];
  relatedSlugs: string[];
  isFeatured: boolean;
}

const suite = (slug: string) => [1, 2, 3].map((n) => `/images/collections/${slug}-${n}.webp`);
export const galleryOf = suite;

const commonFeatures = [
  '5 editable templates: invitation, RSVP, details card, save the date and thank-you card',
  'Print-ready PDF and share-ready JPG files',
  'Sized for WhatsApp, Instagram stories and e-mail',
  '30 days of email support',
];

const commonOptions = [
  'Names, dates, venue and wording changed for you',
  'Colour palette adjusted to your theme',
  'Fonts swapped from our curated pairings',
  'One free round of minor revisions',
];

export const sampleCollections: SampleCollection[] = [
  {
    slug: 'blush-peony-romance',
    title: 'Blush Peony Romance',
    description: 'Hand-painted blush peonies and garden roses for a soft, romantic celebration.',
    longDescription:
      'Blush Peony Romance began as a page of watercolour studies painted in the studio one spring morning. ' +
      'Layered peonies, garden roses and trailing greenery frame your names in flowing script, with generous ' +
      'space for your wording. It suits garden ceremonies, palace lawns and every couple who wants their ' +
      'invitation to feel like the first bloom of the season.',
    category: 'Floral',
    priceCents: 3999,
    features: ['Watercolour peony and rose artwork painted in-house', ...commonFeatures],
    customizationOptions: [...commonOptions, 'Floral arrangement mirrored or moved to suit your text'],
    relatedSlugs: ['vintage-lace-heirloom', 'boho-pampas-sunset', 'classic-gilded-script'],
    isFeatured: true,
  },
  {
    slug: 'modern-monogram',
    title: 'Modern Monogram',
    description: 'Clean lines, quiet space and your initials as the centrepiece.',
    longDescription:
      'Modern Monogram is for couples who love restraint. A custom monogram of your initials sits above ' +
      'crisp small-caps typography and fine rules, leaving room for the details to breathe. It reads ' +
      'beautifully on a phone screen and prints just as well on heavy cotton paper.',
    category: 'Minimalist',
    priceCents: 3499,
    features: ['A monogram drawn from your initials', ...commonFeatures],
    customizationOptions: [...commonOptions, 'Monogram style: serif, script or stacked'],
    relatedSlugs: ['classic-gilded-script', 'woodland-rustic', 'blush-peony-romance'],
    isFeatured: true,
  },
  {
    slug: 'woodland-rustic',
    title: 'Woodland Rustic',
    description: 'Eucalyptus, fern and kraft-paper warmth for outdoor and farmhouse weddings.',
    longDescription:
      'Woodland Rustic brings the outdoors in: sprigs of eucalyptus and fern on a warm kraft tone, tied ' +
      'together with a hand-drawn twine detail. It is made for hill-station weddings, orchard ceremonies and ' +
      'long tables under fairy lights.',
    category: 'Rustic',
    priceCents: 2999,
    features: ['Hand-drawn eucalyptus, fern and twine illustrations', ...commonFeatures],
    customizationOptions: [...commonOptions, 'Kraft, linen or ivory paper tone'],
    relatedSlugs: ['boho-pampas-sunset', 'blush-peony-romance', 'modern-monogram'],
    isFeatured: true,
  },
  {
    slug: 'vintage-lace-heirloom',
    title: 'Vintage Lace Heirloom',
    description: 'Antique lace borders and dusty rose for a timeless, heirloom feel.',
    longDescription:
      'Inspired by a grandmother’s lace handkerchief, Vintage Lace Heirloom pairs an intricate doily ' +
      'border with antique ivory and dusty rose. Ornate frames and classic serif lettering make it feel ' +
      'like something you will keep in a keepsake box for decades.',
    category: 'Vintage',
    priceCents: 4499,
    features: ['Intricate lace border artwork', ...commonFeatures],
    customizationOptions: [...commonOptions, 'Lace border in ivory, rose or gold'],
    relatedSlugs: ['classic-gilded-script', 'blush-peony-romance', 'woodland-rustic'],
    isFeatured: false,
  },
  {
    slug: 'boho-pampas-sunset',
    title: 'Boho Pampas Sunset',
    description: 'Terracotta arches, pampas grass and a warm desert sunset palette.',
    longDescription:
      'Boho Pampas Sunset is warm and free-spirited: terracotta arches, dried palms and soft pampas plumes ' +
      'against a sunset gradient. Perfect for beach weddings in Goa, desert celebrations in Jaisalmer and ' +
      'relaxed, barefoot receptions.',
    category: 'Bohemian',
    priceCents: 3699,
    features: ['Pampas, dried palm and arch illustrations', ...commonFeatures],
    customizationOptions: [...commonOptions, 'Sunset, sand or sage colourway'],
    relatedSlugs: ['woodland-rustic', 'blush-peony-romance', 'vintage-lace-heirloom'],
    isFeatured: false,
  },
  {
    slug: 'classic-gilded-script',
    title: 'Classic Gilded Script',
    description: 'Formal script, gold borders and navy accents for a black-tie affair.',
    longDescription:
      'Classic Gilded Script is formal elegance done right: a double gold border, traditional wording set ' +
      'in flowing script and navy accents. It is at home in grand ballrooms and heritage palaces, and ' +
      'looks just as refined when shared on a phone.',
    category: 'Classic',
    priceCents: 3999,
    features: ['Gold-foil effect borders and flourishes', ...commonFeatures],
    customizationOptions: [...commonOptions, 'Gold, rose gold or silver accents'],
    relatedSlugs: ['vintage-lace-heirloom', 'modern-monogram', 'blush-peony-romance'],
    isFeatured: false,
  },
];

export interface SamplePortfolioItem {
  title: string;
  description: string;
  image: string;
  category: string;
  createdAt: string;
}

const portfolio = (
  slug: string,
  title: string,
  category: string,
  description: string,
  createdAt: string,
): SamplePortfolioItem => ({ title, description, image: `/images/portfolio/${slug}.webp`, category, createdAt });

export const samplePortfolio: SamplePortfolioItem[] = [
  portfolio(
    'ananya-rohan-wedding',
    'Ananya & Rohan',
    'Wedding',
    'A palace wedding suite with hand-painted florals and gold script.',
    '2026-10-04T10:00:00.000Z',
  ),
  portfolio(
    'priya-kabir-mehndi',
    'Priya & Kabir Mehndi Night',
    'Wedding',
    'Marigolds and paisley for a joyful, colour-soaked mehndi evening.',
    '2026-09-18T10:00:00.000Z',
  ),
  portfolio(
    'aarav-first-birthday',
    'Aarav Turns One',
    'Birthday',
    'Pastel balloons and a playful hand-lettered one for a first birthday.',
    '2026-09-02T10:00:00.000Z',
  ),
  portfolio(
    'baby-in-bloom-shower',
    'Baby in Bloom',
    'Baby Shower',
    'Soft spring florals for a garden baby shower.',
    '2026-08-21T10:00:00.000Z',
  ),
  portfolio(
    'sara-arjun-reception',
    'Sara & Arjun Reception',
    'Wedding',
    'An evening reception invitation with deep florals and modern type.',
    '2026-08-05T10:00:00.000Z',
  ),
  portfolio(
    'tara-turns-thirty',
    'Tara Turns Thirty',
    'Birthday',
    'Champagne gold and confetti for a modern milestone party.',
    '2026-07-19T10:00:00.000Z',
  ),
  portfolio(
    'little-star-shower',
    'Twinkle Little Star',
    'Baby Shower',
    'A night sky of moon and stars for a dreamy baby shower.',
    '2026-06-28T10:00:00.000Z',
  ),
  portfolio(
    'isha-vikram-save-the-date',
    'Isha & Vikram Save the Date',
    'Wedding',
    'A minimalist save the date with a drawn monogram.',
    '2026-06-10T10:00:00.000Z',
  ),
  portfolio(
    'dadi-75th-birthday',
    'Dadi’s 75th Birthday',
    'Birthday',
    'Jasmine garlands and classic lettering for a family celebration.',
    '2026-05-22T10:00:00.000Z',
  ),
  portfolio(
    'oh-baby-botanical',
    'Oh Baby, Botanical',
    'Baby Shower',
    'Sage leaves and gentle greens for a calm, modern shower.',
    '2026-05-03T10:00:00.000Z',
  ),
];

export interface SampleTestimonial {
  name: string;
  role: string;
  company: string | null;
  content: string;
  imageUrl: string | null;
  rating: number;
  isFeatured: boolean;
  createdAt: string;
}

export const sampleTestimonials: SampleTestimonial[] = [
  {
    name: 'Sneha Malhotra',
    role: 'Bride',
    company: null,
    content:
      'Our Blush Peony invitations were the first thing every guest mentioned. Aditi understood exactly the feeling we wanted and the files were ready in two days.',
    imageUrl: '/images/avatars/reviewer-1.webp',
    rating: 5,
    isFeatured: true,
    createdAt: '2026-10-12T09:30:00.000Z',
  },
  {
    name: 'Arjun Mehta',
    role: 'Groom',
    company: null,
    content:
      'We sent the invite on WhatsApp to 400 guests and it looked perfect on every phone. The RSVP card saved our families so many calls.',
    imageUrl: '/images/avatars/reviewer-2.webp',
    rating: 5,
    isFeatured: true,
    createdAt: '2026-09-27T14:10:00.000Z',
  },
  {
    name: 'Julia Fernandes',
    role: 'Wedding Planner',
    company: 'Goa Coast Weddings',
    content:
      'I recommend Petal & Quill to all my couples. Clear process, quick revisions and designs that photograph beautifully at the venue.',
    imageUrl: '/images/avatars/reviewer-3.webp',
    rating: 5,
    isFeatured: false,
    createdAt: '2026-09-08T11:00:00.000Z',
  },
  {
    name: 'Kavya Iyer',
    role: 'Mother of the Bride',
    company: null,
    content:
      'I am not good with technology, but the team walked me through every step. The Vintage Lace design made my daughter cry happy tears.',
    imageUrl: null,
    rating: 5,
    isFeatured: false,
    createdAt: '2026-08-16T16:45:00.000Z',
  },
  {
    name: 'Rahul & Nikita',
    role: 'Couple',
    company: null,
    content:
      'Modern, elegant and exactly our style. We changed the wording twice and the revisions came back the same day.',
    imageUrl: null,
    rating: 4,
    isFeatured: false,
    createdAt: '2026-07-30T08:20:00.000Z',
  },
  {
    name: 'Farah Khan',
    role: 'Host',
    company: 'Little Steps Preschool',
    content:
      'The baby shower invitation was adorable and the matching thank-you cards were a lovely touch. Guests kept asking who designed them.',
    imageUrl: null,
    rating: 5,
    isFeatured: false,
    createdAt: '2026-07-02T12:00:00.000Z',
  },
  {
    name: 'Devika Rao',
    role: 'Event Manager',
    company: 'The Orchid Banquets',
    content:
      'Professional from start to finish. The print-ready PDFs came out crisp at our printer and the digital versions were sized perfectly for social media.',
    imageUrl: null,
    rating: 4,
    isFeatured: false,
    createdAt: '2026-06-11T10:15:00.000Z',
  },
];

const strip = (n: number, title: string) => ({
  id: `strip-${n}`,
  title,
  image: `/images/strip/strip-${n}.webp`,
  link: '/portfolio',
});

export const sampleHome: HomeContent = {
  heroHeading: 'Exquisite Digital Wedding Invitations',
  heroSubheading:
    'Hand-crafted invitation suites, designed in our New Delhi studio and delivered digitally: ready to share on every phone, and beautiful enough to print.',
  heroCta: 'Browse Collections',
  heroImage: '/images/home/hero.webp',
  featuredHeading: 'Our Designs in Action',
  featuredSubheading:
    'From the first save the date to the last thank-you card, see how couples share their invitations.',
  featuredItems: [
    strip(1, 'An invitation opened on a phone'),
    strip(2, 'An envelope sealed with wax'),
    strip(3, 'A wedding dinner menu'),
    strip(4, 'A place card at the reception table'),
    strip(5, 'A welcome sign at the venue'),
  ],
  aboutHeading: 'Create Unforgettable Moments',
  aboutContent:
    'Tell us about your celebration, the colours you love and the words you want to say. We will design an invitation your guests will remember.',
  aboutImage: '/images/home/cta.webp',
  aboutCta: 'Contact Us Today',
};

export const sampleAbout: AboutContent = {
  heading: 'About Petal & Quill',
  tagline: 'Digital invitations, designed by hand and made to be shared.',
  mainContent:
    'Petal & Quill is a small design studio in New Delhi creating digital invitations for weddings and every celebration around them. ' +
    'Each collection starts on paper, as watercolour florals and hand-drawn lettering, and is then crafted into templates that look beautiful on a phone and print crisply on paper.',
  founderImage: '/images/about/founder.webp',
  founderName: 'Aditi Sharma',
  founderTitle: 'Founder & Lead Designer',
  founderBio:
    'Aditi started Petal & Quill in 2021, after designing the invitations for her sister’s wedding and receiving requests from half the guests. ' +
    'With over 4 years of experience in illustration and stationery design, she has since created invitations for hundreds of couples across India and abroad.\n\n' +
    'She still paints every floral by hand before it becomes a digital design, and reads every couple’s story before she picks up a brush.',
  teamMembers: [
    {
      id: 'meher-kapoor',
      name: 'Meher Kapoor',
      title: 'Lead Illustrator',
      image: '/images/about/team-1.webp',
      bio: 'Meher paints the florals, paisleys and botanicals that give each collection its character.',
    },
    {
      id: 'kabir-sethi',
      name: 'Kabir Sethi',
      title: 'Typography & Layout',
      image: '/images/about/team-2.webp',
      bio: 'Kabir pairs the fonts and sets every line of wording so your invitation reads as beautifully as it looks.',
    },
    {
      id: 'nisha-rao',
      name: 'Nisha Rao',
      title: 'Client Happiness',
      image: '/images/about/team-3.webp',
      bio: 'Nisha looks after your order from the first message to the final files, and handles every revision.',
    },
  ],
};

export const samplePrivacy: LegalPage = {
  heading: 'Privacy Policy',
  intro:
    'This policy explains what personal information Petal & Quill collects when you visit this site, place an order or contact us, why we collect it and how we look after it.',
  body: `## What we collect

When you place an order we collect your name, e-mail address, country and the personalisation details you send us, such as names, event date, venue and wording.

When you write to us or submit a review we keep what you send. When you sign in we keep your e-mail address and display name.

## How we use it

We use your information only to design and deliver your invitations, to send order confirmations and download links, to answer your messages and to publish reviews you have chosen to share. We do not sell or rent your information, and we do not send marketing e-mails without your consent.

## Payments

Payments are handled by our payment provider on its own secure pages. We never see or store your card number.

## Cookies

We use a small number of essential cookies: one keeps you signed in, one remembers your cart, and one carries short notices between pages. We do not use advertising or tracking cookies.

## How long we keep it

Order records are kept for as long as the law requires for accounting. Messages are kept for up to two years. You can ask us to delete your account and personal information at any time.

## Your rights

You may ask to see, correct or delete the personal information we hold about you. Write to us through the [contact page](/contact) and we will answer within 30 days.`,
};

export const sampleTerms: LegalPage = {
  heading: 'Terms of Service',
  intro:
    'These terms apply to every purchase of a digital invitation collection from Petal & Quill. By placing an order you agree to them.',
  body: `## What you buy

Each collection is a set of 5 digital templates delivered as PDF and JPG files. Nothing is printed or shipped. Prices are shown in US dollars and include the customisation described on each collection.

## Customisation and revisions

Customisation is completed within 2-3 business days after we receive your details, or 5-7 business days for complex designs.

One round of minor revisions is included free of charge. Rush service is available for an extra fee; contact us directly.

## Licence

Your files are licensed for your personal event: you may share them digitally and print them as often as you like. You may not resell the templates or use them for other clients.

## Refunds

Because the files are digital and customised for you, orders cannot be refunded once customisation has started. If something is wrong with your files, tell us within 30 days and we will put it right.

## Support

Every collection includes 30 days of email support from the day your files are delivered.

## Contact

Questions about these terms? Reach us through the [contact page](/contact).`,
};
