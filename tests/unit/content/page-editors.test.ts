import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAboutContent, getHomeContent, saveContent } from '~/.server/content/pages';
import { addItem, getItem, insertItems } from '~/.server/content/items';
import { sampleAbout, sampleHome } from '~/.server/db/sample-content';
import { stalePageMessage } from '~/.server/content/admin-page-fields';
import type { Services } from '~/.server/boot/services';
import * as aboutEditor from '~/routes/admin/pages/about';
import * as addMember from '~/routes/admin/pages/team-new';
import * as editMember from '~/routes/admin/pages/team-edit';
import * as deleteMember from '~/routes/admin/pages/team-delete';
import * as homeEditor from '~/routes/admin/pages/home';
import * as addFeatured from '~/routes/admin/pages/featured-new';
import * as editFeatured from '~/routes/admin/pages/featured-edit';
import * as deleteFeatured from '~/routes/admin/pages/featured-delete';
import * as publicHome from '~/routes/pages/home';
import * as publicAbout from '~/routes/pages/about';
import { NEW_TEAM_MEMBER_MESSAGE } from '~/schemas/about-page-form';
import { NEW_FEATURED_ITEM_MESSAGE } from '~/schemas/home-page-form';
import { type Browser, errorsOf } from '../support/actions';
import { gradientPng } from '../support/image-fixtures';
import { testServices } from '../support/services';
import { expectAdminOnly, load, noticeOf, signedInBrowser } from '../support/signed-in';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

