import { atVersion, nextVersion } from '~/.server/db/row-versions';
import type { Db } from '../db/connection';
import type { TestimonialRow, TestimonialStatus } from '../db/schema';
import { wrappedPageOf, type ListPage } from '../db/paging';
import { toBool, toIso } from '../db/values';
import { changingContent } from '../page-cache/content-version';

export const TESTIMONIALS_PAGE_SIZE = 3;
export const CLIENT_LOVE_COUNT = 2;

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  company: string | null;
  content: string;
  imageUrl: string | null;
  rating: number;
  isFeatured: boolean;
  status: TestimonialStatus;
  createdAt: string;
}

/** An out-of-range page asked for wraps into range. */
export type TestimonialPage = ListPage<Testimonial>;

function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: Number(row.id),
    name: row.name,
    role: row.role,
    company: row.company,
    content: row.content,
    imageUrl: row.image_url,
    rating: Number(row.rating),
    isFeatured: toBool(row.is_featured),
    status: row.status,
    createdAt: toIso(row.created_at),
  };
}

/* Each query is built in one place so tests/unit/collections/list-query-plans.test.ts can check it runs from an index. */

const published = (db: Db) => db.selectFrom('testimonials').where('status', '=', 'published');

/** Counted in the index. */
export const publishedTestimonialsCountQuery = (db: Db) =>
  published(db).select((eb) => eb.fn.countAll<string | number>().as('count'));

export const publishedTestimonialsPageQuery = (db: Db, slice: { limit: number; offset: number }) =>
  published(db).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(slice.limit).offset(slice.offset);

/** The home page's "Client Love". */
export const featuredTestimonialsQuery = (db: Db, limit: number) =>
  published(db)
    .where('is_featured', '=', true)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);

export async function listPublishedTestimonials(
  db: Db,
  requestedPage: number,
  pageSize = TESTIMONIALS_PAGE_SIZE,
): Promise<TestimonialPage> {
  const { count } = await publishedTestimonialsCountQuery(db).executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, ...slice } = wrappedPageOf(total, requestedPage, pageSize);
  const rows = await publishedTestimonialsPageQuery(db, slice).execute();
  return { items: rows.map(toTestimonial), page, pageCount, total };
}

/** Featuring a review on /admin/testimonials is what puts it on the home page. */
export async function listFeaturedTestimonials(db: Db, limit = CLIENT_LOVE_COUNT): Promise<Testimonial[]> {
  const rows = await featuredTestimonialsQuery(db, limit).execute();
  return rows.map(toTestimonial);
}

export interface NewReview {
  name: string;
  title: string;
  company?: string | null;
  content: string;
  image_url?: string | null;
  rating: number;
}

