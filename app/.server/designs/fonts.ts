import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Found through Node's resolver so the paths hold in tests, the build and Docker. One parsed font
 * measures, draws the preview and is embedded in the PDF, so all three agree.
 */
export const FACES = {
  script: 'great-vibes/400Regular/GreatVibes_400Regular.ttf',
  pinyon: 'pinyon-script/400Regular/PinyonScript_400Regular.ttf',
  'serif-300': 'cormorant-garamond/300Light/CormorantGaramond_300Light.ttf',
  'serif-400': 'cormorant-garamond/400Regular/CormorantGaramond_400Regular.ttf',
  'serif-500': 'cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf',
  'serif-600': 'cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf',
  'serif-italic-400': 'cormorant-garamond/400Regular_Italic/CormorantGaramond_400Regular_Italic.ttf',
  'serif-italic-500': 'cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf',
  'sans-300': 'jost/300Light/Jost_300Light.ttf',
  'sans-400': 'jost/400Regular/Jost_400Regular.ttf',
  'sans-500': 'jost/500Medium/Jost_500Medium.ttf',
  devanagari: 'tiro-devanagari-hindi/400Regular/TiroDevanagariHindi_400Regular.ttf',
  'devanagari-italic': 'tiro-devanagari-hindi/400Regular_Italic/TiroDevanagariHindi_400Regular_Italic.ttf',
} as const;

export type FaceKey = keyof typeof FACES;

export interface Face {
  key: FaceKey;
  file: string;
  bytes: Buffer;
  font: fontkit.Font;
}

const require = createRequire(import.meta.url);
const loaded = new Map<FaceKey, Face>();

export function face(key: FaceKey): Face {
  let hit = loaded.get(key);
  if (!hit) {
    const file = require.resolve(`@expo-google-fonts/${FACES[key]}`);
    const bytes = fs.readFileSync(file);
    const font = fontkit.create(bytes) as fontkit.Font;
    hit = { key, file, bytes, font };
    loaded.set(key, hit);
  }
  return hit;
}

export type FaceKind = 'script' | 'pinyon' | 'serif' | 'sans';

/** As a design tool writes it: `font-family="Great Vibes, cursive"`. */
export function kindOfFamily(family: string | undefined): FaceKind | undefined {
  const f = (family ?? '').toLowerCase();
  if (f.includes('great vibes') || f.includes('greatvibes') || f === 'script') return 'script';
  if (f.includes('pinyon')) return 'pinyon';
  if (f.includes('cormorant') || f === 'serif') return 'serif';
  if (f.includes('jost') || f === 'sans' || f === 'sans-serif') return 'sans';
  return undefined;
}

function nearest<T extends number>(want: number, have: readonly T[]): T {
  return have.reduce((best, w) => (Math.abs(w - want) < Math.abs(best - want) ? w : best), have[0] as T);
}

/** The nearest weight the packages ship. */
export function faceFor(kind: FaceKind, weight = 400, italic = false): FaceKey {
  if (kind === 'script' || kind === 'pinyon') return kind;
  if (kind === 'sans') return `sans-${nearest(weight, [300, 400, 500] as const)}`;
  if (italic) return `serif-italic-${nearest(weight, [400, 500] as const)}`;
  return `serif-${nearest(weight, [300, 400, 500, 600] as const)}`;
}

function hasDevanagari(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)) return true;
  }
  return false;
}

/** Else the Devanagari face, which also carries Latin, so "आरव & Anaya" stays in one face. */
export function faceForText(text: string, preferred: FaceKey): FaceKey {
  const wanted = face(preferred).font;
  const missing = [...text].some((ch) => !/\s/u.test(ch) && !wanted.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
  if (!missing && !hasDevanagari(text)) return preferred;
  return preferred.includes('italic') ? 'devanagari-italic' : 'devanagari';
}

export function missingLetters(text: string, key: FaceKey): string[] {
  const font = face(key).font;
  return [...new Set([...text].filter((ch) => !/\s/u.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)))];
}
