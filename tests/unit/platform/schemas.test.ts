import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema } from '~/schemas/contact';
import { ReviewSchema } from '~/schemas/review';
import { day } from '../support/checkout-post';

const review = { name: 'Asha', title: 'Bride', content: 'Lovely work, thank you.', rating: 5 };
const contact = { name: 'Asha', email: 'asha@example.test', message: 'Hello, we are planning a wedding.' };
const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('review schema bounds', () => {
  it.each([
    ['name', 100],
    ['title', 100],
    ['company', 100],
    ['content', 2000],
  ] as const)('%s accepts %i characters and refuses one more', (field, max) => {
    expect(ok(ReviewSchema, { ...review, [field]: 'a'.repeat(max) })).toBe(true);
    expect(ok(ReviewSchema, { ...review, [field]: 'a'.repeat(max + 1) })).toBe(false);
  });

  it('review needs at least 10 characters', () => {
    expect(ok(ReviewSchema, { ...review, content: 'a'.repeat(10) })).toBe(true);
    expect(ok(ReviewSchema, { ...review, content: 'a'.repeat(9) })).toBe(false);
  });

  it('image URL: http(s) only, at most 500 characters', () => {
    const url = (length: number) => `https://img.example/${'a'.repeat(length - 'https://img.example/'.length)}`;
    expect(ok(ReviewSchema, { ...review, image_url: url(500) })).toBe(true);
    expect(ok(ReviewSchema, { ...review, image_url: url(501) })).toBe(false);
    expect(ok(ReviewSchema, { ...review, image_url: 'ftp://img.example/a.png' })).toBe(false);
    expect(ok(ReviewSchema, { ...review, image_url: 'data:image/png;base64,AAAA' })).toBe(false);
  });

  it('rating is a whole number from 1 to 5', () => {
    for (const rating of [1, 5]) expect(ok(ReviewSchema, { ...review, rating })).toBe(true);
    for (const rating of [0, 6, 2.5, Number.NaN]) expect(ok(ReviewSchema, { ...review, rating })).toBe(false);
  });
});

describe('contact schema bounds', () => {
  it('message from 10 to 5000 characters', () => {
    expect(ok(ContactSchema, { ...contact, message: 'a'.repeat(10) })).toBe(true);
    expect(ok(ContactSchema, { ...contact, message: 'a'.repeat(9) })).toBe(false);
    expect(ok(ContactSchema, { ...contact, message: 'a'.repeat(5000) })).toBe(true);
    expect(ok(ContactSchema, { ...contact, message: 'a'.repeat(5001) })).toBe(false);
  });

  it('event date today or later, never in the past', () => {
    expect(ok(ContactSchema, { ...contact, eventDate: day(0) })).toBe(true);
    expect(ok(ContactSchema, { ...contact, eventDate: day(400) })).toBe(true);
    expect(ok(ContactSchema, { ...contact, eventDate: day(-1) })).toBe(false);
    expect(ok(ContactSchema, { ...contact, eventDate: '2027-02-30' })).toBe(false);
    // Free text where a date belongs is a message, never an exception (a 500).
    for (const text of ['next June', '2027-13-45', '99999-01-01', '']) {
      expect(() => v.safeParse(ContactSchema, { ...contact, eventDate: text })).not.toThrow();
      expect(ok(ContactSchema, { ...contact, eventDate: text })).toBe(false);
    }
  });

  it('name at most 100, e-mail at most 254 characters', () => {
    expect(ok(ContactSchema, { ...contact, name: 'a'.repeat(100) })).toBe(true);
    expect(ok(ContactSchema, { ...contact, name: 'a'.repeat(101) })).toBe(false);
    expect(ok(ContactSchema, { ...contact, email: `${'a'.repeat(64)}@${'b'.repeat(180)}.test` })).toBe(true);
    expect(ok(ContactSchema, { ...contact, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.test` })).toBe(false);
  });
});