/** Pending: shown publicly only after the designer publishes it. */
export async function submitReview(db: Db, review: NewReview, now = new Date()): Promise<number> {
  const { id } = await db
    .insertInto('testimonials')
    .values({
      name: review.name,
      role: review.title,
      company: review.company || null,
      content: review.content,
      image_url: review.image_url || null,
      rating: review.rating,
      is_featured: false,
      status: 'pending',
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/*
 * Moderation: a change from a stale page is refused (docs/decisions/0014-row-versions-for-stale-edits.md);
 * each change that lands raises the content version, so no cached page keeps the review as it was.
 */

export const MODERATION_PAGE_SIZE = 25;

export const STALE_TESTIMONIAL_MESSAGE =
  'This testimonial changed since you opened it. It is shown as it is now: check it, then make your change again if it still applies.';
export const STALE_EDIT_MESSAGE =
  'This testimonial changed since you opened it (someone edited, approved or rejected it). Your changes are not saved: open it again to see it as it is now, then make your change again.';
export const MISSING_TESTIMONIAL_MESSAGE = 'This testimonial no longer exists: it may have been deleted.';

export interface ModeratedTestimonial extends Testimonial {
  version: number;
  /** Featured, published and among the newest right now. */
  onHomePage: boolean;
}

export interface ModerationPage {
  items: ModeratedTestimonial[];
  page: number;
  pageCount: number;
  counts: Record<TestimonialStatus, number>;
}

/** Pending first (they wait for a decision), then published, then rejected. */
export async function listForModeration(
  db: Db,
  requestedPage: number,
  pageSize = MODERATION_PAGE_SIZE,
): Promise<ModerationPage> {
  const counts = await countTestimonialsByStatus(db);
  const total = counts.pending + counts.published + counts.rejected;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const [rows, onHome] = await Promise.all([
    db
      .selectFrom('testimonials')
      .selectAll()
      .orderBy((eb) =>
        eb.case().when('status', '=', 'pending').then(0).when('status', '=', 'published').then(1).else(2).end(),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    listFeaturedTestimonials(db, CLIENT_LOVE_COUNT),
  ]);
  const homeIds = new Set(onHome.map((t) => t.id));
  const items = rows.map((row) => ({
    ...toTestimonial(row),
    version: Number(row.version),
    onHomePage: homeIds.has(Number(row.id)),
  }));
  return { items, page, pageCount, counts };
}

/** The dashboard's "needs attention" reads it too. */
export async function countTestimonialsByStatus(db: Db): Promise<Record<TestimonialStatus, number>> {
  const rows = await db
    .selectFrom('testimonials')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<TestimonialStatus, number> = { pending: 0, published: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export async function getTestimonialForEdit(db: Db, id: number): Promise<(Testimonial & { version: number }) | null> {
  const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...toTestimonial(row), version: Number(row.version) } : null;
}

export type Moderation = 'approve' | 'reject' | 'feature' | 'unfeature';

/** Rejecting also unfeatures, so approving again later does not bring a review back to the home page unasked. */
const MODERATIONS: Record<
  Moderation,
  { from: readonly TestimonialStatus[]; status: TestimonialStatus; featured?: boolean }
> = {
  approve: { from: ['pending', 'rejected'], status: 'published' },
  reject: { from: ['pending', 'published'], status: 'rejected', featured: false },
  feature: { from: ['published'], status: 'published', featured: true },
  unfeature: { from: ['published'], status: 'published', featured: false },
};

export function moderationsFor(review: { status: TestimonialStatus; isFeatured: boolean }): Moderation[] {
  return (Object.keys(MODERATIONS) as Moderation[]).filter(
    (decision) => MODERATIONS[decision].from.includes(review.status) && !isAlready(review, decision),
  );
}

function isAlready(review: { status: TestimonialStatus; isFeatured: boolean }, decision: Moderation): boolean {
  const rule = MODERATIONS[decision];
  return review.status === rule.status && (rule.featured === undefined || review.isFeatured === rule.featured);
}

export type ChangeResult =
  { ok: true; changed: boolean; version: number } | { ok: false; reason: 'missing' | 'stale' | 'not-allowed' };

/**
 * A decision already in effect (a double click) changes nothing; the update re-checks the version, so
 * two admins deciding at the same moment cannot both pass.
 */
export async function moderateTestimonial(
  db: Db,
  request: { id: number; decision: Moderation; expectedVersion: number },
): Promise<ChangeResult> {
  const row = await db
    .selectFrom('testimonials')
    .select(['status', 'is_featured', 'version'])
    .where('id', '=', request.id)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'missing' };
  const current = { status: row.status, isFeatured: toBool(row.is_featured) };
  const version = Number(row.version);
  if (isAlready(current, request.decision)) return { ok: true, changed: false, version };
  if (version !== request.expectedVersion) return { ok: false, reason: 'stale' };
  const rule = MODERATIONS[request.decision];
  if (!rule.from.includes(current.status)) return { ok: false, reason: 'not-allowed' };
  const updated = await changingContent(
    db,
    (trx) =>
      trx
        .updateTable('testimonials')
        .set({
          status: rule.status,
          ...(rule.featured === undefined ? {} : { is_featured: rule.featured }),
          version: nextVersion,
        })
        .where('id', '=', request.id)
        .where(atVersion(version))
        .executeTakeFirst(),
    (result) => Number(result.numUpdatedRows) === 1,
  );
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
  return { ok: true, changed: true, version: version + 1 };
}

export interface TestimonialFields {
  name: string;
  title: string;
  company?: string | null;
  content: string;
  image_url?: string | null;
  rating: number;
}

const fieldValues = (fields: TestimonialFields) => ({
  name: fields.name,
  role: fields.title,
  company: fields.company || null,
  content: fields.content,
  image_url: fields.image_url || null,
  rating: fields.rating,
});

/** Published at once, dated midday UTC so it reads as the designer's day everywhere. */
export async function addTestimonial(db: Db, fields: TestimonialFields & { date: string }): Promise<number> {
  const { id } = await changingContent(db, (trx) =>
    trx
      .insertInto('testimonials')
      .values({
        ...fieldValues(fields),
        is_featured: false,
        status: 'published',
        created_at: `${fields.date}T12:00:00.000Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return Number(id);
}

/** The date, status and featuring stay as they are. */
export async function updateTestimonial(
  db: Db,
  request: { id: number; expectedVersion: number; fields: TestimonialFields },
): Promise<ChangeResult> {
  const updated = await changingContent(
    db,
    (trx) =>
      trx
        .updateTable('testimonials')
        .set({ ...fieldValues(request.fields), version: nextVersion })
        .where('id', '=', request.id)
        .where(atVersion(request.expectedVersion))
        .executeTakeFirst(),
    (result) => Number(result.numUpdatedRows) === 1,
  );
  return versionedOutcome(db, request, Number(updated.numUpdatedRows), request.expectedVersion + 1);
}

/** Only if it is still as the designer saw it when she confirmed. */
export async function deleteTestimonial(
  db: Db,
  request: { id: number; expectedVersion: number },
): Promise<ChangeResult> {
  const deleted = await changingContent(
    db,
    (trx) =>
      trx
        .deleteFrom('testimonials')
        .where('id', '=', request.id)
        .where(atVersion(request.expectedVersion))
        .executeTakeFirst(),
    (result) => Number(result.numDeletedRows) === 1,
  );
  return versionedOutcome(db, request, Number(deleted.numDeletedRows), request.expectedVersion);
}

async function versionedOutcome(db: Db, request: { id: number }, rows: number, version: number): Promise<ChangeResult> {
  if (rows === 1) return { ok: true, changed: true, version };
  const exists = await db.selectFrom('testimonials').select('id').where('id', '=', request.id).executeTakeFirst();
  return { ok: false, reason: exists ? 'stale' : 'missing' };
}
