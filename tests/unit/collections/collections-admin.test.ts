import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPublishedCollections, listFeaturedCollections } from '~/.server/collections/collections';
import { fromJson } from '~/.server/db/values';
import { listCollectionsForAdmin } from '~/.server/collections/admin-list';
import { resolveImages } from '~/.server/images/views';
import { priceCart } from '~/.server/cart/pricing';
import { removeCollection, slugOf, STALE_COLLECTION_MESSAGE, updateCollection } from '~/.server/collections/changes';
import type { Services } from '~/.server/boot/services';
import { FILL_ALL_FIELDS_MESSAGE } from '~/schemas/collection';
import { GALLERY_FULL_MESSAGE } from '~/schemas/content-image';
import * as list from '~/routes/admin/collections/list';
import * as add from '~/routes/admin/collections/new';
import * as edit from '~/routes/admin/collections/edit';
import * as remove from '~/routes/admin/collections/delete';
import * as page from '~/routes/shop/collection';
import * as cart from '~/routes/shop/cart';
import { Browser, errorsOf } from '~/../tests/unit/support/actions';
import { insertCollection } from '~/../tests/unit/support/fixtures';
import { gradientPng, writeText } from '~/../tests/unit/support/image-fixtures';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { testContext } from '~/../tests/unit/support/services';
import { expectAdminOnly, load, noticeOf, signedInStudio } from '~/../tests/unit/support/signed-in';
import { countRows, engines, type TestDb } from '~/../tests/unit/support/test-db';

