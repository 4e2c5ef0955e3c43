import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStoredContent, saveContent } from '~/.server/content/pages';
import { sampleTerms } from '~/.server/db/sample-content';
import { STALE_PAGE_MESSAGE } from '~/.server/content/admin-legal-pages';
import type { Services } from '~/.server/boot/services';
import * as editor from '~/routes/admin/pages/legal-page';
import { LEGAL_BODY_MAX } from '~/schemas/site-content';
import { Browser, errorsOf, type Answer } from '../support/actions';
import { testContext, testServices } from '../support/services';
import { load, noticeOf, signedInBrowser } from '../support/signed-in';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const PATH = '/admin/pages/terms';

/** The page text the answer sends back to the form (as posted: a form's line breaks travel as CRLF). */
const typedBody = (answer: Answer) => String(answer.data?.result?.initialValue?.body ?? '').replace(/\r\n/g, '\n');
const params = { page: 'terms' };

describe.each(engines)('the legal page editor (/admin/pages/terms) on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    await saveContent(t.db, 'terms', sampleTerms, 0);
    admin = await signedInBrowser(services, 'designer@example.test', { admin: true });
  });
  afterEach(() => t.destroy());

  const stored = () => getStoredContent(t.db, 'terms');
  const form = (fields: Partial<Record<'heading' | 'intro' | 'body' | 'version' | 'intent', string>> = {}) => ({
    heading: sampleTerms.heading,
    intro: sampleTerms.intro,
    body: `${sampleTerms.body}\n\nEdited.`,
    version: '1',
    intent: 'save',
    ...fields,
  });
  const save = (fields: Parameters<typeof form>[0] = {}, browser = admin) =>
    browser.post(editor.action, PATH, form(fields), params);

  it('opens the page as saved, with its version; any other page is a 404', async () => {
    const { data } = await load(editor.loader, admin, services, PATH, params);
    expect(data).toMatchObject({ key: 'terms', page: sampleTerms, version: 1 });
    for (const page of ['about', 'home', 'TERMS', '']) {
      const { response } = await load(editor.loader, admin, services, `/admin/pages/${page}`, { page });
      expect(response?.status).toBe(404);
    }
    expect((await admin.post(editor.action, '/admin/pages/home', form(), { page: 'home' })).status).toBe(404);
  });

  it('previews without saving, and keeps the version the page showed', async () => {
    const answer = await save({ intent: 'preview', body: '## New\n\nText <script>x</script>' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      version: 1,
      preview: { heading: sampleTerms.heading, body: '## New\n\nText <script>x</script>' },
    });
    expect(typedBody(answer)).toBe('## New\n\nText <script>x</script>');
    expect(await stored()).toMatchObject({ value: sampleTerms, version: 1 });
  });

  it('saves, counts the version up and redirects back with the notice', async () => {
    const answer = await save();
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(PATH);
    expect(await noticeOf(services, answer)).toMatchObject({
      kind: 'success',
      title: 'Terms of service updated successfully!',
    });
    expect(await stored()).toMatchObject({ value: { body: `${sampleTerms.body}\n\nEdited.` }, version: 2 });
  });

  it('answers bad input beside each field with what was typed, writing nothing', async () => {
    const cases: [Parameters<typeof form>[0], string, string][] = [
      [{ body: '  ' }, 'body', 'Page text is required'],
      [{ body: 'x'.repeat(LEGAL_BODY_MAX + 1) }, 'body', `Page text must be at most ${LEGAL_BODY_MAX} characters`],
      [{ body: 'Nul \u0000 here' }, 'body', 'Page text cannot contain control characters'],
      [{ heading: '' }, 'heading', 'Heading is required'],
      [{ heading: 'Two\nlines' }, 'heading', 'Heading cannot contain line breaks or control characters'],
      [{ intro: 'i'.repeat(601) }, 'intro', 'Introduction must be at most 600 characters'],
      [{ version: 'x' }, 'version', 'This form is incomplete. Please reload the page.'],
    ];
    for (const [fields, name, message] of cases) {
      const answer = await save(fields);
      expect(answer.status, name).toBe(400);
      expect(errorsOf(answer)[name]).toEqual([message]);
      if (name !== 'body') expect(typedBody(answer)).toBe(form().body);
    }
    expect(await stored()).toMatchObject({ value: sampleTerms, version: 1 });
  });

  it('refuses a save from an out-of-date page: 409, the typed text kept, the saved version and its number handed back', async () => {
    expect((await save({ body: 'Theirs.' })).status).toBe(302);
    const answer = await save({ body: 'Mine.' });
    expect(answer.status).toBe(409);
    expect(errorsOf(answer)['']).toEqual([STALE_PAGE_MESSAGE]);
    expect(typedBody(answer)).toBe('Mine.');
    expect(answer.data).toMatchObject({ version: 2, conflict: { page: { body: 'Theirs.' } } });
    expect(await stored()).toMatchObject({ value: { body: 'Theirs.' }, version: 2 });
    // Saving again from the version it was shown replaces it, knowingly.
    expect((await save({ body: 'Mine.', version: '2' })).status).toBe(302);
    expect(await stored()).toMatchObject({ value: { body: 'Mine.' }, version: 3 });
  });

  it('applies a form sent twice once', async () => {
    const first = await save();
    const again = await save();
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(await noticeOf(services, again)).toMatchObject({ title: 'Terms of service saved' });
    expect((await stored()).version).toBe(2);
  });

  it('refuses an unknown button with a 400 and a body cut off at the size limit with a 413, writing nothing', async () => {
    expect((await save({ intent: 'publish-everywhere' })).status).toBe(400);
    const cutOff = new Browser({ ...testContext(services), bodyTooLarge: true });
    for (const pair of admin.cookieHeader().split('; ')) cutOff.receive(new Headers({ 'Set-Cookie': pair }));
    const answer = await save({}, cutOff);
    expect(answer.status).toBe(413);
    expect(errorsOf(answer)['']?.[0]).toMatch(/^This page is too long to send/);
    expect(await stored()).toMatchObject({ value: sampleTerms, version: 1 });
  });

  it('turns away anonymous visitors and signed-in customers, changing nothing', async () => {
    const anonymous = new Browser(testContext(services));
    const customer = await signedInBrowser(services, 'couple@example.test');
    for (const visitor of [anonymous, customer]) {
      const { response } = await load(editor.loader, visitor, services, PATH, params);
      expect(response?.status).toBe(302);
      expect(response?.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
      expect((await save({}, visitor)).status).toBe(403);
      expect((await save({ intent: 'preview' }, visitor)).status).toBe(403);
    }
    expect(await stored()).toMatchObject({ value: sampleTerms, version: 1 });
  });
});
