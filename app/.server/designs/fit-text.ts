import { face, faceForText, missingLetters, type FaceKey } from './fonts';
import { SLOT_FIELDS, SlotTextError, type SlotField } from './slots';

/** Template units (the SVG's user space), y down. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextStyle {
  face: FaceKey;
  size: number;
  minSize: number;
  tracking: number;
  caps: boolean;
  lineHeight: number;
  align: 'start' | 'middle' | 'end';
  valign: 'top' | 'middle' | 'bottom';
  maxLines: number;
}

export interface PlacedGlyph {
  id: number;
  /** Includes its GPOS offset; template units, y down. */
  x: number;
  y: number;
}

export interface PlacedLine {
  /** Before any caps. */
  text: string;
  drawn: string;
  face: FaceKey;
  size: number;
  tracking: number;
  x: number;
  baseline: number;
  glyphs: PlacedGlyph[];
  ink: { x0: number; y0: number; x1: number; y1: number };
  /** When it differs from its text element's (the ampersand between two names). */
  fill?: string;
  /** Names in a row are three runs: the first carries the whole row so readers do not reorder them. */
  actual?: string;
}

interface Shaped {
  glyphs: { id: number; advance: number; dx: number; dy: number; bbox: [number, number, number, number] }[];
  upm: number;
}

const shapedCache = new Map<string, Shaped>();

/** Cached: shrinking re-measures the same words. */
function shape(key: FaceKey, text: string): Shaped {
  const cacheKey = `${key}\u0000${text}`;
  let hit = shapedCache.get(cacheKey);
  if (!hit) {
    const { font } = face(key);
    const run = font.layout(text);
    hit = {
      upm: font.unitsPerEm,
      glyphs: run.glyphs.map((g, i) => {
        const p = run.positions[i];
        const b = g.bbox;
        return {
          id: g.id,
          advance: p?.xAdvance ?? g.advanceWidth,
          dx: p?.xOffset ?? 0,
          dy: p?.yOffset ?? 0,
          bbox: [b.minX, b.minY, b.maxX, b.maxY] as [number, number, number, number],
        };
      }),
    };
    if (shapedCache.size > 5000) shapedCache.clear();
    shapedCache.set(cacheKey, hit);
  }
  return hit;
}

const DEVANAGARI = /[\u0900-\u097F]/u;

export function setLine(text: string, style: TextStyle, size: number): SetLine {
  const drawn = style.caps ? text.toLocaleUpperCase('en') : text;
  const key = faceForText(drawn, style.face);
  const shaped = shape(key, drawn);
  // A script face's lower case is small, so Devanagari standing in for it is set smaller to match.
  if (key !== style.face && (style.face === 'script' || style.face === 'pinyon')) size *= 0.72;
  const scale = size / shaped.upm;
  // Tracking would pull apart conjuncts and matras: Devanagari is set solid.
  const tracking = DEVANAGARI.test(drawn) ? 0 : style.tracking * size;
  let pen = 0;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const glyphs: PlacedGlyph[] = [];
  shaped.glyphs.forEach((g, i) => {
    const gx = pen + g.dx * scale;
    const gy = -g.dy * scale;
    glyphs.push({ id: g.id, x: gx, y: gy });
    const [bx0, by0, bx1, by1] = g.bbox;
    if (bx1 > bx0 || by1 > by0) {
      x0 = Math.min(x0, gx + bx0 * scale);
      x1 = Math.max(x1, gx + bx1 * scale);
      y0 = Math.min(y0, gy - by1 * scale);
      y1 = Math.max(y1, gy - by0 * scale);
    }
    pen += g.advance * scale + (i < shaped.glyphs.length - 1 ? tracking : 0);
  });
  if (!Number.isFinite(x0)) [x0, y0, x1, y1] = [0, 0, 0, 0];
  return {
    text,
    drawn,
    face: key,
    size,
    tracking,
    x: 0,
    baseline: 0,
    glyphs,
    ink: { x0, y0, x1, y1 },
    width: pen,
  } as PlacedLine & {
    width: number;
  };
}

export type SetLine = PlacedLine & { width: number };

export function moveLine(l: SetLine, x: number, baseline: number): PlacedLine {
  const { width: _width, ...line } = l;
  void _width;
  return {
    ...line,
    x,
    baseline,
    glyphs: l.glyphs.map((g) => ({ id: g.id, x: x + g.x, y: baseline + g.y })),
    ink: { x0: x + l.ink.x0, y0: baseline + l.ink.y0, x1: x + l.ink.x1, y1: baseline + l.ink.y1 },
  };
}

/** "&" and "and" go down with the name after them. */
function tokens(paragraph: string): string[] {
  const words = paragraph.split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if ((w === '&' || w === '+') && i + 1 < words.length) {
      out.push(`${w} ${words[i + 1]}`);
      i += 1;
    } else out.push(w);
  }
  return out;
}

export function inkWidth(line: SetLine): number {
  return Math.max(line.width, line.ink.x1) - Math.min(0, line.ink.x0);
}

function guessLineEnd(words: string[], start: number, style: TextStyle, size: number, width: number): number {
  const space = setLine(' ', style, size).width + 2 * style.tracking * size;
  let pen = 0;
  let x0 = 0;
  let x1 = -Infinity;
  let end = start + 1;
  for (let i = start; i < words.length; i++) {
    const word = setLine(words[i] as string, style, size);
    const nx0 = Math.min(x0, pen + word.ink.x0);
    const nx1 = Math.max(x1, pen + word.ink.x1);
    const right = pen + word.width;
    if (i > start && Math.max(right, nx1) - nx0 > width) break;
    [x0, x1, end, pen] = [nx0, nx1, i + 1, right + space];
  }
  return end;
}

