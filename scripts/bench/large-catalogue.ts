/**
 * A large catalogue for the benchmark (issue 14): thousands of published collections, approved
 * reviews and portfolio pieces added to a database that already has the sample content, so each
 * page can be measured on a small and on a large shop.
 *
 *   DATA_DIR=/tmp/bench-data npx tsx scripts/bench/large-catalogue.ts [collections reviews portfolioItems]
 *   DATABASE_URL=postgres://… npx tsx scripts/bench/large-catalogue.ts
 *
 * The command opens the database the way the server does (migrations, sample content, the
 * artwork through the image pipeline, the sample collections' template files), then adds the
 * rows. The rows are varied but made from a fixed seed, so two runs make the same catalogue. Every
 * picture is one of the seeded artwork files (the pages render real pictures), and every new
 * collection's template files are rows naming the files already made for a sample collection:
 * the server's start-up finds nothing to make for them (making them takes about half a second a
 * collection), and their downloads work.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../../app/.server/platform/config';
import type { Db } from '../../app/.server/db/connection';
import { openServerDatabase } from '../../app/.server/db/server-database';
import { migrateToLatest } from '../../app/.server/db/migrate';
import { galleryOf, sampleCollections, samplePortfolio, sampleTestimonials } from '../../app/.server/db/sample-content';
import { loadSampleContentOnce } from '../../app/.server/db/seed';
import { toJson } from '../../app/.server/db/values';
import { ensureCollectionFiles } from '../../app/.server/downloads/collection-files';
import { imageFilesFor } from '../../app/.server/images/image-files';
import { ingestStaticArtwork } from '../../app/.server/images/static-artwork';
import { createFileStore } from '../../app/.server/storage/create-file-store';
import { COLLECTION_CATEGORIES, PORTFOLIO_CATEGORIES } from '../../app/lib/categories';

export interface LargeCatalogueOptions {
  collections?: number;
  reviews?: number;
  portfolioItems?: number;
}

/** Rows per INSERT: well inside SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 500;
/** Batches per transaction. */
const BATCHES_PER_TRANSACTION = 8;

/** A small, fast, seeded random source (mulberry32): the same catalogue every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

const MOODS = [
  'Blush',
  'Ivory',
  'Sage',
  'Saffron',
  'Midnight',
  'Marigold',
  'Dusty Rose',
  'Champagne',
  'Terracotta',
  'Indigo',
  'Emerald',
  'Lavender',
  'Copper',
  'Pearl',
  'Monsoon',
  'Lotus',
];
const MOTIFS = [
  'Peony',
  'Lace',
  'Monogram',
  'Pampas',
  'Jasmine',
  'Paisley',
  'Arch',
  'Botanical',
  'Mandala',
  'Deco',
  'Watercolour',
  'Fern',
  'Rosette',
  'Mehndi',
  'Skyline',
  'Garland',
];
const STYLES = [
  'Romance',
  'Heirloom',
  'Soirée',
  'Classic',
  'Garden',
  'Sunset',
  'Script',
  'Letterpress',
  'Celebration',
  'Vows',
  'Suite',
  'Reverie',
];
const OCCASIONS: Record<string, string[]> = {
  Wedding: ['wedding suite', 'sangeet night', 'mehndi evening', 'reception', 'court wedding', 'destination wedding'],
  Birthday: ['first birthday', 'thirtieth', 'garden party', 'milestone dinner', 'surprise party'],
  'Baby Shower': ['baby shower', 'godh bharai', 'naming ceremony', 'sip and see'],
};
const FIRST_NAMES = [
  'Aditi',
  'Karan',
  'Meera',
  'Arjun',
  'Sana',
  'Rohan',
  'Ishita',
  'Vikram',
  'Nisha',
  'Kabir',
  'Tara',
  'Dev',
  'Anika',
  'Rahul',
  'Zoya',
  'Farhan',
  'Leela',
  'Sameer',
  'Riya',
  'Aman',
  'Pooja',
  'Neil',
  'Kavya',
  'Yash',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Khan',
  'Mehta',
  'Kapoor',
  'Reddy',
  'Das',
  'Singh',
  'Nair',
  'Bose',
  'Malhotra',
  'Joshi',
  'Pillai',
  'Chopra',
];
const ROLES = [
  'Bride',
  'Groom',
  'Mother of the Bride',
  'Father of the Groom',
  'Wedding Planner',
  'Event Manager',
  'Birthday Host',
  'New Parent',
];
const COMPANIES = [
  'Goa Coast Weddings',
  'The Orchid Banquets',
  'Jaipur Palace Events',
  'Monsoon Moments',
  'Saffron Stories',
];
const PRAISE = [
  'Every guest asked who designed our invitations.',
  'The team turned our rough ideas into something far more beautiful than we imagined.',
  'Changes came back within a day, and the files printed perfectly.',
  'Sending the invitation on WhatsApp was effortless, and it looked stunning on every phone.',
  'The colours matched our decor exactly.',
  'Patient, kind and wonderfully quick with our many questions.',
  'Our grandparents loved the printed copies as much as the young ones loved the digital ones.',
  'Worth every rupee: it set the tone for the whole celebration.',
];
const RATINGS = [5, 5, 5, 5, 4, 4, 3];
const AVATARS = sampleTestimonials.flatMap((t) => (t.imageUrl ? [t.imageUrl] : []));
const PORTFOLIO_IMAGES = samplePortfolio.map((p) => p.image);
const DAY_MS = 86_400_000;

/** A moment within the last `days` days before `now` (ISO). */
const daysAgo = (random: ReturnType<typeof randomFrom>, now: number, days: number) =>
  new Date(now - random.int(1, days) * DAY_MS - random.int(0, DAY_MS - 1)).toISOString();