let dir: string;
let png: Buffer;
let notAnImage: Buffer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collections-admin-'));
  await gradientPng(path.join(dir, 'art.png'), 400, 500);
  png = fs.readFileSync(path.join(dir, 'art.png'));
  notAnImage = fs.readFileSync(writeText(dir, 'notes.jpg', 'not an image at all'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The add/edit form as a browser posts it: text fields, repeated names, and files. */
function collectionForm(fields: Record<string, string | string[]>, files: Record<string, File[]> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  for (const [name, list] of Object.entries(files)) for (const f of list) body.append(name, f);
  return body;
}

const valid = {
  title: 'Marigold Sunrise',
  description: 'Warm marigolds for a morning wedding.',
  long_description: 'A suite in saffron and gold.',
  price: '44.50',
  category: 'Floral',
  features: 'Save the date\nInvitation\n\nRSVP card',
  customization_options: 'Names\nDate',
  is_published: 'on',
};

describe.each(engines)('collections admin on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  beforeEach(async () => {
    ({ t, services, admin } = await signedInStudio(engine));
  });
  afterEach(() => t.destroy());

  const row = (id: number) => t.db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const formToken = async () => (await load(add.loader, admin, services, '/admin/collections/new')).data!.formToken;

  it('adds a collection with a main image and a gallery, in one go, and the shop shows it at once', async () => {
    const related = await insertCollection(t.db, { title: 'Old favourite' });
    const body = collectionForm(
      { ...valid, image_ref: '', related: [String(related)], formToken: await formToken() },
      { image: [file(png, 'main.png')], gallery: [file(png, 'one.png'), file(png, 'two.png')] },
    );
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await admin.post(add.action, '/admin/collections/new', body);
    expect(answer.location).toBe('/admin/collections');
    expect(await noticeOf(services, answer)).toMatchObject({ title: 'Collection added successfully!' });
    const [created] = (await listPublishedCollections(t.db)).items.filter((c) => c.title === 'Marigold Sunrise');
    // Its five templates (PDF and JPG) are there at once, drawn from the uploaded artwork (no plain panel).
    const templates = await t.db
      .selectFrom('collection_files')
      .select(['storage_key'])
      .where('collection_id', '=', created!.id)
      .execute();
    expect(templates).toHaveLength(10);
    for (const { storage_key } of templates) expect(await services.files.has(storage_key)).toBe(true);
    expect(warnings.mock.calls.flat().join(' ')).not.toMatch(/artwork [0-9a-f]{64} unusable/);
    warnings.mockRestore();
    expect(created).toMatchObject({ priceCents: 4450, category: 'Floral', slug: 'marigold-sunrise' });
    const stored = await row(created!.id);
    expect(stored.image).toMatch(/^[0-9a-f]{64}$/);
    expect(fromJson<unknown[]>(stored.gallery)).toHaveLength(2);
    expect(fromJson<unknown[]>(stored.features)).toEqual(['Save the date', 'Invitation', 'RSVP card']);
    expect(fromJson<number[]>(stored.related_ids)).toEqual([related]);
    const preview = await load(
      page.loader,
      new Browser(testContext(services)),
      services,
      `/collections/${created!.id}`,
      {
        id: String(created!.id),
      },
    );
    expect(preview.data).toBeTruthy();
  });

  it('sends the same add twice (a double click) and adds one collection', async () => {
    const token = await formToken();
    const post = () =>
      admin.post(
        add.action,
        '/admin/collections/new',
        collectionForm({ ...valid, formToken: token }, { image: [file(png, 'a.png')] }),
      );
    expect((await post()).location).toBe('/admin/collections');
    expect((await post()).location).toBe('/admin/collections');
    expect(await countRows(t.db, 'collections')).toBe(1);
  });

  it("refuses an empty form with the spec's message beside each required field, writing nothing", async () => {
    const answer = await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm({ formToken: await formToken() }),
    );
    expect(answer.status).toBe(400);
    const errors = errorsOf(answer);
    for (const name of ['title', 'description', 'price', 'category', 'image']) {
      expect(errors[name], name).toEqual([FILL_ALL_FIELDS_MESSAGE]);
    }
    expect(await countRows(t.db, 'collections')).toBe(0);
  });

  it('keeps what was typed and the images already stored when one image is refused', async () => {
    const answer = await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm(
        { ...valid, formToken: await formToken() },
        { image: [file(png, 'main.png')], gallery: [file(notAnImage, 'notes.jpg')] },
      ),
    );
    expect(answer.status).toBe(422);
    expect(errorsOf(answer).gallery?.[0]).toContain('“notes.jpg” is not an image we can use');
    const kept = answer.data!.result!.initialValue!;
    expect(kept.title).toBe('Marigold Sunrise');
    expect(kept.image_ref).toMatch(/^[0-9a-f]{64}$/);
    expect(await countRows(t.db, 'collections')).toBe(0);

    // Sent again with the kept image and a real gallery image: saved.
    const again = await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm({ ...valid, image_ref: String(kept.image_ref), formToken: await formToken() }),
    );
    expect(again.location).toBe('/admin/collections');
    expect((await listPublishedCollections(t.db)).items[0]!.image).toBe(kept.image_ref);
  });

  it('refuses an image ref the form could not have had, a gallery over 3, bad prices and long text', async () => {
    const answer = await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm({
        ...valid,
        title: 'x'.repeat(121),
        price: '-1',
        image_ref: '/etc/passwd',
        gallery_ref: ['a', 'b', 'c', 'd'].map((c) => c.repeat(64)),
        formToken: await formToken(),
      }),
    );
    expect(answer.status).toBe(422);
    const errors = errorsOf(answer);
    expect(errors.title).toEqual(['Title must be at most 120 characters']);
    expect(errors.price?.[0]).toMatch(/^Price must be a number from 0/);
    expect(errors.image?.[0]).toBe('An image of this form is no longer available. Please choose it again.');
    expect(await countRows(t.db, 'collections')).toBe(0);
    const tooMany = await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm(
        { ...valid, formToken: await formToken() },
        { image: [file(png, 'm.png')], gallery: [1, 2, 3, 4].map((n) => file(png, `${n}.png`)) },
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(errorsOf(tooMany).gallery).toEqual(['Choose at most 3 images here.']);
  });

  it('refuses a gallery of more than 3 once the kept images are counted', async () => {
    const id = await insertCollection(t.db, { title: 'Full gallery' });
    const current = await row(id);
    const answer = await admin.post(
      edit.action,
      `/admin/collections/${id}/edit`,
      collectionForm(
        { ...valid, image_ref: current.image, gallery_ref: fromJson<string[]>(current.gallery), version: '1' },
        { gallery: [file(png, 'fourth.png')] },
      ),
      { id: String(id) },
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer).gallery).toEqual([GALLERY_FULL_MESSAGE]);
    // The new image was stored: it comes back ticked beside the others, to choose which to keep.
    expect(answer.data!.result!.initialValue!.gallery_ref).toHaveLength(4);
    expect((await row(id)).version).toBe(1);
  });

  it('saves an edit with the version it was made from; a stale one is refused, a repeat applied once', async () => {
    const id = await insertCollection(t.db, { title: 'Rose Garden' });
    const current = await row(id);
    const form = (title: string) =>
      collectionForm({ ...valid, title, image_ref: current.image, gallery_ref: [], version: '1' });
    const saved = await admin.post(edit.action, `/admin/collections/${id}/edit`, form('Rose Garden II'), {
      id: String(id),
    });
    expect(await noticeOf(services, saved)).toMatchObject({ title: 'Collection updated successfully!' });
    expect(await row(id)).toMatchObject({ title: 'Rose Garden II', version: 2, price_cents: 4450 });
    // The double click's second post: the same values and version, applied once.
    const repeat = await admin.post(edit.action, `/admin/collections/${id}/edit`, form('Rose Garden II'), {
      id: String(id),
    });
    expect(repeat.location).toBe('/admin/collections');
    expect((await row(id)).version).toBe(2);
    // Another tab, opened before the save, saves something else: refused, its text kept.
    const stale = await admin.post(edit.action, `/admin/collections/${id}/edit`, form('Other title'), {
      id: String(id),
    });
    expect(stale.status).toBe(409);
    expect(errorsOf(stale)['']).toEqual([STALE_COLLECTION_MESSAGE]);
    expect(stale.data!.result!.initialValue!.title).toBe('Other title');
    expect((await row(id)).title).toBe('Rose Garden II');
  });

  it('keeps the main image’s focal point on the picture with the save; the shop’s pages crop around it', async () => {
    const id = await insertCollection(t.db, { title: 'Portrait Bloom' });
    const hash = 'b'.repeat(64);
    await t.db
      .insertInto('images')
      .values({
        hash,
        width: 800,
        height: 1200,
        byte_size: 1000,
        has_alpha: false,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db.updateTable('collections').set({ image: hash }).where('id', '=', id).execute();
    const form = (fields: Record<string, string>, version: string) =>
      collectionForm({ ...valid, title: 'Portrait Bloom', image_ref: hash, gallery_ref: [], version, ...fields });
    const focusOf = () =>
      t.db.selectFrom('images').select(['focus_x', 'focus_y']).where('hash', '=', hash).executeTakeFirstOrThrow();
    // Out of range: refused beside the slider, nothing written.
    const bad = await admin.post(
      edit.action,
      `/admin/collections/${id}/edit`,
      form({ image_focus_x: '150', image_focus_y: '20' }, '1'),
      {
        id: String(id),
      },
    );
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).image_focus_x).toEqual(['The focal point is a percentage from 0 to 100']);
    expect(await focusOf()).toEqual({ focus_x: 50, focus_y: 50 });
    expect((await row(id)).version).toBe(1);
    // Saved with the form.
    const saved = await admin.post(
      edit.action,
      `/admin/collections/${id}/edit`,
      form({ image_focus_x: '30', image_focus_y: '20' }, '1'),
      {
        id: String(id),
      },
    );
    expect(await noticeOf(services, saved)).toMatchObject({ title: 'Collection updated successfully!' });
    expect(await focusOf()).toEqual({ focus_x: 30, focus_y: 20 });
    // The double click's second post: applied once, answered alike.
    const repeat = await admin.post(
      edit.action,
      `/admin/collections/${id}/edit`,
      form({ image_focus_x: '30', image_focus_y: '20' }, '1'),
      { id: String(id) },
    );
    expect(repeat.location).toBe('/admin/collections');
    expect((await row(id)).version).toBe(2);
    // A page opened before that save cannot move it back, even when nothing else differs.
    const stale = await admin.post(
      edit.action,
      `/admin/collections/${id}/edit`,
      form({ image_focus_x: '50', image_focus_y: '90' }, '1'),
      {
        id: String(id),
      },
    );
    expect(stale.status).toBe(409);
    expect(await focusOf()).toEqual({ focus_x: 30, focus_y: 20 });
    // The edit form starts from it, and the shop's views of the picture carry it.
    const opened = await load(edit.loader, admin, services, `/admin/collections/${id}/edit`, { id: String(id) });
    expect(opened.data!.imageFocus).toEqual({ x: 30, y: 20 });
    expect((await resolveImages(t.db, [hash]))(hash)).toMatchObject({ hash, focus: { x: 30, y: 20 } });
    // The middle is no style at all.
    await t.db.updateTable('images').set({ focus_x: 50, focus_y: 50 }).where('hash', '=', hash).execute();
    expect((await resolveImages(t.db, [hash]))(hash)).not.toHaveProperty('focus');
  });

  it('deletes a collection without orders, with its files; archives one with orders, out of the shop', async () => {
    const plain = await insertCollection(t.db, { title: 'Never sold' });
    await t.db
      .insertInto('collection_files')
      .values({
        collection_id: plain,
        template_name: 'Invitation',
        format: 'pdf',
        file_name: 'invitation.pdf',
        storage_key: 'x/invitation.pdf',
        byte_size: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
    const sold = await insertCollection(t.db, { title: 'Sold well', featured: true });
    const order = await insertOrder(t.db, { collectionIds: [sold] });

    const deleted = await admin.post(
      remove.action,
      `/admin/collections/${plain}/delete`,
      { id: String(plain), version: '1' },
      { id: String(plain) },
    );
    expect(await noticeOf(services, deleted)).toMatchObject({ title: 'Collection deleted successfully!' });
    expect(await countRows(t.db, 'collection_files')).toBe(0);

    const archived = await admin.post(
      remove.action,
      `/admin/collections/${sold}/delete`,
      { id: String(sold), version: '1' },
      { id: String(sold) },
    );
    expect(await noticeOf(services, archived)).toMatchObject({ title: 'Collection archived' });
    expect(await row(sold)).toMatchObject({ title: 'Sold well', version: 2 });
    expect((await row(sold)).archived_at).not.toBeNull();
    expect((await listPublishedCollections(t.db)).items).toEqual([]);
    expect(await listFeaturedCollections(t.db)).toEqual([]);
    expect((await priceCart(t.db, [{ id: sold, quantity: 1 }])).dropped).toHaveLength(1);
    const lines = await t.db
      .selectFrom('order_items')
      .select('collection_id')
      .where('order_id', '=', order.id)
      .execute();
    expect(lines).toEqual([{ collection_id: sold }]);
    // Confirming again changes nothing; an archived collection cannot be edited.
    expect(await removeCollection(t.db, { id: sold, expectedVersion: 1 })).toMatchObject({
      ok: true,
      outcome: 'archived',
    });
    expect((await row(sold)).version).toBe(2);
    const values = {
      title: 'x',
      description: 'x',
      longDescription: '',
      priceCents: 1,
      category: 'Floral',
      image: 'x',
      gallery: [],
      features: [],
      customizationOptions: [],
      relatedIds: [],
      isPublished: true,
      isFeatured: false,
    };
    expect(await updateCollection(t.db, { id: sold, expectedVersion: 2, values })).toEqual({
      ok: false,
      reason: 'archived',
    });
    expect((await listCollectionsForAdmin(t.db, { status: 'archived', q: '', page: 1 })).items).toMatchObject([
      { id: sold, orderCount: 1, archivedAt: expect.any(String) },
    ]);
  });

  it('keeps drafts out of the shop and the cart; the public page is a 404, an admin gets a preview', async () => {
    const draft = await insertCollection(t.db, { title: 'Secret draft', published: false });
    expect((await listPublishedCollections(t.db)).items).toEqual([]);
    const visitor = new Browser(testContext(services));
    const publicPage = await load(page.loader, visitor, services, `/collections/${draft}`, { id: String(draft) });
    expect(publicPage.response?.status).toBe(404);
    const preview = await load(page.loader, admin, services, `/collections/${draft}`, { id: String(draft) });
    const answer = preview.data as unknown as { data: { preview: boolean }; init: ResponseInit };
    expect(answer.data.preview).toBe(true);
    expect(new Headers(answer.init.headers).get('Cache-Control')).toBe('private, no-store');

    const added = await visitor.post(cart.action, '/cart', { intent: 'add-to-cart', collectionId: String(draft) });
    expect(await noticeOf(services, added)).toMatchObject({ title: 'Collection Not Found' });
    expect((await priceCart(t.db, [{ id: draft, quantity: 1 }])).lines).toEqual([]);
  });

  it('lists, searches and filters for the admin, never more than 20 a page', async () => {
    for (let n = 1; n <= 23; n++)
      await insertCollection(t.db, { title: `Suite ${n}`, sortOrder: n, published: n % 2 === 0 });
    await insertCollection(t.db, { title: '100% Lace', sortOrder: 99 });
    const first = await listCollectionsForAdmin(t.db, { status: 'all', q: '', page: 1 });
    expect(first).toMatchObject({ total: 24, pageCount: 2, page: 1 });
    expect(first.items).toHaveLength(20);
    expect((await listCollectionsForAdmin(t.db, { status: 'all', q: '', page: 9 })).page).toBe(2);
    expect((await listCollectionsForAdmin(t.db, { status: 'draft', q: '', page: 1 })).total).toBe(12);
    expect(
      (await listCollectionsForAdmin(t.db, { status: 'all', q: 'SUITE 2', page: 1 })).items.map((c) => c.title),
    ).toEqual(['Suite 2', 'Suite 20', 'Suite 21', 'Suite 22', 'Suite 23']);
    expect((await listCollectionsForAdmin(t.db, { status: 'all', q: '100%', page: 1 })).total).toBe(1);
    const loaded = await load(list.loader, admin, services, '/admin/collections?status=nonsense&q=Suite&page=x');
    expect(loaded.data).toMatchObject({ query: { status: 'all', q: 'Suite', page: 1 }, total: 23 });
  });

  it('makes unique slugs', async () => {
    expect(slugOf('  Rosé & Gold — Édition 2! ')).toBe('rose-and-gold-edition-2');
    const token = await formToken();
    await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm({ ...valid, formToken: token }, { image: [file(png, 'a.png')] }),
    );
    await admin.post(
      add.action,
      '/admin/collections/new',
      collectionForm({ ...valid, formToken: await formToken() }, { image: [file(png, 'a.png')] }),
    );
    const slugs = await t.db.selectFrom('collections').select('slug').orderBy('id').execute();
    expect(slugs.map((s) => s.slug)).toEqual(['marigold-sunrise', 'marigold-sunrise-2']);
  });

  it('refuses visitors and customers: pages go to /login, posts get 403, nothing changes', async () => {
    const id = await insertCollection(t.db, { title: 'Guarded' });
    await expectAdminOnly(
      services,
      [
        [list.loader, '/admin/collections', {}],
        [add.loader, '/admin/collections/new', {}],
        [edit.loader, `/admin/collections/${id}/edit`, { id: String(id) }],
        [remove.loader, `/admin/collections/${id}/delete`, { id: String(id) }],
      ],
      (browser) => [
        browser.post(add.action, '/admin/collections/new', collectionForm(valid)),
        browser.post(edit.action, `/admin/collections/${id}/edit`, collectionForm({ ...valid, version: '1' }), {
          id: String(id),
        }),
        browser.post(
          remove.action,
          `/admin/collections/${id}/delete`,
          { id: String(id), version: '1' },
          { id: String(id) },
        ),
      ],
    );
    expect(await row(id)).toMatchObject({ title: 'Guarded', version: 1 });
    expect(await countRows(t.db, 'collections')).toBe(1);
  });
});