/**
 * Line breaks are decided on the line as really set (shaping across spaces differs a little), searching
 * from guessLineEnd's guess in doubling steps: setting the line again per word took seconds.
 */
function wrap(paragraphs: string[], style: TextStyle, size: number, width: number): SetLine[] | undefined {
  const lines: SetLine[] = [];
  for (const paragraph of paragraphs) {
    const words = tokens(paragraph);
    let start = 0;
    while (start < words.length) {
      const set = new Map<number, SetLine>();
      const line = (end: number) => {
        let hit = set.get(end);
        if (!hit) set.set(end, (hit = setLine(words.slice(start, end).join(' '), style, size)));
        return hit;
      };
      const fits = (end: number) => inkWidth(line(end)) <= width;
      const guess = guessLineEnd(words, start, style, size, width);
      let fitting = start;
      let tooLong = words.length + 1;
      if (fits(guess)) {
        fitting = guess;
        for (let step = 1; fitting + step <= words.length; step *= 2) {
          if (!fits(fitting + step)) {
            tooLong = fitting + step;
            break;
          }
          fitting += step;
        }
      } else {
        tooLong = guess;
        for (let step = 1; tooLong - step > start; step *= 2) {
          if (fits(tooLong - step)) {
            fitting = tooLong - step;
            break;
          }
          tooLong -= step;
        }
      }
      while (tooLong - fitting > 1) {
        const mid = Math.floor((fitting + tooLong) / 2);
        if (fits(mid)) fitting = mid;
        else tooLong = mid;
      }
      if (fitting === start) return undefined;
      lines.push(line(fitting));
      if (lines.length > style.maxLines) return lines;
      start = fitting;
    }
  }
  return lines;
}

/** Overhanging swashes are kept inside the box. */
export function alignedX(line: SetLine, box: Box, align: TextStyle['align']): number {
  let x = align === 'start' ? box.x : align === 'end' ? box.x + box.w - line.width : box.x + (box.w - line.width) / 2;
  if (x + line.ink.x0 < box.x) x = box.x - line.ink.x0;
  if (x + line.ink.x1 > box.x + box.w) x = box.x + box.w - line.ink.x1;
  return x;
}

function place(lines: SetLine[], style: TextStyle, size: number, box: Box): PlacedLine[] | undefined {
  const lead = size * style.lineHeight;
  // At least a nominal ascent and descent, so values without ascenders or descenders sit where others do.
  let top = Infinity;
  let bottom = -Infinity;
  lines.forEach((l, i) => {
    top = Math.min(top, i * lead + Math.min(l.ink.y0, -0.72 * size));
    bottom = Math.max(bottom, i * lead + Math.max(l.ink.y1, 0.22 * size));
  });
  if (bottom - top > box.h + 1e-6) return undefined;
  const first =
    style.valign === 'top'
      ? box.y - top
      : style.valign === 'bottom'
        ? box.y + box.h - bottom
        : box.y + (box.h - (bottom - top)) / 2 - top;
  const placed: PlacedLine[] = [];
  for (const [i, l] of lines.entries()) {
    const x = alignedX(l, box, style.align);
    if (x + l.ink.x0 < box.x - 1e-6) return undefined;
    placed.push(moveLine(l, x, first + i * lead));
  }
  return placed;
}

/** The narrowest width giving as many lines, so a sentence never leaves one word alone on its last line. */
function balance(lines: SetLine[], paragraphs: string[], style: TextStyle, size: number, width: number): SetLine[] {
  if (lines.length === paragraphs.length) return lines;
  let best = lines;
  let lo = width * 0.4;
  let hi = width;
  for (let i = 0; i < 7; i++) {
    const mid = (lo + hi) / 2;
    const tried = wrap(paragraphs, style, size, mid);
    if (tried && tried.length === lines.length) {
      best = tried;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

export function refuseMissingLetters(text: string, style: Pick<TextStyle, 'caps' | 'face'>, field: FitField) {
  const label = field.slot ? SLOT_FIELDS[field.slot].label : 'A line of the design';
  const missing = text
    .split('\n')
    .flatMap((line) => missingLetters(style.caps ? line.toLocaleUpperCase('en') : line, faceForText(line, style.face)));
  if (missing.length > 0)
    throw new SlotTextError(
      field.slot ?? 'template',
      `${label} ${field.slot === 'names' ? 'use' : 'uses'} letters the ${field.piece}’s fonts cannot print (${[...new Set(missing)].join(' ')}).`,
    );
}

export interface FitField {
  slot?: SlotField;
  piece: string;
}

export function tooLong(field: FitField): SlotTextError {
  const label = field.slot ? SLOT_FIELDS[field.slot].label : 'A line of the design';
  const plural = field.slot === 'names';
  return new SlotTextError(
    field.slot ?? 'template',
    `${label} ${plural ? 'are' : 'is'} too long for the ${field.piece} — shorten ${plural ? 'them' : 'it'}.`,
  );
}

/** At the design's size if it fits, else smaller down to the slot's minimum. Throws SlotTextError naming the field. */
export function fitText(text: string, style: TextStyle, box: Box, field: FitField): PlacedLine[] {
  if (!text) return [];
  refuseMissingLetters(text, style, field);
  const paragraphs = text.split('\n');
  const min = Math.min(style.minSize, style.size);
  for (let size = style.size; ; size = Math.max(min, size * 0.97)) {
    const wrapped = wrap(paragraphs, style, size, box.w);
    if (wrapped && wrapped.length <= style.maxLines) {
      const lines = balance(wrapped, paragraphs, style, size, box.w);
      const placed = place(lines, style, size, box);
      if (placed) return placed;
    }
    if (size <= min) break;
  }
  throw tooLong(field);
}
