import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTestimonial,
  deleteTestimonial,
  listFeaturedTestimonials,
  listForModeration,
  listPublishedTestimonials,
  moderateTestimonial,
  moderationsFor,
  STALE_EDIT_MESSAGE,
  STALE_TESTIMONIAL_MESSAGE,
  submitReview,
  updateTestimonial,
} from '~/.server/reviews/testimonials';
import type { Services } from '~/.server/boot/services';
import * as list from '~/routes/admin/testimonials/list';
import * as add from '~/routes/admin/testimonials/new';
import * as edit from '~/routes/admin/testimonials/edit';
import * as remove from '~/routes/admin/testimonials/delete';
import { Browser, errorsOf } from '../support/actions';
import { insertTestimonial } from '../support/fixtures';
import { testContext } from '../support/services';
import { load, noticeOf, signedInBrowser, signedInStudio } from '../support/signed-in';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

const review = { name: 'Riya', title: 'Bride', content: 'Lovely invitations, thank you!', rating: 4 };

describe.each(engines)('review moderation on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  const row = (id: number) =>
    t.db
      .selectFrom('testimonials')
      .select(['status', 'is_featured', 'version', 'name', 'role', 'company', 'image_url', 'rating', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  const publicNames = async () => (await listPublishedTestimonials(t.db, 1, 50)).items.map((r) => r.name);

  it('lists pending first, then published, then rejected, newest first within each', async () => {
    await insertTestimonial(t.db, { name: 'Old published', createdAt: '2026-01-01T00:00:00.000Z' });
    await insertTestimonial(t.db, { name: 'Rejected', createdAt: '2026-06-01T00:00:00.000Z', status: 'rejected' });
    await insertTestimonial(t.db, { name: 'Old pending', createdAt: '2026-02-01T00:00:00.000Z', status: 'pending' });
    await insertTestimonial(t.db, { name: 'New published', createdAt: '2026-05-01T00:00:00.000Z' });
    await insertTestimonial(t.db, { name: 'New pending', createdAt: '2026-03-01T00:00:00.000Z', status: 'pending' });

    const all = await listForModeration(t.db, 1);
    expect(all.items.map((r) => r.name)).toEqual([
      'New pending',
      'Old pending',
      'New published',
      'Old published',
      'Rejected',
    ]);
    expect(all.counts).toEqual({ pending: 2, published: 2, rejected: 1 });

    const second = await listForModeration(t.db, 2, 2);
    expect(second).toMatchObject({ page: 2, pageCount: 3 });
    expect(second.items.map((r) => r.name)).toEqual(['New published', 'Old published']);
    expect((await listForModeration(t.db, 99, 2)).page).toBe(3);
  });

  it('publishes a review only when approved; rejecting hides it again', async () => {
    const id = await submitReview(t.db, review);
    expect(await publicNames()).toEqual([]);
    expect(moderationsFor({ status: 'pending', isFeatured: false })).toEqual(['approve', 'reject']);

    expect(await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 1 })).toEqual({
      ok: true,
      changed: true,
      version: 2,
    });
    expect(await publicNames()).toEqual(['Riya']);

    expect(await moderateTestimonial(t.db, { id, decision: 'reject', expectedVersion: 2 })).toMatchObject({ ok: true });
    expect(await publicNames()).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'rejected', version: 3 });
  });

  it('approving twice changes nothing the second time, even from the same (now old) page', async () => {
    const id = await submitReview(t.db, review);
    await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 1 });
    // The double click's second post carries the version the page showed.
    expect(await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 1 })).toEqual({
      ok: true,
      changed: false,
      version: 2,
    });
    expect(await row(id)).toMatchObject({ status: 'published', version: 2 });
  });

  it('refuses a decision made on a stale page, and one on a review that is gone', async () => {
    const id = await submitReview(t.db, review);
    await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 1 });
    // A second tab, opened before the approval, rejects it.
    expect(await moderateTestimonial(t.db, { id, decision: 'reject', expectedVersion: 1 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(await row(id)).toMatchObject({ status: 'published', version: 2 });
    expect(await moderateTestimonial(t.db, { id: id + 100, decision: 'approve', expectedVersion: 1 })).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('features only published reviews, and featuring is what puts one in Client Love', async () => {
    await insertTestimonial(t.db, { name: 'Old featured', createdAt: '2026-01-01T00:00:00.000Z', featured: true });
    const id = await submitReview(t.db, review, new Date('2026-05-01T00:00:00.000Z'));
    expect(await moderateTestimonial(t.db, { id, decision: 'feature', expectedVersion: 1 })).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 1 });
    expect((await listFeaturedTestimonials(t.db)).map((r) => r.name)).toEqual(['Old featured']);

    await moderateTestimonial(t.db, { id, decision: 'feature', expectedVersion: 2 });
    expect((await listFeaturedTestimonials(t.db)).map((r) => r.name)).toEqual(['Riya', 'Old featured']);
    const listed = (await listForModeration(t.db, 1)).items.find((r) => r.id === id)!;
    expect(listed).toMatchObject({ isFeatured: true, onHomePage: true });
    expect(moderationsFor(listed)).toEqual(['reject', 'unfeature']);

    await moderateTestimonial(t.db, { id, decision: 'unfeature', expectedVersion: 3 });
    expect((await listFeaturedTestimonials(t.db)).map((r) => r.name)).toEqual(['Old featured']);

    // Rejecting a featured review takes it off the home page for good: approving it again does not bring it back.
    await moderateTestimonial(t.db, { id, decision: 'feature', expectedVersion: 4 });
    await moderateTestimonial(t.db, { id, decision: 'reject', expectedVersion: 5 });
    await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 6 });
    expect(await row(id)).toMatchObject({ status: 'published', is_featured: engine === 'sqlite' ? 0 : false });
    expect((await listFeaturedTestimonials(t.db)).map((r) => r.name)).toEqual(['Old featured']);
  });

  it('adds by hand as published, on the given day, with empty optional fields as null', async () => {
    const id = await addTestimonial(t.db, { ...review, company: undefined, image_url: undefined, date: '2026-03-04' });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'published', company: null, image_url: null, rating: 4, version: 1 });
    expect(new Date(stored!.created_at as string).toISOString()).toBe('2026-03-04T12:00:00.000Z');
    expect(await publicNames()).toEqual(['Riya']);
  });

  it('edits the words but not the date, status or featuring, and refuses a stale edit', async () => {
    const id = await insertTestimonial(t.db, { name: 'Asha', createdAt: '2026-02-02T00:00:00.000Z', featured: true });
    const fields = { name: 'Asha K.', title: 'Groom', company: 'Studio', content: 'Changed words here.', rating: 3 };
    expect(await updateTestimonial(t.db, { id, expectedVersion: 1, fields })).toMatchObject({ ok: true, version: 2 });
    const stored = await row(id);
    expect(stored).toMatchObject({ name: 'Asha K.', role: 'Groom', company: 'Studio', rating: 3, status: 'published' });
    expect(new Date(stored!.created_at as string).toISOString()).toBe('2026-02-02T00:00:00.000Z');

    expect(await updateTestimonial(t.db, { id, expectedVersion: 1, fields: { ...fields, name: 'Lost' } })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect((await row(id))?.name).toBe('Asha K.');
  });

  it('deletes only the version that was confirmed', async () => {
    const id = await submitReview(t.db, review);
    await moderateTestimonial(t.db, { id, decision: 'approve', expectedVersion: 1 });
    expect(await deleteTestimonial(t.db, { id, expectedVersion: 1 })).toEqual({ ok: false, reason: 'stale' });
    expect(await row(id)).toBeTruthy();
    expect(await deleteTestimonial(t.db, { id, expectedVersion: 2 })).toMatchObject({ ok: true });
    expect(await row(id)).toBeUndefined();
    expect(await deleteTestimonial(t.db, { id, expectedVersion: 2 })).toEqual({ ok: false, reason: 'missing' });
  });
});

