import type { Db } from '~/.server/db/connection';
import type { TestimonialStatus } from '~/.server/db/schema';

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;

export async function insertCollection(
  db: Db,
  overrides: Partial<{
    title: string;
    category: string;
    priceCents: number;
    published: boolean;
    featured: boolean;
    sortOrder: number;
    relatedIds: number[];
  }> = {},
): Promise<number> {
  const slug = `collection-${unique()}`;
  const { id } = await db
    .insertInto('collections')
    .values({
      slug,
      title: overrides.title ?? `Collection ${slug}`,
      description: 'A short description.',
      long_description: 'A longer description of the collection.',
      category: overrides.category ?? 'Floral',
      price_cents: overrides.priceCents ?? 3999,
      image: `/images/${slug}-1.webp`,
      gallery: JSON.stringify([1, 2, 3].map((n) => `/images/${slug}-${n}.webp`)),
      features: JSON.stringify(['Five templates']),
      customization_options: JSON.stringify(['Names and dates']),
      related_ids: JSON.stringify(overrides.relatedIds ?? []),
      is_published: overrides.published ?? true,
      is_featured: overrides.featured ?? false,
      sort_order: overrides.sortOrder ?? 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertPortfolioItem(db: Db, values: { title: string; category: string; createdAt: string }) {
  const { id } = await db
    .insertInto('portfolio_items')
    .values({
      title: values.title,
      description: 'Described.',
      image: '/images/p.webp',
      category: values.category,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertTestimonial(
  db: Db,
  values: { name: string; createdAt: string; status?: TestimonialStatus; featured?: boolean; rating?: number },
) {
  const { id } = await db
    .insertInto('testimonials')
    .values({
      name: values.name,
      role: 'Bride',
      company: null,
      content: `Review by ${values.name}`,
      image_url: null,
      rating: values.rating ?? 5,
      is_featured: values.featured ?? false,
      status: values.status ?? 'published',
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
