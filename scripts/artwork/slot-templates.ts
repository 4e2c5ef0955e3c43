/** Writes the shop collections' slot templates to app/.server/designs/templates/<slug>/<piece>.svg. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/fonts';
import { slotTemplates } from './designs/slot-templates';

const outDir = path.join(ROOT, 'app/.server/designs/templates');
const only = process.argv.slice(2);
for (const { slug, piece, svg } of slotTemplates()) {
  if (only.length && !only.some((w) => `${slug}/${piece}`.includes(w))) continue;
  const file = path.join(outDir, slug, `${piece}.svg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${svg}\n`);
  console.log(`${path.relative(ROOT, file)}  ${(svg.length / 1024).toFixed(0)} KB`);
}