function chunk<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts `rows` into `table` in batches, a few batches per transaction. */
async function insertBatched(db: Db, table: 'testimonials' | 'portfolio_items', rows: object[]) {
  for (const group of chunk(chunk(rows, BATCH), BATCHES_PER_TRANSACTION)) {
    await db.transaction().execute(async (trx) => {
      for (const batch of group)
        await trx
          .insertInto(table)
          .values(batch as never)
          .execute();
    });
  }
}

/**
 * Adds `collections` published collections (one in twenty kept as a draft), `reviews` approved
 * reviews and `portfolioItems` portfolio pieces to an already-migrated database. Every new
 * collection's template files are copies of the rows of a collection whose files are made (they
 * name the same stored files), so the database must have one: the server makes them at start-up,
 * and so does this file's command. Returns how many rows of each it added.
 */
export async function seedLargeCatalogue(
  db: Db,
  { collections = 2000, reviews = 20000, portfolioItems = 5000 }: LargeCatalogueOptions = {},
  now = Date.now(),
): Promise<Required<LargeCatalogueOptions>> {
  const random = randomFrom(14);
  const source = await db
    .selectFrom('collection_files')
    .select('collection_id')
    .orderBy('collection_id')
    .limit(1)
    .executeTakeFirst();
  if (collections > 0 && !source) {
    throw new Error(
      'No collection has its template files yet: start the server once on this database (it makes them), or seed with `npx tsx scripts/bench/large-catalogue.ts`, which does.',
    );
  }
  const templateFiles = source
    ? await db
        .selectFrom('collection_files')
        .select(['template_name', 'format', 'file_name', 'storage_key', 'byte_size', 'sort_order'])
        .where('collection_id', '=', source.collection_id)
        .execute()
    : [];
  const existing = await db
    .selectFrom('collections')
    .select((eb) => [eb.fn.max('sort_order').as('last'), eb.fn.countAll().as('count')])
    .executeTakeFirstOrThrow();
  const published = await db
    .selectFrom('collections')
    .select('id')
    .where('is_published', '=', true)
    .orderBy('sort_order')
    .limit(12)
    .execute();
  const relatedPool = published.map((row) => Number(row.id));
  const firstOrder = Number(existing.last ?? 0) + 1;
  const serial = Number(existing.count) + 1;

  const collectionRows = Array.from({ length: collections }, (_, i) => {
    const sample = random.pick(sampleCollections);
    const gallery = galleryOf(random.pick(sampleCollections).slug);
    const title = `${random.pick(MOODS)} ${random.pick(MOTIFS)} ${random.pick(STYLES)}`;
    const category = random.pick(COLLECTION_CATEGORIES);
    const at = daysAgo(random, now, 1000);
    const related = relatedPool.length ? [...new Set([random.pick(relatedPool), random.pick(relatedPool)])] : [];
    return {
      slug: `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${serial + i}`,
      title,
      description: `A ${category.toLowerCase()} suite with ${title.split(' ')[1]!.toLowerCase()} artwork in ${title.split(' ')[0]!.toLowerCase()} tones, ready to carry your names.`,
      long_description: `${sample.longDescription} Every piece of the ${title} suite is drawn in our studio and set for you by hand.`,
      category,
      price_cents: random.int(19, 89) * 100 + random.pick([0, 50, 99]),
      image: gallery[0]!,
      gallery: toJson(gallery),
      features: toJson(sample.features),
      customization_options: toJson(sample.customizationOptions),
      related_ids: toJson(related),
      is_published: random.next() >= 0.05,
      is_featured: false,
      sort_order: firstOrder + i,
      created_at: at,
      updated_at: at,
    };
  });
  for (const group of chunk(chunk(collectionRows, BATCH), BATCHES_PER_TRANSACTION)) {
    await db.transaction().execute(async (trx) => {
      for (const batch of group) {
        const ids = await trx.insertInto('collections').values(batch).returning('id').execute();
        const files = ids.flatMap(({ id }, index) =>
          templateFiles.map((file) => ({ ...file, collection_id: Number(id), created_at: batch[index]!.created_at })),
        );
        for (const part of chunk(files, BATCH)) await trx.insertInto('collection_files').values(part).execute();
      }
    });
  }

  const reviewRows = Array.from({ length: reviews }, () => {
    const role = random.pick(ROLES);
    const planner = role === 'Wedding Planner' || role === 'Event Manager';
    return {
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      role,
      company: planner ? random.pick(COMPANIES) : null,
      content: `${random.pick(PRAISE)} ${random.pick(PRAISE)}`,
      image_url: random.next() < 0.25 ? random.pick(AVATARS) : null,
      rating: random.pick(RATINGS),
      is_featured: false,
      status: 'published' as const,
      created_at: daysAgo(random, now, 1500),
    };
  });
  await insertBatched(db, 'testimonials', reviewRows);

  const portfolioRows = Array.from({ length: portfolioItems }, () => {
    const category = random.pick(PORTFOLIO_CATEGORIES);
    const host = random.pick(FIRST_NAMES);
    const occasion = random.pick(OCCASIONS[category] ?? ['celebration']);
    return {
      title: category === 'Wedding' ? `${host} & ${random.pick(FIRST_NAMES)}` : `${host}’s ${occasion}`,
      description: `A ${random.pick(MOODS).toLowerCase()} ${occasion} with ${random.pick(MOTIFS).toLowerCase()} details, designed for a family in ${random.pick(['Delhi', 'Mumbai', 'Jaipur', 'Goa', 'Udaipur', 'Kochi', 'Pune', 'London'])}.`,
      image: random.pick(PORTFOLIO_IMAGES),
      category,
      created_at: daysAgo(random, now, 1500),
    };
  });
  await insertBatched(db, 'portfolio_items', portfolioRows);
  return { collections, reviews, portfolioItems };
}

/** The command: opens the server's database (DATA_DIR or DATABASE_URL) as start-up does, then seeds it. */
async function main(argv: string[]) {
  const [collections, reviews, portfolioItems] = argv.map((arg) => Number.parseInt(arg, 10));
  const config = loadConfig(process.env, () => {});
  const { db, engine } = openServerDatabase(config);
  try {
    const publicDir = path.resolve('public');
    await migrateToLatest(db);
    await loadSampleContentOnce(db);
    const files = createFileStore(config);
    await files.prepare();
    await ingestStaticArtwork({ db, files: imageFilesFor({ files }) }, publicDir);
    await ensureCollectionFiles(db, files, publicDir);
    const started = performance.now();
    const added = await seedLargeCatalogue(db, {
      ...(Number.isSafeInteger(collections) ? { collections } : {}),
      ...(Number.isSafeInteger(reviews) ? { reviews } : {}),
      ...(Number.isSafeInteger(portfolioItems) ? { portfolioItems } : {}),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Database (${engine}): added ${added.collections} collections, ${added.reviews} reviews and ${added.portfolioItems} portfolio items in ${seconds} s`,
    );
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