let png: Buffer;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-editors-'));
  await gradientPng(path.join(dir, 'art.png'), 300, 400);
  png = fs.readFileSync(path.join(dir, 'art.png'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function form(fields: Record<string, string>, files: Record<string, Buffer> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    body.append(name, new File([new Uint8Array(bytes)], `${name}.png`, { type: 'image/png' }));
  }
  return body;
}

const { featuredItems: _items, heroImage, aboutImage, ...homeText } = sampleHome;
/** The home page form's fields as the sample page fills them (its images kept). */
const homeFields = { ...homeText, heroImage_ref: heroImage, aboutImage_ref: aboutImage };

describe.each(engines)('the home and about page editors on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    await saveContent(t.db, 'home', sampleHome, 0);
    await saveContent(t.db, 'about', sampleAbout, 0);
    await insertItems(t.db, 'featured', sampleHome.featuredItems);
    await insertItems(t.db, 'team', sampleAbout.teamMembers);
    admin = await signedInBrowser(services, 'designer@example.test', { admin: true });
  });
  afterEach(() => t.destroy());

  const home = () => getHomeContent(t.db);
  const about = () => getAboutContent(t.db);
  const token = async (loader: typeof addFeatured.loader, url: string) =>
    (await load(loader, admin, services, url)).data!.formToken;
  const featuredUrl = (id: string, what: 'edit' | 'delete') => `/admin/home/featured/${id}/${what}`;
  const editFeaturedItem = (id: string, fields: Record<string, string>) =>
    admin.post(editFeatured.action, featuredUrl(id, 'edit'), form(fields), { id });
  const deleteFeaturedItem = (id: string, version: number) =>
    admin.post(deleteFeatured.action, featuredUrl(id, 'delete'), { id, version: String(version) }, { id });
  const strip = (n: number) => sampleHome.featuredItems[n - 1]!;

  it('adds a featured item with its image at the end of the strip; the home page shows it; the same form twice adds it once', async () => {
    const formToken = await token(addFeatured.loader, '/admin/home/featured/new');
    const post = () =>
      admin.post(
        addFeatured.action,
        '/admin/home/featured/new',
        form({ title: 'A save the date on a phone', link: '/collections/1', formToken }, { image: png }),
      );
    const answer = await post();
    expect(answer.location).toBe('/admin/home#items');
    expect(await noticeOf(services, answer)).toMatchObject({ title: 'Featured item added successfully!' });
    expect((await post()).location).toBe('/admin/home#items');

    const items = (await home()).featuredItems;
    expect(items).toHaveLength(6);
    expect(items.slice(0, 5)).toEqual(sampleHome.featuredItems);
    expect(items[5]).toMatchObject({
      title: 'A save the date on a phone',
      link: '/collections/1',
      image: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const page = await load(publicHome.loader, admin, services, '/');
    expect(page.data!.home.featuredItems.at(-1)).toMatchObject({
      title: 'A save the date on a phone',
      picture: { hash: items[5]!.image },
    });
  });

  it("refuses a new item with a missing field with the spec's message, keeping what was typed, writing nothing", async () => {
    const formToken = await token(addFeatured.loader, '/admin/home/featured/new');
    const answer = await admin.post(
      addFeatured.action,
      '/admin/home/featured/new',
      form({ title: 'Kept as typed', link: ' ', formToken }),
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual({ link: [NEW_FEATURED_ITEM_MESSAGE], image: [NEW_FEATURED_ITEM_MESSAGE] });
    expect(answer.data?.result?.initialValue).toMatchObject({ title: 'Kept as typed' });
    expect(await home()).toEqual(sampleHome);

    const member = await admin.post(
      addMember.action,
      '/admin/about/team/new',
      form({ name: 'Zoya', formToken: await token(addMember.loader, '/admin/about/team/new') }, { image: png }),
    );
    expect(member.status).toBe(400);
    expect(errorsOf(member)).toEqual({ title: [NEW_TEAM_MEMBER_MESSAGE], bio: [NEW_TEAM_MEMBER_MESSAGE] });
    expect(await about()).toEqual(sampleAbout);
  });

  it('refuses an upload that is not an image, storing nothing', async () => {
    const formToken = await token(addFeatured.loader, '/admin/home/featured/new');
    const imagesBefore = await countRows(t.db, 'images');
    const answer = await admin.post(
      addFeatured.action,
      '/admin/home/featured/new',
      form({ title: 'Fake', link: '/portfolio', formToken }, { image: Buffer.from('not an image at all') }),
    );
    expect(answer.status).toBe(422);
    expect(errorsOf(answer).image?.[0]).toMatch(/image/i);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore);
    expect(await home()).toEqual(sampleHome);
  });

  it('edits an item as it was shown; the same edit sent twice is applied once', async () => {
    const { data } = await load(editFeatured.loader, admin, services, featuredUrl('strip-2', 'edit'), {
      id: 'strip-2',
    });
    expect(data).toMatchObject({ item: strip(2), version: 1 });
    const fields = {
      title: 'A wax seal, close up',
      link: 'https://example.com/seal',
      image_ref: strip(2).image,
      version: String(data!.version),
    };
    const first = await editFeaturedItem('strip-2', fields);
    expect(first.location).toBe('/admin/home#items');
    expect(await noticeOf(services, first)).toMatchObject({ title: 'Featured item updated successfully!' });
    const again = await editFeaturedItem('strip-2', fields);
    expect(again.location).toBe('/admin/home#items');
    const items = (await home()).featuredItems;
    expect(items[1]).toEqual({
      id: 'strip-2',
      title: 'A wax seal, close up',
      link: 'https://example.com/seal',
      image: strip(2).image,
    });
    expect(items.filter((item) => item !== items[1])).toEqual(sampleHome.featuredItems.filter((_, i) => i !== 1));
  });

  it('refuses an edit of an item someone changed since it was opened, keeping theirs and what was typed', async () => {
    const opened = 1;
    const theirs = { title: 'Their menu', link: '/portfolio', image_ref: strip(3).image, version: String(opened) };
    expect((await editFeaturedItem('strip-3', theirs)).location).toBe('/admin/home#items');
    const mine = await editFeaturedItem('strip-3', { ...theirs, title: 'My menu' });
    expect(mine.status).toBe(409);
    expect(errorsOf(mine)['']?.[0]).toMatch(/^This featured item changed since you opened it/);
    expect(mine.data?.result?.initialValue).toMatchObject({ title: 'My menu' });
    expect((await home()).featuredItems[2]).toMatchObject({ title: 'Their menu' });
    // Deleting it as it was shown is refused too.
    const deleted = await deleteFeaturedItem('strip-3', opened);
    expect(await noticeOf(services, deleted)).toMatchObject({ kind: 'error', title: 'Nothing changed' });
    expect((await home()).featuredItems[2]).toMatchObject({ title: 'Their menu' });
  });

  it('an item change is not refused because another part of the page changed meanwhile', async () => {
    const opened = 1;
    // Meanwhile: another item deleted, one added, and the page's own fields saved.
    expect((await deleteFeaturedItem('strip-1', 1)).location).toBe('/admin/home#items');
    await addItem(t.db, 'featured', { title: 'Added meanwhile', image: '/images/strip/strip-1.webp', link: '/' });
    const pageForm = await load(homeEditor.loader, admin, services, '/admin/home');
    const saved = await admin.post(
      homeEditor.action,
      '/admin/home',
      form({
        ...homeFields,
        heroHeading: 'Invitations, hand-made',
        version: String(pageForm.data!.version),
      }),
    );
    expect(saved.location).toBe('/admin/home');
    expect(await noticeOf(services, saved)).toMatchObject({ title: 'Home page content updated successfully!' });

    const edited = await editFeaturedItem('strip-4', {
      title: 'A place card, gold ink',
      link: '/portfolio',
      image_ref: strip(4).image,
      version: String(opened),
    });
    expect(edited.location).toBe('/admin/home#items');
    const now = await home();
    expect(now.heroHeading).toBe('Invitations, hand-made');
    expect(now.featuredItems.map((item) => item.title)).toEqual([
      'An envelope sealed with wax',
      'A wedding dinner menu',
      'A place card, gold ink',
      'A welcome sign at the venue',
      'Added meanwhile',
    ]);
  });

  it('deletes an item after the question; deleting it again says it is gone', async () => {
    const question = await load(deleteFeatured.loader, admin, services, featuredUrl('strip-5', 'delete'), {
      id: 'strip-5',
    });
    expect(question.data).toMatchObject({ item: strip(5) });
    const first = await deleteFeaturedItem('strip-5', question.data!.version);
    expect(await noticeOf(services, first)).toMatchObject({ title: 'Featured item deleted successfully!' });
    const again = await deleteFeaturedItem('strip-5', question.data!.version);
    expect(again.location).toBe('/admin/home#items');
    expect(await noticeOf(services, again)).toMatchObject({
      kind: 'error',
      message: 'This featured item no longer exists: it was deleted meanwhile.',
    });
    expect((await home()).featuredItems.map((item) => item.id)).toEqual(['strip-1', 'strip-2', 'strip-3', 'strip-4']);
    const gone = await load(deleteFeatured.loader, admin, services, featuredUrl('strip-5', 'delete'), {
      id: 'strip-5',
    });
    expect(gone.response?.status).toBe(404);
  });

  it('saves the page fields unless they changed since the form showed them; a stale save is answered with the page as it is now', async () => {
    const opened = (await load(aboutEditor.loader, admin, services, '/admin/about')).data!;
    const { teamMembers: _team, founderImage, ...aboutFields } = sampleAbout;
    const post = (fields: Partial<typeof aboutFields>, meta = opened) =>
      admin.post(
        aboutEditor.action,
        '/admin/about',
        form({
          ...aboutFields,
          ...fields,
          founderImage_ref: founderImage,
          version: String(meta.version),
        }),
      );
    const theirs = await post({ tagline: 'Theirs.' });
    expect(await noticeOf(services, theirs)).toMatchObject({ title: 'About page content updated successfully!' });
    const mine = await post({ tagline: 'Mine.' });
    expect(mine.status).toBe(409);
    expect(errorsOf(mine)['']).toEqual([stalePageMessage('about page')]);
    expect(mine.data?.result?.initialValue).toMatchObject({ tagline: 'Mine.' });
    const conflict = mine.data!.conflict as { fields: typeof opened.fields; version: number };
    expect(conflict.fields.tagline).toBe('Theirs.');
    expect((await about()).tagline).toBe('Theirs.');
    // Having been shown the saved version, saving again replaces it knowingly.
    expect((await post({ tagline: 'Mine.' }, { ...opened, ...conflict })).location).toBe('/admin/about');
    expect(await about()).toEqual({ ...sampleAbout, tagline: 'Mine.' });
  });

  it('answers bad page fields beside each field with what was typed, writing nothing', async () => {
    const opened = (await load(homeEditor.loader, admin, services, '/admin/home')).data!;
    const answer = await admin.post(
      homeEditor.action,
      '/admin/home',
      form({
        ...homeFields,
        heroHeading: '',
        heroCta: 'x'.repeat(41),
        heroImage_ref: '',
        version: String(opened.version),
      }),
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toMatchObject({
      heroHeading: ['Hero heading is required'],
      heroCta: ['Hero button must be at most 40 characters'],
      heroImage: ['Hero image is required'],
    });
    expect(await home()).toEqual(sampleHome);
  });

  it('adds, edits and deletes a team member; the about page shows each change', async () => {
    const formToken = await token(addMember.loader, '/admin/about/team/new');
    const added = await admin.post(
      addMember.action,
      '/admin/about/team/new',
      form({ name: 'Zoya Mirza', title: 'Calligrapher', bio: 'Zoya letters every name.', formToken }, { image: png }),
    );
    expect(await noticeOf(services, added)).toMatchObject({ title: 'Team member added successfully!' });
    const zoya = (await about()).teamMembers.at(-1)!;
    expect(zoya).toMatchObject({ name: 'Zoya Mirza', title: 'Calligrapher' });
    const shown = async () =>
      (await load(publicAbout.loader, admin, services, '/about')).data!.about.teamMembers.map((member) => member.name);
    expect(await shown()).toEqual(['Meher Kapoor', 'Kabir Sethi', 'Nisha Rao', 'Zoya Mirza']);

    const url = `/admin/about/team/${zoya.id}/edit`;
    const opened = (await load(editMember.loader, admin, services, url, { id: zoya.id })).data!;
    const edited = await admin.post(
      editMember.action,
      url,
      form({
        name: 'Zoya M.',
        title: 'Calligrapher',
        bio: zoya.bio,
        image_ref: zoya.image,
        version: String(opened.version),
      }),
      { id: zoya.id },
    );
    expect(await noticeOf(services, edited)).toMatchObject({ title: 'Team member updated successfully!' });
    expect(await shown()).toEqual(['Meher Kapoor', 'Kabir Sethi', 'Nisha Rao', 'Zoya M.']);

    const current = (await getItem(t.db, 'team', (await about()).teamMembers.at(-1)!.id))!;
    const deleted = await admin.post(
      deleteMember.action,
      `/admin/about/team/${zoya.id}/delete`,
      { id: zoya.id, version: String(current.version) },
      { id: zoya.id },
    );
    expect(await noticeOf(services, deleted)).toMatchObject({ title: 'Team member deleted successfully!' });
    expect(await shown()).toEqual(['Meher Kapoor', 'Kabir Sethi', 'Nisha Rao']);
  });

  it('applies changes made at the same moment one on top of the other, losing none', async () => {
    const values = (n: number) => ({ title: `At once ${n}`, image: '/images/strip/strip-1.webp', link: '/' });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => addItem(t.db, 'featured', values(n))));
    expect(results.every((result) => result.ok)).toBe(true);
    const titles = (await home()).featuredItems.map((item) => item.title);
    expect(titles.slice(5).sort()).toEqual(['At once 1', 'At once 2', 'At once 3', 'At once 4', 'At once 5']);
    // Each add took a place of its own after the sample's five.
    const positions = await t.db.selectFrom('featured_items').select('position').orderBy('position').execute();
    expect(positions.map((row) => Number(row.position))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses an item beyond the page’s limit', async () => {
    for (let n = 6; n <= 12; n++) await addItem(t.db, 'featured', { title: `Item ${n}`, image: '/i.webp', link: '/' });
    const full = await addItem(t.db, 'featured', { title: 'One too many', image: '/i.webp', link: '/' });
    expect(full).toEqual({ ok: false, reason: 'full' });
    expect((await home()).featuredItems).toHaveLength(12);
  });

  it('turns away visitors and customers, changing nothing', async () => {
    await expectAdminOnly(
      services,
      [
        [homeEditor.loader, '/admin/home', {}],
        [aboutEditor.loader, '/admin/about', {}],
        [addFeatured.loader, '/admin/home/featured/new', {}],
        [editFeatured.loader, featuredUrl('strip-1', 'edit'), { id: 'strip-1' }],
        [deleteFeatured.loader, featuredUrl('strip-1', 'delete'), { id: 'strip-1' }],
        [addMember.loader, '/admin/about/team/new', {}],
        [editMember.loader, '/admin/about/team/nisha-rao/edit', { id: 'nisha-rao' }],
        [deleteMember.loader, '/admin/about/team/nisha-rao/delete', { id: 'nisha-rao' }],
      ],
      (browser) => [
        browser.post(homeEditor.action, '/admin/home', form({ heroHeading: 'Taken over' })),
        browser.post(deleteFeatured.action, featuredUrl('strip-1', 'delete'), { id: 'strip-1' }, { id: 'strip-1' }),
        browser.post(
          deleteMember.action,
          '/admin/about/team/nisha-rao/delete',
          { id: 'nisha-rao' },
          { id: 'nisha-rao' },
        ),
      ],
    );
    expect(await home()).toEqual(sampleHome);
    expect(await about()).toEqual(sampleAbout);
  });
});
