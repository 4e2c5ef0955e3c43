/**
 * Petal & Quill artwork generator.
 * Builds every storefront image as SVG in code (seeded, so runs are reproducible),
 * renders with resvg and encodes WebP/PNG with sharp.
 *
 *   npm run artwork              # everything
 *   npm run artwork -- hero og   # only jobs whose output path contains one of the words
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/fonts';
import { writeWebp } from './lib/render';
import type { Job } from './designs/job';
import { collectionJobs } from './designs/collections';
import { portfolioJobs } from './designs/portfolio';
import { stripJobs } from './designs/strip';
import { homeJobs } from './designs/home';
import { aboutJobs } from './designs/about';
import { brandJobs, writeIcons } from './designs/brand';
import { loadPieceCards } from './designs/piece-cards';

const OUT = path.join(ROOT, 'public/images');

async function main(): Promise<void> {
  const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const jobs: Job[] = [
    ...collectionJobs(),
    ...portfolioJobs(),
    ...stripJobs(),
    ...homeJobs(),
    ...aboutJobs(),
    ...brandJobs(),
  ];
  const chosen = filters.length ? jobs.filter((j) => filters.some((w) => j.out.includes(w))) : jobs;
  // The collection photos show the pieces as the shop's renderer draws them (./designs/piece-cards.ts).
  if (chosen.some((j) => j.out.startsWith('collections/'))) await loadPieceCards();
  let total = 0;
  for (const job of chosen) {
    const t0 = Date.now();
    const svg = job.build();
    const file = path.join(OUT, job.out);
    const bytes = await writeWebp(svg, file, job.quality ?? 80);
    total += bytes;
    const kb = (bytes / 1024).toFixed(1);
    const warn = bytes > 160 * 1024 ? '  <-- over 160 KB' : '';
    console.log(`${job.out.padEnd(44)} ${job.w}x${job.h}  ${kb.padStart(6)} KB  ${Date.now() - t0} ms${warn}`);
  }
  if (!filters.length || filters.some((w) => 'favicon apple icons'.includes(w))) {
    const icons = await writeIcons(path.join(ROOT, 'public'));
    for (const [name, bytes] of icons) {
      total += bytes;
      console.log(`${('../' + name).padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(16)} KB`);
    }
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB in ${chosen.length} images`);
  if (!fs.existsSync(OUT)) throw new Error('no output written');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
