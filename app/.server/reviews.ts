import type { Db } from './db/connection';
import type { TestimonialRow, TestimonialStatus } from './db/schema';
import { toBool, toIso } from './db/values';

/** Testimonials shown per page (spec section 9). */
export const TESTIMONIALS_PAGE_SIZE = 3;

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

export interface TestimonialPage {
  items: Testimonial[];
  /** 1-based page actually shown (an out-of-range request wraps into range). */
  page: number;
  pageCount: number;
  total: number;
}

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

/** Wraps any whole page number into 1..pageCount, so previous on the first page shows the last. */
export function wrapPage(requested: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  const index = (((Math.trunc(requested) - 1) % pageCount) + pageCount) % pageCount;
  return index + 1;
}

/** One page of published testimonials, newest first. */
export async function listPublishedTestimonials(
  db: Db,
  requestedPage: number,
  pageSize = TESTIMONIALS_PAGE_SIZE,
): Promise<TestimonialPage> {
  const { count } = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = wrapPage(Number.isFinite(requestedPage) ? requestedPage : 1, pageCount);
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toTestimonial), page, pageCount, total };
}

/** Featured published testimonials for the home page's "Client Love". */
export async function listFeaturedTestimonials(db: Db, limit = 2): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .where('status', '=', 'published')
    .where('is_featured', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
