import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactForm, reviewForm } from '~/.server/forms/public-form-specs';
import { FORM_TOKEN_FIELD, issueFormToken } from '~/.server/forms/form-token';
import { HONEYPOT_FIELD } from '~/.server/forms/honeypot';
import type { GenericSchema } from 'valibot';
import { EXPIRED_FORM_MESSAGE, handlePublicForm, type PublicFormSpec } from '~/.server/forms/public-form';
import type { Services } from '~/.server/boot/services';
import { TEST_SECRET as SECRET, testServices } from '../support/services';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';
const validReview = {
  name: 'Zoë “Z” <b>',
  title: 'Bride',
  company: '',
  content: 'Lovely work 🌸 — truly “perfect”.',
  image_url: '',
  rating: '5',
};
const validContact = {
  name: 'Asha',
  email: 'asha@example.test',
  phone: '+91 98100 00000',
  eventDate: '2099-02-14',
  message: 'We would love a mehndi invitation.',
};

function post(
  fields: Record<string, string>,
  { token = issueFormToken(SECRET, 'review'), address = '203.0.113.9', headers = {} } = {},
) {
  const body = new URLSearchParams({ ...fields, [FORM_TOKEN_FIELD]: token });
  return {
    request: new Request('http://127.0.0.1/testimonials', { method: 'POST', body, headers }),
    context: { socketAddress: address },
  };
}

/** Single-fetch `data()` results carry the status in `init`. */
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);

