import { Resvg } from '@resvg/resvg-js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { esc, f } from './svg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../../..');
const G = path.join(ROOT, 'node_modules/@expo-google-fonts');

export const FONT_FILES = [
  `${G}/great-vibes/400Regular/GreatVibes_400Regular.ttf`,
  `${G}/pinyon-script/400Regular/PinyonScript_400Regular.ttf`,
  `${G}/cormorant-garamond/300Light/CormorantGaramond_300Light.ttf`,
  `${G}/cormorant-garamond/400Regular/CormorantGaramond_400Regular.ttf`,
  `${G}/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf`,
  `${G}/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf`,
  `${G}/cormorant-garamond/400Regular_Italic/CormorantGaramond_400Regular_Italic.ttf`,
  `${G}/cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf`,
  `${G}/jost/300Light/Jost_300Light.ttf`,
  `${G}/jost/400Regular/Jost_400Regular.ttf`,
  `${G}/jost/500Medium/Jost_500Medium.ttf`,
];

export const FONT_OPTS = {
  fontFiles: FONT_FILES,
  loadSystemFonts: false,
  defaultFontFamily: 'Cormorant Garamond',
};

export type FontKey = 'script' | 'pinyon' | 'serif' | 'italic' | 'sans';
const FAMILY: Record<FontKey, string> = {
  script: 'Great Vibes',
  pinyon: 'Pinyon Script',
  serif: 'Cormorant Garamond',
  italic: 'Cormorant Garamond',
  sans: 'Jost',
};

export interface TextStyle {
  font: FontKey;
  size: number;
  weight?: number;
  ls?: number; // letter-spacing in px
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  caps?: boolean;
}

function attrs(s: TextStyle): string {
  const fam = FAMILY[s.font];
  let a = `font-family="${fam}" font-size="${f(s.size)}"`;
  const w = s.weight ?? (s.font === 'sans' ? 400 : s.font === 'serif' || s.font === 'italic' ? 500 : 400);
  a += ` font-weight="${w}"`;
  if (s.font === 'italic') a += ' font-style="italic"';
  if (s.ls) a += ` letter-spacing="${f(s.ls)}"`;
  return a;
}

const cache = new Map<string, number>();
/** Rendered width of a single line (uses resvg's own layout, so it matches the output). */
export function measure(text: string, s: TextStyle): number {
  const t = s.caps ? text.toUpperCase() : text;
  const key = `${t}|${attrs(s)}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="100" y="200" ${attrs(s)}>${esc(t)}</text></svg>`;
  const bb = new Resvg(svg, { font: FONT_OPTS }).getBBox();
  const w = bb ? bb.width : 0;
  cache.set(key, w);
  return w;
}

/** One line of text; shrinks to fit maxWidth if given. */
export function text(str: string, x: number, y: number, s: TextStyle, maxWidth?: number, extra = ''): string {
  let style = s;
  if (maxWidth) {
    const w = measure(str, s);
    if (w > maxWidth) style = { ...s, size: (s.size * maxWidth) / w, ls: s.ls ? (s.ls * maxWidth) / w : undefined };
  }
  const t = style.caps ? str.toUpperCase() : str;
  const anchor = style.anchor ?? 'middle';
  // letter-spacing adds trailing space after the last glyph; nudge centred text back.
  const nudge = anchor === 'middle' && style.ls ? style.ls / 2 : anchor === 'end' && style.ls ? style.ls : 0;
  return `<text x="${f(x + nudge)}" y="${f(y)}" ${attrs(style)} text-anchor="${anchor}" fill="${style.fill ?? '#3a302c'}"${
    style.opacity !== undefined ? ` opacity="${f(style.opacity)}"` : ''
  }${extra}>${esc(t)}</text>`;
}

export interface Line extends TextStyle {
  t: string;
  /** distance from the previous baseline to this baseline */
  dy: number;
  max?: number;
}

/** Stack lines centred on x starting with first baseline at y. Returns markup and last baseline. */
export function lines(ls: Line[], x: number, y: number, defaultMax?: number): { svg: string; end: number } {
  let cy = y;
  let out = '';
  ls.forEach((l, i) => {
    if (i > 0) cy += l.dy;
    else cy += l.dy;
    out += text(l.t, x, cy, l, l.max ?? defaultMax);
  });
  return { svg: out, end: cy };
}
