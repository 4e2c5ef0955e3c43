import { parseWithValibot } from '@conform-to/valibot';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '~/routes/shop/countries';
import { CheckoutSchema, COUNTRY_CODES } from '~/schemas/checkout';
import { day, validCheckout } from '../support/checkout-post';

const valid = validCheckout;

/** Posts the fields as the browser sends them (empty inputs included) and returns the messages. */
function errorsFor(overrides: Partial<Record<keyof typeof valid, string>>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...valid, ...overrides })) formData.set(name, value);
  const submission = parseWithValibot(formData, { schema: CheckoutSchema });
  return submission.status === 'success' ? {} : (submission.reply().error ?? {});
}

describe('checkout schema', () => {
  it('accepts a complete order and trims what was typed', () => {
    const submission = parseWithValibot(
      (() => {
        const formData = new FormData();
        for (const [name, value] of Object.entries({
          ...valid,
          name: '  Meera Kapoor  ',
          notes: ' Gold foil, please ',
        }))
          formData.set(name, value);
        return formData;
      })(),
      { schema: CheckoutSchema },
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toMatchObject({
      name: 'Meera Kapoor',
      notes: 'Gold foil, please',
      country: 'IN',
    });
  });

  it('notes are optional', () => {
    expect(errorsFor({ notes: '' })).toEqual({});
  });

  it('names every missing field with its own message', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((name) => [name, ''])) as Record<
      keyof typeof valid,
      string
    >;
    expect(errorsFor(empty)).toEqual({
      idempotencyKey: ['This form has expired. Please reload the page and try again.'],
      name: ['Name is required'],
      email: ['Email is required'],
      country: ['Country is required'],
      coupleNames: ['Names are required'],
      eventDate: ['Event date is required'],
      venue: ['Venue is required'],
      wording: ['Wording is required'],
    });
  });

  it('treats whitespace as missing', () => {
    expect(errorsFor({ name: '   ', venue: ' \n ' })).toEqual({
      name: ['Name is required'],
      venue: ['Venue is required'],
    });
  });

  it.each([
    ['name', 'Name', 100],
    ['coupleNames', 'Names', 150],
    ['venue', 'Venue', 200],
    ['wording', 'Wording', 2000],
    ['notes', 'Notes', 1000],
  ] as const)('%s (%s) accepts %i characters and refuses one more', (field, label, max) => {
    expect(errorsFor({ [field]: 'a'.repeat(max) })).toEqual({});
    expect(errorsFor({ [field]: 'a'.repeat(max + 1) })).toEqual({
      [field]: [`${label} must be at most ${max} characters`],
    });
  });

  it('needs a valid e-mail address of at most 254 characters', () => {
    expect(errorsFor({ email: 'meera@' })).toEqual({ email: ['Please enter a valid email address'] });
    expect(errorsFor({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.test` })).toEqual({
      email: ['Email must be at most 254 characters'],
    });
  });

  it('takes a country from the ISO list only', () => {
    expect(errorsFor({ country: 'US' })).toEqual({});
    for (const country of ['XX', 'in', 'India', 'IND']) {
      expect(errorsFor({ country })).toEqual({ country: ['Please choose a country from the list'] });
    }
  });

  it('needs an event date from today on: never in the past, never an impossible day', () => {
    expect(errorsFor({ eventDate: day(0) })).toEqual({});
    expect(errorsFor({ eventDate: day(900) })).toEqual({});
    expect(errorsFor({ eventDate: day(-1) })).toEqual({ eventDate: ['Event date cannot be in the past'] });
    expect(errorsFor({ eventDate: day(-400) })).toEqual({ eventDate: ['Event date cannot be in the past'] });
    const nextYear = Number(day(0).slice(0, 4)) + 1;
    expect(errorsFor({ eventDate: `${nextYear}-02-30` })).toEqual({ eventDate: ['Event date must be a real date'] });
    expect(errorsFor({ eventDate: 'next June' })).toEqual({ eventDate: ['Event date must be a date'] });
  });

  it('needs the idempotency key the page made (a UUID)', () => {
    for (const idempotencyKey of ['1', 'not-a-uuid', `${valid.idempotencyKey}x`]) {
      expect(errorsFor({ idempotencyKey })).toEqual({
        idempotencyKey: ['This form has expired. Please reload the page and try again.'],
      });
    }
    expect(errorsFor({ idempotencyKey: crypto.randomUUID() })).toEqual({});
  });
});

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(v.safeParse(CheckoutSchema, { ...valid, country: 'GB' }).success).toBe(true);
  });

  it('offers them by English name, in alphabetical order', () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.find((option) => option.code === 'IN')?.name).toBe('India');
    expect(options.find((option) => option.code === 'GB')?.name).toBe('United Kingdom');
    for (const option of options) expect(option.name).not.toBe(option.code);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
