import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/.server/http/submission';
import { DisplayNameSchema } from '~/schemas/account';
import { CART_INTENTS, CartChangeSchema } from '~/schemas/cart';

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
