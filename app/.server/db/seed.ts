import { sql } from 'kysely';
import { engineOf, type Db } from './connection';
import { nowIso, toJson } from './values';
import { insertItems } from '../content/items';
import { touchContent } from '../page-cache/content-version';
import {
  galleryOf,
  sampleAbout,
  sampleCollections,
  sampleHome,
  samplePortfolio,
  samplePrivacy,
  sampleTerms,
  sampleTestimonials,
} from './sample-content';

const SAMPLE_MARKER = 'sample_content_loaded_at';

/** A marker row records that it ran, so content the designer edited or deleted never comes back. */
export async function loadSampleContentOnce(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on a new PostgreSQL database wait here for the first one's load;
    // reading first, they would insert the samples again and fail to start on its slugs.
    if (engineOf(db) === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtextextended('sample-content', 0))`.execute(trx);
    }
    const marker = await trx.selectFrom('app_meta').select('value').where('key', '=', SAMPLE_MARKER).executeTakeFirst();
    if (marker) return false;
    const existing = await trx.selectFrom('collections').select('id').limit(1).executeTakeFirst();
    const loadedAt = nowIso();
    // A database that already has collections (made by hand) is marked, not filled.
    if (!existing) {
      const ids = new Map<string, number>();
      for (const [index, c] of sampleCollections.entries()) {
        const gallery = galleryOf(c.slug);
        const { id } = await trx
          .insertInto('collections')
          .values({
            slug: c.slug,
            title: c.title,
            description: c.description,
            long_description: c.longDescription,
            category: c.category,
            price_cents: c.priceCents,
            image: gallery[0]!,
            gallery: toJson(gallery),
            features: toJson(c.features),
            customization_options: toJson(c.customizationOptions),
            related_ids: toJson([]),
            is_published: true,
            is_featured: c.isFeatured,
            sort_order: index + 1,
            created_at: loadedAt,
            updated_at: loadedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(c.slug, Number(id));
      }
      for (const c of sampleCollections) {
        const related = c.relatedSlugs.map((slug) => ids.get(slug)).filter((id) => id !== undefined);
        await trx
          .updateTable('collections')
          .set({ related_ids: toJson(related) })
          .where('id', '=', ids.get(c.slug)!)
          .execute();
      }
      await trx
        .insertInto('portfolio_items')
        .values(
          samplePortfolio.map((p) => ({
            title: p.title,
            description: p.description,
            image: p.image,
            category: p.category,
            created_at: p.createdAt,
          })),
        )
        .execute();
      await trx
        .insertInto('testimonials')
        .values(
          sampleTestimonials.map((t) => ({
            name: t.name,
            role: t.role,
            company: t.company,
            content: t.content,
            image_url: t.imageUrl,
            rating: t.rating,
            is_featured: t.isFeatured,
            status: 'published' as const,
            created_at: t.createdAt,
          })),
        )
        .execute();
    }
    const { featuredItems, ...home } = sampleHome;
    const { teamMembers, ...about } = sampleAbout;
    const pages = { home, about, privacy: samplePrivacy, terms: sampleTerms };
    const added = new Set<string>();
    for (const [key, value] of Object.entries(pages)) {
      const inserted = await trx
        .insertInto('site_content')
        .values({ key, value: toJson(value), updated_at: loadedAt })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) added.add(key);
    }
    // A page's list comes with the page: a page that was there already keeps its own.
    if (added.has('home')) await insertItems(trx, 'featured', featuredItems);
    if (added.has('about')) await insertItems(trx, 'team', teamMembers);
    await trx.insertInto('app_meta').values({ key: SAMPLE_MARKER, value: loadedAt }).execute();
    // Another instance may already serve cached pages of the empty shop.
    await touchContent(trx);
    return true;
  });
}
