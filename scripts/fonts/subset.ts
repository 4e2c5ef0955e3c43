/**
 * The site's web fonts, cut to what a page shows (`npm run fonts`; the output is committed).
 *
 * Each face fontsource ships for Latin is split in two by `unicode-range`: `basic` — ASCII and the
 * punctuation the studio's copy uses (’ “ ” – — …) — which every page loads, and `rest` — the accented
 * letters and symbols of the same Latin range — which a browser fetches only for a page that shows
 * one (a name like Zoë). Layout features (kerning, the script's joining alternates) are kept.
 * Writes app/styles/fonts/*.woff2 and app/styles/fonts.css, which app.css imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import { BASIC, codePointsOf, rangesOf, REST } from './ranges';

interface Face {
  family: string;
  /** fontsource's package and file stem, e.g. cormorant-garamond / cormorant-garamond-latin-500-italic */
  pkg: string;
  weight: number;
  style: 'normal' | 'italic';
}

/** The faces app.css asks for; a weight not listed here falls back to the nearest one. */
const FACES: Face[] = [
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500, style: 'normal' },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 600, style: 'normal' },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500, style: 'italic' },
  { family: 'Jost', pkg: 'jost', weight: 400, style: 'normal' },
  { family: 'Jost', pkg: 'jost', weight: 500, style: 'normal' },
  { family: 'Great Vibes', pkg: 'great-vibes', weight: 400, style: 'normal' },
];

const PARTS = { basic: BASIC, rest: REST } as const;
const outDir = path.resolve('app/styles/fonts');

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const rules: string[] = [];
  for (const face of FACES) {
    const source = path.resolve(
      'node_modules/@fontsource',
      face.pkg,
      'files',
      `${face.pkg}-latin-${face.weight}-${face.style}.woff2`,
    );
    const font = fs.readFileSync(source);
    for (const [part, ranges] of Object.entries(PARTS)) {
      const name = `${face.pkg}-${face.weight}${face.style === 'italic' ? '-italic' : ''}-${part}.woff2`;
      const text = String.fromCodePoint(...codePointsOf(ranges));
      const cut = await subsetFont(font, text, { targetFormat: 'woff2' });
      fs.writeFileSync(path.join(outDir, name), cut);
      console.log(`${name}: ${font.length} → ${cut.length} bytes`);
      rules.push(
        [
          '@font-face {',
          `  font-family: '${face.family}';`,
          `  font-style: ${face.style};`,
          `  font-weight: ${face.weight};`,
          '  font-display: swap;',
          `  src: url('./fonts/${name}') format('woff2');`,
          `  unicode-range: ${rangesOf(ranges)};`,
          '}',
        ].join('\n'),
      );
    }
  }
  const header = "/* Made by `npm run fonts` (scripts/fonts/subset.ts) from fontsource's Latin files: do not edit. */";
  const cssPath = path.resolve('app/styles/fonts.css');
  const options = { ...(await prettier.resolveConfig(cssPath)), filepath: cssPath };
  fs.writeFileSync(cssPath, await prettier.format(`${header}\n${rules.join('\n')}\n`, options));
}

await main();