describe.each(engines)('public forms on %s', (engine) => {
  let t: TestDb;
  let commits = 0;
  let services: Services;
  /** The form's action as a route calls it, with this test's services in the load context. */
  const handleWith =
    (withServices: () => Services) =>
    <S extends GenericSchema>(request: Request, context: { socketAddress?: string }, spec: PublicFormSpec<S>) =>
      handlePublicForm(request, { ...context, services: withServices() }, spec);
  const handle = handleWith(() => services);
  beforeEach(async () => {
    t = await createTestDb(engine);
    commits = 0;
    services = { ...testServices(t), afterCommit: () => commits++ };
  });
  afterEach(() => t.destroy());

  const count = (table: 'testimonials' | 'contact_messages' | 'mail_outbox') => countRows(t.db, table);

  it('stores a review as pending, exactly as typed, then redirects with the notice', async () => {
    const { request, context } = post(validReview);
    const response = (await handle(request, context, reviewForm)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/testimonials');
    expect(response.headers.get('Set-Cookie')).toMatch(/^flash=/);
    const row = await t.db.selectFrom('testimonials').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Zoë “Z” <b>',
      role: 'Bride',
      company: null,
      image_url: null,
      rating: 5,
      status: 'pending',
    });
    expect([false, 0]).toContain(row.is_featured);
    expect(commits).toBe(1);
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'Name is required'],
    ['title missing', { title: '  ' }, 'title', 'Title is required'],
    ['review too short', { content: 'Too short' }, 'content', 'Review must be at least 10 characters'],
    ['review too long', { content: 'x'.repeat(2001) }, 'content', 'Review must be at most 2000 characters'],
    ['name too long', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['company too long', { company: 'c'.repeat(101) }, 'company', 'Company must be at most 100 characters'],
    [
      'image not http',
      { image_url: 'javascript:alert(1)' },
      'image_url',
      'Image URL must be a web address starting with http:// or https://',
    ],
    [
      'image too long',
      { image_url: `https://a.example/${'i'.repeat(490)}` },
      'image_url',
      'Image URL must be at most 500 characters',
    ],
    ['rating too high', { rating: '6' }, 'rating', 'Please choose a rating from 1 to 5'],
    ['rating not whole', { rating: '4.5' }, 'rating', 'Please choose a rating from 1 to 5'],
    ['rating missing', { rating: '' }, 'rating', 'Please choose a rating'],
  ])('writes nothing when the %s', async (_case, change, field, message) => {
    const { request, context } = post({ ...validReview, ...change });
    const result = (await handle(request, context, reviewForm)) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error[field]).toEqual([message]);
    expect(result.data.result.initialValue).toMatchObject({ title: 'title' in change ? change.title : 'Bride' });
    expect(await count('testimonials')).toBe(0);
    expect(commits).toBe(0);
  });

  it('refuses a NUL byte in any review field beside that field, and writes nothing (PostgreSQL would answer 500)', async () => {
    if (engine === 'postgres') {
      // What the schema protects against: PostgreSQL refuses a NUL in any text.
      await expect(sql`select ${'a\u0000b'}::text`.execute(t.db)).rejects.toThrow();
    }
    const messages = {
      name: 'Name cannot contain text-direction characters',
      title: 'Title cannot contain line breaks or control characters',
      company: 'Company cannot contain line breaks or control characters',
      content: 'Review cannot contain control characters',
      image_url: 'Image URL cannot contain line breaks or control characters',
    };
    const nul = {
      name: ['a\u0000b', 'Name cannot contain line breaks or control characters'],
      title: ['a\u0000b', messages.title],
      company: ['a\u0000b', messages.company],
      content: ['Lovely work\u0000, thank you', messages.content],
      image_url: ['https://img.example/a\u0000b.png', messages.image_url],
    };
    for (const [field, [value, message]] of Object.entries(nul)) {
      const { request, context } = post({ ...validReview, [field]: value });
      const result = (await handle(request, context, reviewForm)) as {
        data: { result: { error: Record<string, string[]> } };
      };
      expect(statusOf(result), field).toBe(400);
      expect(result.data.result.error, field).toEqual({ [field]: [message] });
    }
    // A right-to-left override would flip the name wherever it is shown.
    const { request, context } = post({ ...validReview, name: 'Asha \u202eevil' });
    const flipped = (await handle(request, context, reviewForm)) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(flipped.data.result.error).toEqual({ name: [messages.name] });
    expect(await count('testimonials')).toBe(0);
    expect(commits).toBe(0);
  });

  it("answers a hand-made post that leaves a field out with the field's own message", async () => {
    const { name: _left, ...withoutName } = validReview;
    const { request, context } = post(withoutName);
    const result = (await handle(request, context, reviewForm)) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error).toEqual({ name: ['Name is required'] });
    expect(await count('testimonials')).toBe(0);
  });

  it('answers a bot that fills the honeypot like a person, and stores nothing', async () => {
    const { request, context } = post({ ...validReview, [HONEYPOT_FIELD]: 'https://spam.example' });
    const response = (await handle(request, context, reviewForm)) as Response;
    expect(response.status).toBe(302);
    expect(await count('testimonials')).toBe(0);
  });

  it('stores one row when the same post arrives twice (double click or resend)', async () => {
    const token = issueFormToken(SECRET, 'review');
    const [a, b] = await Promise.all([
      handle(post(validReview, { token }).request, {}, reviewForm),
      handle(post(validReview, { token }).request, {}, reviewForm),
    ]);
    expect([(a as Response).status, (b as Response).status]).toEqual([302, 302]);
    await handle(post(validReview, { token }).request, {}, reviewForm);
    expect(await count('testimonials')).toBe(1);
  });

  it('refuses a forged, foreign or missing token with a message and keeps the values', async () => {
    for (const token of [
      'review.1.abc.forged',
      issueFormToken(SECRET, 'contact'),
      issueFormToken('x'.repeat(40), 'review'),
      '',
    ]) {
      const result = (await handle(post(validReview, { token }).request, {}, reviewForm)) as {
        data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; formToken: string };
      };
      expect(statusOf(result)).toBe(400);
      expect(result.data.result.error['']).toEqual([EXPIRED_FORM_MESSAGE]);
      expect(result.data.result.initialValue).toMatchObject({ name: validReview.name });
      expect(result.data.formToken).toMatch(/^review\./);
    }
    expect(await count('testimonials')).toBe(0);
  });

  it("reads a hand-made post with nonsense in Conform's control fields without them (no 500)", async () => {
    const junk = { __intent__: 'not json', __state__: '{' };
    const bad = post({ ...validReview, ...junk, name: '' });
    const result = (await handle(bad.request, bad.context, reviewForm)) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error.name).toEqual(['Name is required']);
    expect(await count('testimonials')).toBe(0);

    const good = post({ ...validReview, __intent__: '{"type":"nonsense"}' });
    expect(((await handle(good.request, good.context, reviewForm)) as Response).status).toBe(302);
    expect(await count('testimonials')).toBe(1);
  });

  it('refuses a body that is no form with 400, not a 500', async () => {
    const request = new Request('http://127.0.0.1/testimonials', {
      method: 'POST',
      body: JSON.stringify(validReview),
      headers: { 'Content-Type': 'application/json' },
    });
    await expect(handle(request, {}, reviewForm)).rejects.toMatchObject({ status: 400 });
    expect(await count('testimonials')).toBe(0);
  });

  it('limits each client to five reviews an hour with status 429, counting the socket address only', async () => {
    for (let i = 0; i < 5; i++) {
      const { request, context } = post(validReview, { headers: { 'X-Forwarded-For': `10.0.0.${i}` } });
      expect(((await handle(request, context, reviewForm)) as Response).status).toBe(302);
    }
    const { request, context } = post(validReview, { headers: { 'X-Forwarded-For': '10.9.9.9' } });
    const blocked = (await handle(request, context, reviewForm)) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number; headers: Record<string, string> };
    };
    expect(statusOf(blocked)).toBe(429);
    expect(blocked.data.result.error['']?.[0]).toMatch(/Please try again in (a minute|\d+ minutes)\./);
    expect(await count('testimonials')).toBe(5);
    const other = post(validReview, { address: '198.51.100.4' });
    expect(((await handle(other.request, other.context, reviewForm)) as Response).status).toBe(302);
  });

  it('uses the configured proxy header as the client address when one is named', async () => {
    const proxied = handleWith(() => ({ ...services, trustedHeader: 'Fly-Client-IP' }));
    for (let i = 0; i < 6; i++) {
      const { request, context } = post(validReview, {
        address: '172.16.0.1',
        headers: { 'Fly-Client-IP': `198.51.100.${i}` },
      });
      expect(((await proxied(request, context, reviewForm)) as Response).status).toBe(302);
    }
  });

  it('stores a contact message and queues the e-mail to the designer in the same transaction', async () => {
    const spec = contactForm('designer@example.test');
    const { request, context } = post(validContact, { token: issueFormToken(SECRET, 'contact') });
    expect(((await handle(request, context, spec)) as Response).status).toBe(302);
    const message = await t.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(message).toMatchObject({ name: 'Asha', email: 'asha@example.test', event_date: '2099-02-14' });
    const mail = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: 'designer@example.test',
      reply_to: 'asha@example.test',
      status: 'pending',
    });
    expect(mail.text_body).toContain('We would love a mehndi invitation.');
  });

  it('keeps the lines of a contact message, in the row and in the e-mail', async () => {
    const message = 'Hello,\r\nwe would love a mehndi invitation.\n\tThank you!';
    const { request, context } = post({ ...validContact, message }, { token: issueFormToken(SECRET, 'contact') });
    expect(((await handle(request, context, contactForm('d@example.test'))) as Response).status).toBe(302);
    const row = await t.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
    const mail = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('we would love a mehndi invitation.');
  });

  it.each([
    ['a past event date', { eventDate: '2020-01-01' }, 'eventDate', 'Event date cannot be in the past'],
    ['a bad e-mail', { email: 'asha@' }, 'email', 'Please enter a valid email address'],
    ['a short message', { message: 'Hi there' }, 'message', 'Message must be at least 10 characters'],
    ['a long message', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['a bad phone', { phone: 'call me' }, 'phone', 'Please enter a phone number using digits, spaces and + ( ) -'],
    ['a NUL in the name', { name: 'a\u0000b' }, 'name', 'Name cannot contain line breaks or control characters'],
    ['a NUL in the message', { message: 'Hello there\u0000!' }, 'message', 'Message cannot contain control characters'],
    ['a NUL in the e-mail', { email: 'asha\u0000@example.test' }, 'email', 'Please enter a valid email address'],
    [
      'a NUL in the phone',
      { phone: '+91 98100\u000000000' },
      'phone',
      'Please enter a phone number using digits, spaces and + ( ) -',
    ],
    [
      'a name that writes a fake "Bcc:" line into the e-mail',
      { name: 'Asha\r\nBcc: victim@example.test' },
      'name',
      'Name cannot contain line breaks or control characters',
    ],
    [
      'a name with a right-to-left override',
      { name: 'Asha \u202eevil' },
      'name',
      'Name cannot contain text-direction characters',
    ],
    ['a message left out of the post', { message: undefined }, 'message', 'Message is required'],
  ])('writes no contact message and no mail for %s', async (_case, change, field, message) => {
    // A change of `undefined` leaves the field out of the post altogether.
    const fields = Object.fromEntries(
      Object.entries({ ...validContact, ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const { request, context } = post(fields, { token: issueFormToken(SECRET, 'contact') });
    const result = (await handle(request, context, contactForm('d@example.test'))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error[field]).toEqual([message]);
    expect(await count('contact_messages')).toBe(0);
    expect(await count('mail_outbox')).toBe(0);
  });
});
