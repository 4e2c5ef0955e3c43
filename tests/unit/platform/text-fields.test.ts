import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/.server/http/submission';
import { sampleAbout, sampleHome, samplePrivacy } from '~/.server/db/sample-content';
import { DisplayNameSchema } from '~/schemas/account';
import { CART_INTENTS, CartChangeSchema } from '~/schemas/cart';
import { CheckoutSchema } from '~/schemas/checkout';
import { ContactSchema } from '~/schemas/contact';
import { SendCodeSchema, SignInLinkSchema, VerifyCodeSchema } from '~/schemas/login';
import { ReviewSchema } from '~/schemas/review';
import { AboutContentSchema, HomeContentSchema, LegalPageSchema } from '~/schemas/site-content';
import { day, validCheckout } from '../support/checkout-post';

/** Every form of the shop with a post that passes, as the browser sends it (strings only). */
const forms: [string, v.GenericSchema, Record<string, string>][] = [
  [
    'contact',
    ContactSchema,
    { name: 'Asha', email: 'asha@example.test', phone: '+91 98100 00000', eventDate: day(30), message: 'Hello there!' },
  ],
  [
    'review',
    ReviewSchema,
    {
      name: 'Asha',
      title: 'Bride',
      company: 'Studio',
      content: 'Lovely work, thank you.',
      image_url: 'https://img.example/a.png',
      rating: '5',
    },
  ],
  [
    'checkout',
    CheckoutSchema,
    { ...validCheckout, wording: 'Together with their families,\r\nMeera and Arjun invite you.', notes: 'Gold foil' },
  ],
  ['display name', DisplayNameSchema, { name: 'Asha' }],
  ['send code', SendCodeSchema, { email: 'asha@example.test' }],
  ['verify code', VerifyCodeSchema, { code: '123456' }],
  ['sign-in link', SignInLinkSchema, { token: 'abc_DEF-123' }],
  ['cart add', CartChangeSchema, { intent: CART_INTENTS.add, collectionId: '3' }],
  ['cart set', CartChangeSchema, { intent: CART_INTENTS.set, collectionId: '3', quantity: '2' }],
  ['cart remove', CartChangeSchema, { intent: CART_INTENTS.remove, collectionId: '3' }],
];

/** What the action reads from `fields` posted as a form: the value, or the messages by field. */
function submit(
  schema: v.GenericSchema,
  fields: Record<string, string>,
): { value: Record<string, unknown> | null; errors: Record<string, string[] | null> } {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseSubmission(formData, schema);
  return submission.status === 'success'
    ? { value: submission.value as Record<string, unknown>, errors: {} }
    : { value: null, errors: submission.reply().error ?? {} };
}

const withNul = (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`;

describe('every field of every form', () => {
  it.each(forms)('the %s form accepts its valid post', (_form, schema, fields) => {
    expect(submit(schema, fields).errors).toEqual({});
  });

  // PostgreSQL refuses a NUL in any text with an error (a 500): no field may let one through.
  it.each(forms)('the %s form refuses a NUL in each of its fields, beside that field', (_form, schema, fields) => {
    for (const name of Object.keys(fields).filter((name) => name !== 'intent')) {
      const { value, errors } = submit(schema, { ...fields, [name]: withNul(fields[name]!) });
      expect(value, name).toBeNull();
      expect(errors[name]?.length, name).toBeGreaterThan(0);
    }
  });

  it.each(forms)(
    'the %s form answers a field left out of the post with the message it gives that field sent empty',
    (_form, schema, fields) => {
      for (const name of Object.keys(fields).filter((name) => name !== 'intent')) {
        const { [name]: _left, ...rest } = fields;
        const missing = submit(schema, rest);
        const empty = submit(schema, { ...rest, [name]: '' });
        expect(missing.errors, name).toEqual(empty.errors);
        for (const message of Object.values(missing.errors).flat()) expect(message).not.toMatch(/Invalid key/);
      }
    },
  );

  it.each([
    ['name', 'Name is required', ContactSchema],
    ['email', 'Email is required', ContactSchema],
    ['message', 'Message is required', ContactSchema],
    ['title', 'Title is required', ReviewSchema],
    ['content', 'Review is required', ReviewSchema],
    ['rating', 'Please choose a rating', ReviewSchema],
    ['coupleNames', 'Names are required', CheckoutSchema],
    ['country', 'Country is required', CheckoutSchema],
    ['eventDate', 'Event date is required', CheckoutSchema],
    ['idempotencyKey', 'This form has expired. Please reload the page and try again.', CheckoutSchema],
    ['code', 'Please enter the 6-digit code from the e-mail', VerifyCodeSchema],
  ] as const)('a post without %s gets "%s" beside the field', (name, message, schema) => {
    const fields = forms.find(([, formSchema]) => formSchema === schema)![2];
    const { [name]: _left, ...rest } = fields;
    expect(submit(schema, rest).errors).toEqual({ [name]: [message] });
  });

  it('the cart names the missing field too (its notice shows the first message)', () => {
    expect(submit(CartChangeSchema, { intent: CART_INTENTS.set, collectionId: '3' }).errors).toEqual({
      quantity: ['Quantity must be a whole number'],
    });
    expect(submit(CartChangeSchema, { intent: CART_INTENTS.add }).errors).toEqual({
      collectionId: ['Please choose a collection'],
    });
  });
});

const LINE_BREAKS_AND_CONTROLS = ['\r\n', '\n', '\r', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'];
const LINE_SEPARATORS = ['\u2028', '\u2029'];
const TEXT_DIRECTION = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const show = (text: string) => [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`).join(' ');

