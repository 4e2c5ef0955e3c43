import { face, faceForText, missingLetters, type FaceKey } from './fonts';
import { SLOT_FIELDS, SlotTextError, type SlotField } from './slots';

/** A text slot's box in template units (the SVG's user space), y down. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextStyle {
  face: FaceKey;
  /** Largest size (the design's size); the text shrinks from here. */
  size: number;
  /** Smallest size the text may shrink to before it is refused. */
  minSize: number;
  /** Extra space after each letter, in em. */
  tracking: number;
  caps: boolean;
  /** Baseline to baseline, in multiples of the size. */
  lineHeight: number;
  align: 'start' | 'middle' | 'end';
  valign: 'top' | 'middle' | 'bottom';
  maxLines: number;
}

export interface PlacedGlyph {
  id: number;
  /** Pen position of the glyph's origin (with its GPOS offset), template units, y down. */
  x: number;
  y: number;
}

export interface PlacedLine {
  /** The words of this line as the couple typed them (before any caps). */
  text: string;
  /** What is drawn: `text`, upper-cased when the slot is set in capitals. */
  drawn: string;
  face: FaceKey;
  size: number;
  /** Extra space after each glyph, template units. */
  tracking: number;
  /** Start of the pen on the baseline. */
  x: number;
  baseline: number;
  glyphs: PlacedGlyph[];
  /** Ink extent of the line, template units. */
  ink: { x0: number; y0: number; x1: number; y1: number };
  /** Its own colour, when it differs from its text element's (the ampersand between two names). */
  fill?: string;
  /**
   * What a PDF reader copies for this line, when not `text`: names set in a row are three runs, so
   * the first carries the whole row and the others a space (readers would otherwise reorder them).
   */
  actual?: string;
}

interface Shaped {
  glyphs: { id: number; advance: number; dx: number; dy: number; bbox: [number, number, number, number] }[];
  upm: number;
}

const shapedCache = new Map<string, Shaped>();

/** The glyph run of a line in font units (cached: shrinking re-measures the same words). */
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

/** One line set at a size, its pen at 0 on baseline 0. */
export function setLine(text: string, style: TextStyle, size: number): SetLine {
  const drawn = style.caps ? text.toLocaleUpperCase('en') : text;
  const key = faceForText(drawn, style.face);
  const shaped = shape(key, drawn);
  // Devanagari standing in for a script face: the script's capitals are tall and its lower case
  // small, so Devanagari at the same size looks much heavier; set it smaller to match.
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

/** A line set by setLine, moved so its pen starts at x on the baseline. */
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

/** Words that may not end a line: "&" and "and" go down with the name after them. */
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

/**
 * Where the line starting at token `start` would end (exclusive), judged from each token measured
 * alone: the sum of their widths and of the spaces between them. One pass over the tokens of the
 * line, each measured once per size (shapes are cached), so the guess costs what the line is long.
 */
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
 * Greedy wrap of every paragraph at one size; undefined when a single word is too wide. Which
 * words share a line is decided on the line as it is really set (shaping across the spaces can
 * differ a little from the words alone), but the search starts at guessLineEnd's guess and
 * widens in doubling steps, so a line is set a few times, never once per word: the old way set
 * the whole line again for every word added, and a long line took seconds. It stops
 * as soon as there are more lines than the slot allows.
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
      // The longest line that fits lies in [fitting, tooLong): find the bracket, then halve it.
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

/** Where a set line's pen starts for its alignment in the box, overhanging swashes kept inside it. */
export function alignedX(line: SetLine, box: Box, align: TextStyle['align']): number {
  let x = align === 'start' ? box.x : align === 'end' ? box.x + box.w - line.width : box.x + (box.w - line.width) / 2;
  if (x + line.ink.x0 < box.x) x = box.x - line.ink.x0;
  if (x + line.ink.x1 > box.x + box.w) x = box.x + box.w - line.ink.x1;
  return x;
}

/** Place wrapped lines in the box; undefined when they are too tall or cannot stay inside it. */
function place(lines: SetLine[], style: TextStyle, size: number, box: Box): PlacedLine[] | undefined {
  const lead = size * style.lineHeight;
  // Each line's vertical extent: at least a nominal ascent/descent so values without ascenders or
  // descenders sit where others do, more when swashes reach further.
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

/**
 * Lines of even length: the narrowest width that wraps the words into as many lines as the full
 * width does, so a wrapped sentence never leaves one word alone on its last line. A few wraps at
 * one size (the shapes are cached).
 */
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

/** Refuses (SlotTextError naming the field) a text with a letter none of the faces can print. */
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

/** The field a text is set for, as messages name it. */
export interface FitField {
  slot?: SlotField;
  piece: string;
}

/** "Names are too long for the invitation — shorten them." */
export function tooLong(field: FitField): SlotTextError {
  const label = field.slot ? SLOT_FIELDS[field.slot].label : 'A line of the design';
  const plural = field.slot === 'names';
  return new SlotTextError(
    field.slot ?? 'template',
    `${label} ${plural ? 'are' : 'is'} too long for the ${field.piece} — shorten ${plural ? 'them' : 'it'}.`,
  );
}

/**
 * Sets a text in its box: at the design's size if it fits, otherwise smaller (down to the slot's
 * minimum), wrapping at spaces up to the slot's line limit. Returns the lines with every glyph
 * placed. Throws SlotTextError naming the field when it cannot fit.
 */
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
