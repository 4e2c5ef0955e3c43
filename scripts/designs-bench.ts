/**
 * Timings of the designs renderer on this machine: preview (WebP, 1080 px, watermarked) p50/p95
 * with warm caches and changing names, and the print PDF (300 dpi artwork) per piece.
 *   npx tsx scripts/designs-bench.ts [collection-slug]
 */
import os from 'node:os';
import { collectionTemplate, PIECE_NAMES } from '../app/.server/designs/collection-templates';
import { renderPreview } from '../app/.server/designs/render-image';
import { renderPdf } from '../app/.server/designs/render-pdf';
import { renderStory } from '../app/.server/designs/render-story';
import { sampleValues, type Template } from '../app/.server/designs/template';

const slug = process.argv[2] ?? 'blush-peony-romance';
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const NAMES = ['Aisha & Nikhil', 'Meera & Lucas', 'आरव & अनन्या', 'Anastasia Wilhelmina & Maximilian', 'Zoya & Liam'];

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
const invitation = (await collectionTemplate(slug, 'invitation')) as Template;
const base = sampleValues(invitation);
await renderPreview(invitation, base); // first render rasterises and keeps the artwork
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 40; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await renderPreview(invitation, { ...base, names: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${i}` : ''}` });
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
console.log(
  `preview ${slug}/invitation (WebP ≤1080 px, n=40): p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))} (CPU time, all threads: p50 ${ms(pct(cpu, 0.5))}, p95 ${ms(pct(cpu, 0.95))})`,
);
let total = 0;
for (const piece of PIECE_NAMES) {
  const t = (await collectionTemplate(slug, piece)) as Template;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const pdf = await renderPdf(t, sampleValues(t), { paper: 'a5', bleed: true });
  const took = performance.now() - t0;
  const c = process.cpuUsage(c0);
  total += took;
  console.log(
    `pdf ${piece}: ${ms(took)} (CPU ${ms((c.user + c.system) / 1000)}), ${(pdf.length / 1024).toFixed(0)} KB`,
  );
}
const t0 = performance.now();
await renderStory(invitation, base);
{
  const t = (await collectionTemplate(slug, 'invitation')) as Template;
  const t0 = performance.now();
  await renderPdf(t, { ...sampleValues(t), names: 'Meera & Lucas' }, { paper: 'a5', bleed: true });
  console.log(`pdf invitation again (artwork cached): ${ms(performance.now() - t0)}`);
}
console.log(`story JPG: ${ms(performance.now() - t0)}; all five PDFs: ${ms(total)}`);

/*
 * The render job's time per order (what a couple waits for after paying): one collection's five
 * print PDFs (300 dpi artwork, A5 as ORDER_PDF), five card JPGs and the phone story, set with a
 * new couple's words each time. The first order of a collection also rasterises its artwork; the
 * next ones reuse it, as the running server does.
 */
{
  const { renderOrderFilesFor } = await import('../app/.server/designs/render-order');
  const orderTimes: number[] = [];
  for (const [i, names] of ['Priya & Daniel', 'Sana & Kabir', 'Ishita & Rohan'].entries()) {
    const t0 = performance.now();
    const files = await renderOrderFilesFor(slug, {
      names,
      eventDate: '2027-02-20',
      venue: 'The Leela Palace, New Delhi',
    });
    const took = performance.now() - t0;
    orderTimes.push(took);
    console.log(
      `render job, order ${i + 1} (${files.length} files, ${(files.reduce((n, f) => n + f.bytes.length, 0) / 1024 / 1024).toFixed(1)} MB): ${ms(took)}${i === 0 ? ' (artwork rasterised)' : ''}`,
    );
  }
}
