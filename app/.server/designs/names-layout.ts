import type { FaceKey } from './fonts';
import {
  alignedX,
  inkWidth,
  moveLine,
  refuseMissingLetters,
  setLine,
  type Box,
  type FitField,
  type PlacedLine,
  type SetLine,
  type TextStyle,
} from './fit-text';

/** A template asks for a names layout or a monogram with data-layout (docs/slot-templates.md). */
export interface Joiner {
  /** An italic serif beside a script, as a calligrapher would. */
  face: FaceKey;
  ratio: number;
  fill?: string;
}

export type TextLayout = { kind: 'stack' | 'row'; joiner: Joiner } | { kind: 'monogram' };

const SYMBOL_JOINER = /^(.+?)\s*([&+])\s*(.+)$/su;
const WORD_JOINER = /^(.+?)\s+(and|weds|और|संग)\s+(.+)$/isu;

export function splitNames(names: string): [string, string, string] | undefined {
  const text = names.replace(/\s+/gu, ' ').trim();
  const m = SYMBOL_JOINER.exec(text) ?? WORD_JOINER.exec(text);
  if (!m) return undefined;
  const [, a = '', joiner = '', b = ''] = m;
  return a.trim() && b.trim() ? [a.trim(), joiner, b.trim()] : undefined;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** "Priya" → "P", "प्रिया" → "प", "émile" → "É". */
function initialOf(name: string): string {
  const first = graphemes.segment(name.trim()).containing(0)?.segment ?? '';
  const letters = [...first.normalize('NFC')];
  const base = letters.length === 1 ? letters[0] : letters.find((ch) => !/\p{M}/u.test(ch));
  return (base ?? '').toLocaleUpperCase('en');
}

/** "Aisha & Nikhil" → "A N", "आरव और अनाया" → "आ अ". */
export function initialsOf(names: string): string {
  const parts = splitNames(names);
  const words = parts ? [parts[0], parts[2]] : names.trim().split(/\s+/u).filter(Boolean).slice(0, 1);
  return words
    .map(initialOf)
    .filter((i) => /\p{L}/u.test(i))
    .join(' ');
}

function topOf(box: Box, used: number, valign: TextStyle['valign']) {
  return valign === 'top' ? box.y : valign === 'bottom' ? box.y + box.h - used : box.y + (box.h - used) / 2;
}

function joinerStyle(style: TextStyle, joiner: Joiner): TextStyle {
  return { ...style, face: joiner.face, caps: false, tracking: 0 };
}

/** Split at the space that makes the two lines most even when it is wider than the box. */
function nameLines(name: string, style: TextStyle, size: number, width: number): SetLine[] | undefined {
  const whole = setLine(name, style, size);
  if (inkWidth(whole) <= width) return [whole];
  const words = name.split(' ');
  let best: SetLine[] | undefined;
  let widest = Infinity;
  for (let cut = 1; cut < words.length; cut++) {
    const pair = [
      setLine(words.slice(0, cut).join(' '), style, size),
      setLine(words.slice(cut).join(' '), style, size),
    ];
    const w = Math.max(...pair.map(inkWidth));
    if (w <= width && w < widest) [best, widest] = [pair, w];
  }
  return best;
}

function stack(parts: [string, string, string], style: TextStyle, size: number, box: Box, joiner: Joiner) {
  const a = nameLines(parts[0], style, size, box.w);
  const b = nameLines(parts[2], style, size, box.w);
  const j = setLine(parts[1], joinerStyle(style, joiner), size * joiner.ratio);
  if (!a || !b || inkWidth(j) > box.w) return undefined;
  const lead = size * style.lineHeight;
  const gap = size * Math.max(0.06, (style.lineHeight - 1) * 0.8);
  const above = (l: SetLine) => Math.min(l.ink.y0, -0.6 * size);
  const below = (l: SetLine) => Math.max(l.ink.y1, 0.08 * size);
  const aLast = a[a.length - 1] as SetLine;
  const bFirst = b[0] as SetLine;
  const top = above(a[0] as SetLine);
  const jBase = (a.length - 1) * lead + below(aLast) + gap - j.ink.y0;
  const bBase = jBase + j.ink.y1 + gap - above(bFirst);
  const bottom = bBase + (b.length - 1) * lead + Math.max(...b.map((l) => Math.max(l.ink.y1, 0.22 * size)));
  const used = bottom - top;
  if (used > box.h + 1e-6) return undefined;
  const base = topOf(box, used, style.valign) - top;
  return [
    ...a.map((l, i) => moveLine(l, alignedX(l, box, style.align), base + i * lead)),
    { ...moveLine(j, alignedX(j, box, style.align), base + jBase), ...(joiner.fill ? { fill: joiner.fill } : {}) },
    ...b.map((l, i) => moveLine(l, alignedX(l, box, style.align), base + bBase + i * lead)),
  ];
}

function row(parts: [string, string, string], style: TextStyle, size: number, box: Box, joiner: Joiner) {
  const [a, j, b] = [
    setLine(parts[0], style, size),
    setLine(parts[1], joinerStyle(style, joiner), size * joiner.ratio),
    setLine(parts[2], style, size),
  ];
  const room = size * 0.22;
  const ja = Math.max(a.width, a.ink.x1) + room - Math.min(0, j.ink.x0);
  const jb = ja + Math.max(j.width, j.ink.x1) + room - Math.min(0, b.ink.x0);
  const x0 = Math.min(0, a.ink.x0);
  const x1 = jb + Math.max(b.width, b.ink.x1);
  if (x1 - x0 > box.w) return undefined;
  const top = Math.min(a.ink.y0, b.ink.y0, j.ink.y0, -0.72 * size);
  const bottom = Math.max(a.ink.y1, b.ink.y1, j.ink.y1, 0.22 * size);
  if (bottom - top > box.h + 1e-6) return undefined;
  const left =
    style.align === 'start'
      ? box.x - x0
      : style.align === 'end'
        ? box.x + box.w - x1
        : box.x + (box.w - (x1 - x0)) / 2 - x0;
  const base = topOf(box, bottom - top, style.valign) - top;
  // One baseline, so a PDF reader reads them as one line, in order.
  return [
    { ...moveLine(a, left, base), actual: parts.join(' ') },
    { ...moveLine(j, left + ja, base), actual: ' ', ...(joiner.fill ? { fill: joiner.fill } : {}) },
    { ...moveLine(b, left + jb, base), actual: ' ' },
  ];
}

/** Undefined when they do not fit so: the caller wraps them as plain text instead. */
export function setNames(
  text: string,
  style: TextStyle,
  box: Box,
  layout: Extract<TextLayout, { kind: 'stack' | 'row' }>,
  field: FitField,
): PlacedLine[] | undefined {
  const parts = splitNames(text);
  if (!parts) return undefined;
  refuseMissingLetters(text, style, field);
  const min = Math.min(style.minSize, style.size);
  const draw = layout.kind === 'stack' ? stack : row;
  for (let size = style.size; ; size = Math.max(min, size * 0.97)) {
    const placed = draw(parts, style, size, box, layout.joiner);
    if (placed) return placed;
    if (size <= min) return undefined;
  }
}

export function setMonogram(text: string, style: TextStyle, box: Box, field: FitField): PlacedLine[] | undefined {
  const letters = text.split(/\s+/u).filter(Boolean).slice(0, 2);
  if (letters.length === 0) return [];
  refuseMissingLetters(letters.join(' '), style, field);
  const cells =
    letters.length === 1
      ? [{ cx: box.x + box.w / 2, cy: box.y + box.h / 2, w: box.w, h: box.h }]
      : [
          { cx: box.x + box.w * 0.3, cy: box.y + box.h * 0.42, w: box.w * 0.5, h: box.h * 0.6 },
          { cx: box.x + box.w * 0.7, cy: box.y + box.h * 0.62, w: box.w * 0.5, h: box.h * 0.6 },
        ];
  const min = Math.min(style.minSize, style.size);
  for (let size = style.size; ; size = Math.max(min, size * 0.97)) {
    const set = letters.map((l) => setLine(l, style, size));
    const fits = set.every((l, i) => {
      const cell = cells[i] as (typeof cells)[number];
      return l.ink.x1 - l.ink.x0 <= cell.w && l.ink.y1 - l.ink.y0 <= cell.h;
    });
    if (fits)
      return set.map((l, i) => {
        const cell = cells[i] as (typeof cells)[number];
        return moveLine(l, cell.cx - (l.ink.x0 + l.ink.x1) / 2, cell.cy - (l.ink.y0 + l.ink.y1) / 2);
      });
    if (size <= min) return undefined;
  }
}
