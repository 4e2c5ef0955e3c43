import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listPortfolioItems } from '~/.server/portfolio/pages';
import { listPortfolioForAdmin, STALE_PORTFOLIO_MESSAGE } from '~/.server/portfolio/changes';
import type { Services } from '~/.server/boot/services';
import { REQUIRED_FIELDS_MESSAGE } from '~/schemas/testimonial';
import * as list from '~/routes/admin/portfolio/list';
import * as add from '~/routes/admin/portfolio/new';
import * as edit from '~/routes/admin/portfolio/edit';
import * as remove from '~/routes/admin/portfolio/delete';
import { type Browser, errorsOf } from '../support/actions';
import { insertPortfolioItem } from '../support/fixtures';
import { gradientPng } from '../support/image-fixtures';

import { expectAdminOnly, load, noticeOf, signedInStudio } from '../support/signed-in';
import { countRows, engines, type TestDb } from '../support/test-db';

let png: Buffer;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-admin-'));
  await gradientPng(path.join(dir, 'art.png'), 300, 400);
  png = fs.readFileSync(path.join(dir, 'art.png'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function form(fields: Record<string, string>, image?: Buffer): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', new File([new Uint8Array(image)], 'piece.png', { type: 'image/png' }));
  return body;
}

describe.each(engines)('portfolio admin on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  beforeEach(async () => {
    ({ t, services, admin } = await signedInStudio(engine));
  });
  afterEach(() => t.destroy());

  const row = (id: number) =>
    t.db.selectFrom('portfolio_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const formToken = async () => (await load(add.loader, admin, services, '/admin/portfolio/new')).data!.formToken;

  it('adds an item with its image; it is first on /portfolio at once; a double click adds one', async () => {
    await insertPortfolioItem(t.db, { title: 'Older', category: 'Wedding', createdAt: '2026-01-01T00:00:00.000Z' });
    const token = await formToken();
    const post = () =>
      admin.post(
        add.action,
        '/admin/portfolio/new',
        form({ title: 'Meera Turns Five', category: 'Birthday', formToken: token }, png),
      );
    const answer = await post();
    expect(answer.location).toBe('/admin/portfolio');
    expect(await noticeOf(services, answer)).toMatchObject({ title: 'Portfolio item added successfully!' });
    expect((await post()).location).toBe('/admin/portfolio');
    const items = (await listPortfolioItems(t.db)).items;
    expect(items.map((item) => item.title)).toEqual(['Meera Turns Five', 'Older']);
    expect(items[0]).toMatchObject({
      category: 'Birthday',
      description: '',
      image: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("refuses a form without title, category or image with the spec's message, writing nothing", async () => {
    const answer = await admin.post(
      add.action,
      '/admin/portfolio/new',
      form({ description: 'Kept as typed', category: 'Graduation', formToken: await formToken() }),
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toMatchObject({
      title: [REQUIRED_FIELDS_MESSAGE],
      category: [REQUIRED_FIELDS_MESSAGE],
      image: [REQUIRED_FIELDS_MESSAGE],
    });
    expect(answer.data!.result!.initialValue!.description).toBe('Kept as typed');
    expect(await countRows(t.db, 'portfolio_items')).toBe(0);
  });

  it('edits with the version check and deletes after the confirmation', async () => {
    const id = await insertPortfolioItem(t.db, {
      title: 'Ananya',
      category: 'Wedding',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const fields = (title: string) => ({ title, category: 'Wedding', image_ref: '/images/p.webp', version: '1' });
    const saved = await admin.post(edit.action, `/admin/portfolio/${id}/edit`, form(fields('Ananya & Rohan')), {
      id: String(id),
    });
    expect(await noticeOf(services, saved)).toMatchObject({ title: 'Portfolio item updated successfully!' });
    expect(await row(id)).toMatchObject({ title: 'Ananya & Rohan', version: 2 });
    const repeat = await admin.post(edit.action, `/admin/portfolio/${id}/edit`, form(fields('Ananya & Rohan')), {
      id: String(id),
    });
    expect(repeat.location).toBe('/admin/portfolio');
    const stale = await admin.post(edit.action, `/admin/portfolio/${id}/edit`, form(fields('Something else')), {
      id: String(id),
    });
    expect(stale.status).toBe(409);
    expect(errorsOf(stale)['']).toEqual([STALE_PORTFOLIO_MESSAGE]);
    expect(await row(id)).toMatchObject({ title: 'Ananya & Rohan', version: 2 });

    const refused = await admin.post(
      remove.action,
      `/admin/portfolio/${id}/delete`,
      { id: String(id), version: '1' },
      { id: String(id) },
    );
    expect(await noticeOf(services, refused)).toMatchObject({ kind: 'error', title: 'Nothing changed' });
    const deleted = await admin.post(
      remove.action,
      `/admin/portfolio/${id}/delete`,
      { id: String(id), version: '2' },
      { id: String(id) },
    );
    expect(await noticeOf(services, deleted)).toMatchObject({ title: 'Portfolio item deleted successfully!' });
    expect(await countRows(t.db, 'portfolio_items')).toBe(0);
  });

  it('lists, searches and filters by category', async () => {
    for (let n = 1; n <= 22; n++) {
      await insertPortfolioItem(t.db, {
        title: `Piece ${n}`,
        category: n % 2 ? 'Wedding' : 'Baby Shower',
        createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
      });
    }
    const first = await listPortfolioForAdmin(t.db, { category: '', q: '', page: 1 });
    expect(first).toMatchObject({ total: 22, pageCount: 2 });
    expect(first.items[0]!.title).toBe('Piece 22');
    expect((await listPortfolioForAdmin(t.db, { category: 'Baby Shower', q: '', page: 1 })).total).toBe(11);
    expect((await listPortfolioForAdmin(t.db, { category: '', q: 'piece 1', page: 1 })).total).toBe(11);
    const loaded = await load(list.loader, admin, services, '/admin/portfolio?category=Nope&q=Piece%202');
    expect(loaded.data).toMatchObject({ query: { category: '', q: 'Piece 2' }, total: 4 });
  });

  it('refuses visitors and customers: pages go to /login, posts get 403, nothing changes', async () => {
    const id = await insertPortfolioItem(t.db, {
      title: 'Guarded',
      category: 'Wedding',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await expectAdminOnly(
      services,
      [
        [list.loader, '/admin/portfolio', {}],
        [add.loader, '/admin/portfolio/new', {}],
        [edit.loader, `/admin/portfolio/${id}/edit`, { id: String(id) }],
        [remove.loader, `/admin/portfolio/${id}/delete`, { id: String(id) }],
      ],
      (browser) => [
        browser.post(add.action, '/admin/portfolio/new', form({ title: 'x', category: 'Wedding' }, png)),
        browser.post(edit.action, `/admin/portfolio/${id}/edit`, form({ title: 'x', version: '1' }), {
          id: String(id),
        }),
        browser.post(
          remove.action,
          `/admin/portfolio/${id}/delete`,
          { id: String(id), version: '1' },
          { id: String(id) },
        ),
      ],
    );
    expect(await row(id)).toMatchObject({ title: 'Guarded', version: 1 });
  });
});
