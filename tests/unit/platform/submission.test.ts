import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/.server/http/submission';
import { DisplayNameSchema } from '~/schemas/account';
import { CART_INTENTS, CartChangeSchema } from '~/schemas/cart';
import { CheckoutSchema } from '~/schemas/checkout';

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('parseSubmission reads only the form’s own fields', () => {
  // Found by the fuzz suite: Conform reads `a[999999999]` as a list of a billion places, which its
  // answer then walks; one such field held the server for 17 s.
  it.each([
    ['a[999999999]', 'x'],
    ['name[999999999]', 'x'],
    ['name.first', 'x'],
    ['__intent__', '{"type":"update","payload":{"name":"a[999999999]","value":"x"}}'],
    ['__intent__', '{"type":"reset","payload":{"name":"name[999999999]"}}'],
    ['__state__', '{'],
  ])('a post with %s=%s is read, and answered, at once', (name, value) => {
    const started = performance.now();
    const submission = parseSubmission(
      formData([
        ['name', 'Asha'],
        [name, value],
      ]),
      DisplayNameSchema,
    );
    const answer = JSON.stringify(submission.reply({ formErrors: ['Something'] }));
    expect(performance.now() - started).toBeLessThan(200);
    expect(submission.status === 'success' && submission.value).toEqual({ name: 'Asha' });
    expect(answer).not.toContain(name);
  });

  it("reads the fields of every object a variant may be (the cart's forms)", () => {
    const submission = parseSubmission(
      formData([
        ['intent', CART_INTENTS.set],
        ['collectionId', '3'],
        ['quantity', '2'],
        ['returnTo', '/checkout'],
        ['collectionId[999999999]', '4'],
      ]),
      CartChangeSchema,
    );
    expect(submission.status === 'success' && submission.value).toEqual({
      intent: CART_INTENTS.set,
      collectionId: 3,
      quantity: 2,
    });
  });
});

describe('a list of rows (the brief’s events)', () => {
  const brief = (extra: [string, string][]) =>
    formData([
      ['idempotencyKey', crypto.randomUUID()],
      ['name', 'Asha'],
      ['email', 'asha@example.com'],
      ['country', 'IN'],
      ['coupleNames', 'Asha & Ravi'],
      ['eventDate', '2099-02-20'],
      ['venue', 'The Leela Palace'],
      ['wording', 'Together with their families'],
      ...extra,
    ]);

  it('reads each row up to the list’s maximum, and no row past it', () => {
    const started = performance.now();
    const submission = parseSubmission(
      brief([
        ['events[0].kind', 'mehndi'],
        ['events[0].date', '2099-02-19'],
        ['events[5].kind', 'reception'],
        ['events[5].date', '2099-02-21'],
        ['events[6].kind', 'sangeet'],
        ['events[6].date', '2099-02-18'],
        ['events[999999999].kind', 'haldi'],
        ['events[0].extra', 'x'],
      ]),
      CheckoutSchema,
    );
    expect(performance.now() - started).toBeLessThan(200);
    expect(submission.status === 'success' && submission.value.events).toEqual([
      { kind: 'mehndi', date: '2099-02-19', time: '', venue: '' },
      { kind: 'reception', date: '2099-02-21', time: '', venue: '' },
    ]);
  });

  it('sends a refused row back as typed, beside its field', () => {
    const submission = parseSubmission(brief([['events[2].venue', 'The Lawns']]), CheckoutSchema);
    const answer = submission.reply();
    expect(answer.error).toEqual({ 'events[2].kind': ['Choose which event this is'] });
    expect((answer.initialValue?.events as unknown[])?.[2]).toEqual({ venue: 'The Lawns' });
  });
});