describe.each(engines)('the /admin/testimonials actions on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  beforeEach(async () => {
    ({ t, services, admin } = await signedInStudio(engine, 'designer@example.test'));
  });
  afterEach(() => t.destroy());

  const newFields = {
    name: 'Meera',
    title: 'Bride',
    company: '',
    content: 'Beautiful work from start to finish.',
    image_url: '',
    rating: '5',
    date: '2026-04-01',
  };

  it('adds a testimonial with the spec notice, and answers missing fields with the spec message', async () => {
    const missing = await admin.post(add.action, '/admin/testimonials/new', { ...newFields, name: '', date: '' });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing).name).toEqual(['Please fill in all required fields']);
    expect(errorsOf(missing).date).toEqual(['Please fill in all required fields']);
    expect(missing.data?.result?.initialValue).toMatchObject({ content: newFields.content });
    const badUrl = await admin.post(add.action, '/admin/testimonials/new', {
      ...newFields,
      image_url: 'ftp://x.test/a',
    });
    expect(errorsOf(badUrl).image_url).toEqual(['Image URL must be a web address starting with http:// or https://']);
    const badRating = await admin.post(add.action, '/admin/testimonials/new', { ...newFields, rating: '6' });
    expect(errorsOf(badRating).rating).toEqual(['Please choose a rating from 1 to 5']);
    expect(await countRows(t.db, 'testimonials')).toBe(0);

    const answer = await admin.post(add.action, '/admin/testimonials/new', newFields);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/admin/testimonials');
    expect(await noticeOf(services, answer)).toMatchObject({
      kind: 'success',
      title: 'Testimonial added successfully!',
    });
    const stored = await t.db.selectFrom('testimonials').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Meera', company: null, image_url: null, status: 'published' });
  });

  it('approves from the list, says so once, and says when the page was stale', async () => {
    const id = await submitReview(t.db, review);
    const fields = { intent: 'approve', id: String(id), version: '1', page: '2' };
    const first = await admin.post(list.action, '/admin/testimonials', fields);
    expect(first.location).toBe('/admin/testimonials?page=2');
    expect(await noticeOf(services, first)).toMatchObject({ title: 'Testimonial approved' });
    expect(await noticeOf(services, await admin.post(list.action, '/admin/testimonials', fields))).toMatchObject({
      title: 'Already approved',
    });
    const stale = await admin.post(list.action, '/admin/testimonials', { ...fields, intent: 'reject' });
    expect(await noticeOf(services, stale)).toMatchObject({ kind: 'error', message: STALE_TESTIMONIAL_MESSAGE });
    const garbage = await admin.post(list.action, '/admin/testimonials', { ...fields, intent: 'promote' });
    expect(garbage.status).toBe(400);
    expect(await t.db.selectFrom('testimonials').select(['status', 'version']).executeTakeFirst()).toMatchObject({
      status: 'published',
      version: 2,
    });
  });

  it('edits with the spec notice; a stale edit keeps what was typed and explains', async () => {
    const id = await submitReview(t.db, review);
    const params = { id: String(id) };
    const fields = { name: 'Riya S.', title: 'Bride', content: 'Edited words.', rating: '5', version: '1' };
    const answer = await admin.post(edit.action, `/admin/testimonials/${id}/edit`, fields, params);
    expect(await noticeOf(services, answer)).toMatchObject({ title: 'Testimonial updated successfully!' });

    const stale = await admin.post(edit.action, `/admin/testimonials/${id}/edit`, { ...fields, name: 'Other' }, params);
    expect(stale.status).toBe(409);
    expect(errorsOf(stale)['']).toEqual([STALE_EDIT_MESSAGE]);
    expect(stale.data?.result?.initialValue).toMatchObject({ name: 'Other' });
    expect((await t.db.selectFrom('testimonials').select('name').executeTakeFirstOrThrow()).name).toBe('Riya S.');

    const unknown = await load(edit.loader, admin, services, '/admin/testimonials/x/edit', { id: 'x' });
    expect(unknown.response?.status).toBe(404);
    const gone = await load(edit.loader, admin, services, '/admin/testimonials/999/edit', { id: '999' });
    expect(gone.response?.status).toBe(404);
  });

  it('deletes after the confirmation page, with the spec notice', async () => {
    const id = await submitReview(t.db, review);
    const params = { id: String(id) };
    const page = await load(remove.loader, admin, services, `/admin/testimonials/${id}/delete`, params);
    expect(page.data?.testimonial).toMatchObject({ id, version: 1 });
    expect(await countRows(t.db, 'testimonials')).toBe(1);

    const mismatched = await admin.post(
      remove.action,
      `/admin/testimonials/${id}/delete`,
      {
        id: String(id + 1),
        version: '1',
      },
      params,
    );
    expect(mismatched.status).toBe(400);
    const answer = await admin.post(
      remove.action,
      `/admin/testimonials/${id}/delete`,
      { id: String(id), version: '1' },
      params,
    );
    expect(await noticeOf(services, answer)).toMatchObject({ title: 'Testimonial deleted successfully!' });
    expect(await countRows(t.db, 'testimonials')).toBe(0);
  });

  it('turn away anonymous visitors and signed-in non-admins, changing nothing', async () => {
    const id = await submitReview(t.db, review);
    const params = { id: String(id) };
    const anonymous = new Browser(testContext(services));
    const customer = await signedInBrowser(services, 'couple@example.test');
    for (const visitor of [anonymous, customer]) {
      for (const [loader, path] of [
        [list.loader, '/admin/testimonials'],
        [add.loader, '/admin/testimonials/new'],
        [edit.loader, `/admin/testimonials/${id}/edit`],
        [remove.loader, `/admin/testimonials/${id}/delete`],
      ] as const) {
        const { response } = await load(loader as never, visitor, services, path, params);
        expect(response?.status, path).toBe(302);
        expect(response?.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
      }
      const posts = [
        [list.action, '/admin/testimonials', { intent: 'approve', id: String(id), version: '1' }],
        [add.action, '/admin/testimonials/new', newFields],
        [edit.action, `/admin/testimonials/${id}/edit`, { ...newFields, version: '1' }],
        [remove.action, `/admin/testimonials/${id}/delete`, { id: String(id), version: '1' }],
      ] as const;
      for (const [action, path, fields] of posts) {
        expect((await visitor.post(action, path, fields, params)).status, path).toBe(403);
      }
    }
    expect(await t.db.selectFrom('testimonials').select(['status', 'version', 'name']).execute()).toEqual([
      { status: 'pending', version: 1, name: 'Riya' },
    ]);
  });
});
