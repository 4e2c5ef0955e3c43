import type { Db } from '../db/connection';
import type { TestimonialRow, TestimonialStatus } from '../db/schema';
import { wrappedPageOf, type ListPage } from '../db/paging';
import { toBool, toIso } from '../db/values';
import { changingContent } from '../page-cache/content-version';

/** Testimonials shown per page (spec section 9). */
export const TESTIMONIALS_PAGE_SIZE = 3;
/** How many featured reviews the home page's "Client Love" shows (the spec's two). */
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

/** A page of testimonials; an out-of-range page asked for wraps into range. */
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

/*
 * The public queries, each built in one place: the list functions run them and
 * tests/unit/catalog/list-query-plans.test.ts checks each engine runs them from an index.
 */

const published = (db: Db) => db.selectFrom('testimonials').where('status', '=', 'published');

/** How many reviews are published: counted in the index. */
export const publishedTestimonialsCountQuery = (db: Db) =>
  published(db).select((eb) => eb.fn.countAll<string | number>().as('count'));

/** One slice of the published reviews, newest first. */
export const publishedTestimonialsPageQuery = (db: Db, slice: { limit: number; offset: number }) =>
  published(db).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(slice.limit).offset(slice.offset);

/** The newest featured published reviews (the home page's "Client Love"). */
export const featuredTestimonialsQuery = (db: Db, limit: number) =>
  published(db)
    .where('is_featured', '=', true)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);

/** One page of published testimonials, newest first. */
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

/**
 * The home page's "Client Love": the newest published reviews the designer featured. Featuring
 * (and unfeaturing) on /admin/testimonials is what puts a review there.
 */
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

/**
 * Stores a visitor's review as pending: it is shown publicly only after the designer publishes
 * it. The title is kept as the role, as the spec says; empty optional fields become null.
 */
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

/* ------------------------------------------------------------------------------------------------
 * Moderation: what the designer does on /admin/testimonials. Every change names the version the
 * designer's page showed; a different one means someone (another tab, another admin) changed the
 * review since, and the change is refused rather than applied over theirs. Each change that lands
 * raises the content version in its transaction, so no cached page keeps showing the review as it
 * was (a visitor's submission, pending until approved, shows nowhere and raises nothing).
 * --------------------------------------------------------------------------------------------- */

/** Reviews per page of the admin list. */
export const MODERATION_PAGE_SIZE = 25;

export const STALE_TESTIMONIAL_MESSAGE =
  'This testimonial changed since you opened it. It is shown as it is now: check it, then make your change again if it still applies.';
/** The edit form's answer when the testimonial changed while it was being edited. */
export const STALE_EDIT_MESSAGE =
  'This testimonial changed since you opened it (someone edited, approved or rejected it). Your changes are not saved: open it again to see it as it is now, then make your change again.';
export const MISSING_TESTIMONIAL_MESSAGE = 'This testimonial no longer exists: it may have been deleted.';

export interface ModeratedTestimonial extends Testimonial {
  version: number;
  /** Shown in the home page's "Client Love" right now (featured, published and among the newest). */
  onHomePage: boolean;
}

export interface ModerationPage {
  items: ModeratedTestimonial[];
  page: number;
  pageCount: number;
  counts: Record<TestimonialStatus, number>;
}

/**
 * The designer's list: pending reviews first (they wait for a decision), then published, then
 * rejected; newest first within each. A page past the end shows the last page.
 */
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

/** How many reviews are pending, published and rejected (the dashboard's "needs attention" too). */
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

/** One review with its version (the edit and delete pages), or null. */
export async function getTestimonialForEdit(db: Db, id: number): Promise<(Testimonial & { version: number }) | null> {
  const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...toTestimonial(row), version: Number(row.version) } : null;
}

export type Moderation = 'approve' | 'reject' | 'feature' | 'unfeature';

/**
 * What each decision sets. Rejecting also takes a review off the home page, so approving it
 * again later does not bring it back there unasked. Only a published review can be featured.
 */
const MODERATIONS: Record<
  Moderation,
  { from: readonly TestimonialStatus[]; status: TestimonialStatus; featured?: boolean }
> = {
  approve: { from: ['pending', 'rejected'], status: 'published' },
  reject: { from: ['pending', 'published'], status: 'rejected', featured: false },
  feature: { from: ['published'], status: 'published', featured: true },
  unfeature: { from: ['published'], status: 'published', featured: false },
};

/** The decisions open for a review where it stands (the admin's buttons). */
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
 * Applies one decision. A decision already in effect (approve twice, a double click) changes
 * nothing and says so; otherwise the version must be the one the designer's page showed, and the
 * update re-checks it, so two admins deciding at the same moment cannot both pass.
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
        .set((eb) => ({
          status: rule.status,
          ...(rule.featured === undefined ? {} : { is_featured: rule.featured }),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', request.id)
        .where('version', '=', version)
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

/**
 * A testimonial the designer adds by hand (a client's words from an e-mail or a call): published
 * at once, dated with the day the designer gives (midday UTC, so it reads as that day everywhere).
 */
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

/** The edit form: the words and who said them; the date, status and featuring stay as they are. */
export async function updateTestimonial(
  db: Db,
  request: { id: number; expectedVersion: number; fields: TestimonialFields },
): Promise<ChangeResult> {
  const updated = await changingContent(
    db,
    (trx) =>
      trx
        .updateTable('testimonials')
        .set((eb) => ({ ...fieldValues(request.fields), version: eb('version', '+', 1) }))
        .where('id', '=', request.id)
        .where('version', '=', request.expectedVersion)
        .executeTakeFirst(),
    (result) => Number(result.numUpdatedRows) === 1,
  );
  return versionedOutcome(db, request, Number(updated.numUpdatedRows), request.expectedVersion + 1);
}

/** Deletes a review, if it is still as the designer saw it when she confirmed. */
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
        .where('version', '=', request.expectedVersion)
        .executeTakeFirst(),
    (result) => Number(result.numDeletedRows) === 1,
  );
  return versionedOutcome(db, request, Number(deleted.numDeletedRows), request.expectedVersion);
}

/** A change made only `where version = expected`: done, or why not (another version, or no such row). */
async function versionedOutcome(db: Db, request: { id: number }, rows: number, version: number): Promise<ChangeResult> {
  if (rows === 1) return { ok: true, changed: true, version };
  const exists = await db.selectFrom('testimonials').select('id').where('id', '=', request.id).executeTakeFirst();
  return { ok: false, reason: exists ? 'stale' : 'missing' };
}