/** The messages of one field of `form` set to `text`. */
function errorsOf(form: string, name: string, text: string) {
  const [, schema, fields] = forms.find(([formName]) => formName === form)!;
  return submit(schema, { ...fields, [name]: text }).errors[name];
}

describe('single-line fields', () => {
  const lineFields = [
    ['checkout', 'venue', 'Venue'],
    ['review', 'image_url', 'Image URL'],
  ] as const;
  const nameFields = [
    ['contact', 'name', 'Name'],
    ['review', 'name', 'Name'],
    ['review', 'title', 'Title'],
    ['review', 'company', 'Company'],
    ['checkout', 'name', 'Name'],
    ['checkout', 'coupleNames', 'Names'],
    ['display name', 'name', 'Name'],
  ] as const;

  it.each([...lineFields, ...nameFields])('%s %s refuses line breaks and control characters', (form, name, label) => {
    for (const character of [...LINE_BREAKS_AND_CONTROLS, ...LINE_SEPARATORS]) {
      const text =
        form === 'review' && name === 'image_url' ? `https://a.example/x${character}y` : `Asha${character}Bcc`;
      expect(errorsOf(form, name, text), show(character)).toEqual([
        `${label} cannot contain line breaks or control characters`,
      ]);
    }
  });

  it('refuses the CRLF that once wrote a fake "Bcc:" line into the studio\'s e-mail', () => {
    expect(errorsOf('contact', 'name', 'Asha\r\nBcc: victim@example.test')).toEqual([
      'Name cannot contain line breaks or control characters',
    ]);
  });

  it.each(nameFields)('%s %s (a name) refuses text-direction characters', (form, name, label) => {
    for (const character of TEXT_DIRECTION) {
      expect(errorsOf(form, name, `Asha${character}ahsA`), show(character)).toEqual([
        `${label} cannot contain text-direction characters`,
      ]);
    }
  });

  it('a venue is no name: it may hold text-direction marks for right-to-left place names', () => {
    expect(errorsOf('checkout', 'venue', 'Hall \u2067قاعة\u2069, Dubai')).toBeUndefined();
  });

  it.each(['Zoë “Z” <b>', 'आशा शर्मा', 'محمد و فاطمة', 'José & Ana 💐', "O'Brien-Smith"])(
    'keeps the name %s as typed',
    (text) => {
      expect(submit(ContactSchema, { ...forms[0]![2], name: text }).value?.name).toBe(text);
    },
  );

  it('trims whitespace around a value (a trailing newline included) before checking it', () => {
    expect(submit(ContactSchema, { ...forms[0]![2], name: ' \tAsha\r\n' }).value?.name).toBe('Asha');
  });

  it('an e-mail address with a control character is no address', () => {
    for (const text of ['asha\u0000@example.test', 'asha@example.test\r\nBcc: x@example.test', 'as\tha@example.test']) {
      expect(errorsOf('contact', 'email', text)).toEqual(['Please enter a valid email address']);
    }
  });
});

describe('multi-line fields', () => {
  const fields = [
    ['contact', 'message', 'Message'],
    ['review', 'content', 'Review'],
    ['checkout', 'wording', 'Wording'],
    ['checkout', 'notes', 'Notes'],
  ] as const;

  it.each(fields)('%s %s keeps newlines (LF and CRLF) and tabs', (form, name) => {
    const text = 'Dear guests,\r\nPlease join us.\n\n\tWith love,\nAsha';
    const [, schema, valid] = forms.find(([formName]) => formName === form)!;
    expect(submit(schema, { ...valid, [name]: text }).value?.[name]).toBe(text);
  });

  it.each(fields)('%s %s refuses NUL, a lone CR and the other control characters', (form, name, label) => {
    for (const character of ['\u0000', '\r', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009b']) {
      expect(errorsOf(form, name, `Hello there${character}, friends`), show(character)).toEqual([
        `${label} cannot contain control characters`,
      ]);
    }
  });
});

describe('site content (the admin forms of a later issue)', () => {
  const refusal = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message;

  it('accepts the sample content', () => {
    expect(v.safeParse(HomeContentSchema, sampleHome).success).toBe(true);
    expect(v.safeParse(AboutContentSchema, sampleAbout).success).toBe(true);
    expect(v.safeParse(LegalPageSchema, samplePrivacy).success).toBe(true);
  });

  it('applies the same rules to its headings, names, texts and addresses', () => {
    expect(refusal(HomeContentSchema, { ...sampleHome, heroHeading: 'Hello\nworld' })).toBe(
      'Hero heading cannot contain line breaks or control characters',
    );
    expect(refusal(HomeContentSchema, { ...sampleHome, heroImage: '/images/a\u0000.webp' })).toBe(
      'Hero image cannot contain line breaks or control characters',
    );
    expect(refusal(AboutContentSchema, { ...sampleAbout, founderName: 'Aditi \u202eamrahS' })).toBe(
      'Founder name cannot contain text-direction characters',
    );
    expect(refusal(AboutContentSchema, { ...sampleAbout, founderBio: 'One\u0000two' })).toBe(
      'Founder bio cannot contain control characters',
    );
    expect(v.safeParse(AboutContentSchema, { ...sampleAbout, founderBio: 'One.\n\nTwo.' }).success).toBe(true);
  });

  it('names a missing field by its label', () => {
    const { heroHeading: _left, ...rest } = sampleHome;
    expect(refusal(HomeContentSchema, rest)).toBe('Hero heading is required');
  });
});
