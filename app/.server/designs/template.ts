import { faceFor, kindOfFamily, type FaceKind } from './fonts';
import { fitText, tooLong, type Box, type FitField, type PlacedLine, type TextStyle } from './fit-text';
import { setMonogram, setNames, type TextLayout } from './names-layout';
import { sanitiseSvg, SvgRejected } from './sanitise-svg';
import { SLOT_FIELDS, SlotTextError, cleanSlotText, isSlotField, type SlotField, type SlotValues } from './slots';
import { serialise, textContent, walk, without, type XmlElement } from './svg-tree';

/** Format: docs/slot-templates.md. */
export interface TextItem {
  /** Undefined for the design's fixed wording. */
  slot?: SlotField;
  sample: string;
  optional: boolean;
  style: TextStyle;
  box: Box;
  fill: string;
  opacity: number;
  layout?: TextLayout;
}

export interface Template {
  piece: string;
  width: number;
  height: number;
  paper: string;
  art: string;
  items: TextItem[];
}

export interface SetItem {
  item: TextItem;
  lines: PlacedLine[];
}

const num = (v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? n : undefined;
};

function inherited(el: XmlElement, ancestors: XmlElement[], name: string): string | undefined {
  for (const node of [el, ...ancestors.slice().reverse()]) {
    const style = node.attrs.style
      ?.split(';')
      .map((d) => d.split(':'))
      .find(([k]) => k?.trim() === name);
    if (style && style[1] !== undefined) return style[1].trim();
    if (node.attrs[name] !== undefined) return node.attrs[name];
  }
  return undefined;
}

function translateOf(transform: string | undefined, where: string): [number, number] {
  if (!transform) return [0, 0];
  const t = /^\s*translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)\s*$/u.exec(transform);
  if (t) return [Number(t[1]), Number(t[2] ?? 0)];
  const m = /^\s*matrix\(\s*1[\s,]+0[\s,]+0[\s,]+1[\s,]+(-?[\d.]+)[\s,]+(-?[\d.]+)\s*\)\s*$/u.exec(transform);
  if (m) return [Number(m[1]), Number(m[2])];
  throw new SvgRejected(`The template was refused: ${where} is rotated or scaled — set its text upright at 100 %.`);
}

/** A paint server such as a gradient stays with the artwork. */
function solid(fill: string | undefined): string {
  return fill && /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/iu.test(fill.trim()) ? fill.trim() : '#000000';
}

function parseBox(value: string, where: string): Box {
  const n = value.split(/[\s,]+/u).map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v)) || (n[2] ?? 0) <= 0 || (n[3] ?? 0) <= 0)
    throw new SvgRejected(`The template was refused: ${where} has a data-box that is not “x y width height”.`);
  return { x: n[0] as number, y: n[1] as number, w: n[2] as number, h: n[3] as number };
}

/** Every text element is laid out on every uncached page that shows the design; lettering can be outlines instead. */
export const TEMPLATE_TEXT_LIMITS = { fixedChars: 500, totalChars: 4000, elements: 60 } as const;

/** Read alike by resvg, sharp and PDFKit. */
const PAPER_COLOUR = /^#(?:[0-9a-f]{3}){1,2}$/iu;
export const DEFAULT_PAPER = '#ffffff';

/** An upload with any other data-paper is refused; nothing else ever reaches markup or a renderer. */
export function paperColour(value: string | undefined): string {
  return value !== undefined && PAPER_COLOUR.test(value) ? value : DEFAULT_PAPER;
}

function readPaper(value: string | undefined): string {
  if (value === undefined) return DEFAULT_PAPER;
  if (!PAPER_COLOUR.test(value.trim()))
    throw new SvgRejected(
      `The template was refused: its data-paper="${value.slice(0, 40)}" is not a colour — write the paper colour as a hex code such as #fffaf6.`,
    );
  return value.trim();
}

function checkTextAmount(slot: SlotField | undefined, sample: string, where: string, elements: number, total: number) {
  const { fixedChars, totalChars, elements: maxElements } = TEMPLATE_TEXT_LIMITS;
  const chars = [...sample].length;
  if (!slot && chars > fixedChars)
    throw new SvgRejected(
      `The template was refused: ${where} is ${chars} characters long — the design’s own wording can be at most ${fixedChars} characters in one text element. Shorten it, or convert it to outlines if it is decoration.`,
    );
  if (elements > maxElements)
    throw new SvgRejected(
      `The template was refused: it has more than ${maxElements} text elements. Convert decorative lettering to outlines (paths), or merge lines into one text element.`,
    );
  if (total > totalChars)
    throw new SvgRejected(
      `The template was refused: its text is more than ${totalChars} characters in all. Shorten the design’s wording, or convert decorative lettering to outlines.`,
    );
}

function readLayout(el: XmlElement, slot: SlotField | undefined, where: string): TextLayout | undefined {
  const kind = el.attrs['data-layout'];
  if (kind === undefined) return undefined;
  if (kind === 'monogram' && slot === 'initials') return { kind };
  if ((kind === 'stack' || kind === 'row') && slot === 'names') {
    const family = kindOfFamily(el.attrs['data-joiner-font']) ?? 'serif';
    const ratio = num(el.attrs['data-joiner-size']) ?? (kind === 'stack' ? 0.4 : 0.55);
    const fill = el.attrs['data-joiner-fill'];
    return {
      kind,
      joiner: {
        face: faceFor(
          family,
          num(el.attrs['data-joiner-weight']) ?? 400,
          (el.attrs['data-joiner-style'] ?? 'italic') === 'italic',
        ),
        ratio: Math.max(0.2, Math.min(1, ratio)),
        ...(fill !== undefined ? { fill: solid(fill) } : {}),
      },
    };
  }
  throw new SvgRejected(
    `The template was refused: ${where} has data-layout="${kind.slice(0, 20)}" — use "stack" or "row" on the names, "monogram" on the initials.`,
  );
}

/** Sanitises first; throws SvgRejected with a designer-facing message. */
export function readTemplate(svg: string | Buffer): Template {
  const { tree } = sanitiseSvg(svg);
  const vb = (tree.attrs.viewBox ?? `0 0 ${tree.attrs.width} ${tree.attrs.height}`).split(/[\s,]+/u).map(Number);
  const [vx, vy, width, height] = vb as [number, number, number, number];
  if (vb.length !== 4 || vx !== 0 || vy !== 0 || !(width > 0) || !(height > 0))
    throw new SvgRejected('The template was refused: its viewBox must start at 0 0 and have a size.');
  const paper = readPaper(tree.attrs['data-paper']);

  const rects = new Map<string, XmlElement>();
  walk(tree, (el) => {
    if (el.name === 'rect' && el.attrs.id?.endsWith('-box')) rects.set(el.attrs.id.slice(0, -4), el);
  });

  const items: TextItem[] = [];
  const seen = new Set<string>();
  let textChars = 0;
  walk(tree, (el, ancestors) => {
    if (el.name !== 'text') return;
    const id = el.attrs.id;
    const slot = isSlotField(id) ? id : undefined;
    const where = id ? `the text “${id}”` : `the text “${textContent(el).trim().slice(0, 30)}”`;
    if (slot && seen.has(slot)) throw new SvgRejected(`The template was refused: it has two “${slot}” slots.`);
    if (slot) seen.add(slot);
    const offsets = [el, ...ancestors].map((a) => translateOf(a.attrs.transform, where));
    const [ox, oy] = offsets.reduce(([ax, ay], [bx, by]) => [ax + bx, ay + by], [0, 0]);

    const tspans = el.children.filter((c): c is XmlElement => c.type === 'element' && c.name === 'tspan');
    const sample = (tspans.length > 1 ? tspans.map(textContent).join('\n') : textContent(el))
      .replace(/[ \t]+/gu, ' ')
      .trim();
    textChars += [...sample].length;
    checkTextAmount(slot, sample, where, items.length + 1, textChars);
    const size = num(el.attrs['data-size']) ?? num(inherited(el, ancestors, 'font-size')) ?? 16;
    const family = el.attrs['data-font'] ?? inherited(el, ancestors, 'font-family');
    const kind: FaceKind = kindOfFamily(family) ?? 'serif';
    const weight = num(inherited(el, ancestors, 'font-weight')) ?? 400;
    const italic = inherited(el, ancestors, 'font-style') === 'italic';
    const anchor = el.attrs['data-align'] ?? inherited(el, ancestors, 'text-anchor') ?? 'start';
    const align = anchor === 'middle' || anchor === 'center' ? 'middle' : anchor === 'end' ? 'end' : 'start';
    const spacing = num(el.attrs['data-tracking']) ?? (num(inherited(el, ancestors, 'letter-spacing')) ?? 0) / size;
    const maxLines =
      num(el.attrs['data-max-lines']) ?? (slot ? SLOT_FIELDS[slot].maxLines : Math.max(1, sample.split('\n').length));
    const style: TextStyle = {
      face: faceFor(kind, weight, italic),
      size,
      minSize: num(el.attrs['data-min-size']) ?? size * 0.55,
      tracking: spacing,
      caps: el.attrs['data-case'] === 'upper',
      lineHeight: num(el.attrs['data-line-height']) ?? 1.2,
      align,
      valign: (['top', 'bottom'] as const).find((v) => v === el.attrs['data-valign']) ?? 'middle',
      maxLines: Math.max(1, Math.min(12, Math.round(maxLines))),
    };
    let box: Box;
    const rect = id ? rects.get(id) : undefined;
    // data-box is in the text's own coordinates (moved by its translate); a box rectangle is in its own.
    if (el.attrs['data-box']) {
      const b = parseBox(el.attrs['data-box'], where);
      box = { ...b, x: b.x + ox, y: b.y + oy };
    } else if (rect)
      box = parseBox(`${rect.attrs.x ?? 0} ${rect.attrs.y ?? 0} ${rect.attrs.width} ${rect.attrs.height}`, where);
    else if (slot)
      throw new SvgRejected(
        `The template was refused: the “${slot}” slot has no box — add data-box="x y width height" or a rectangle with id “${slot}-box”.`,
      );
    else {
      const x = num(el.attrs.x ?? tspans[0]?.attrs.x) ?? 0;
      const y = num(el.attrs.y ?? tspans[0]?.attrs.y) ?? 0;
      const w = width * 2;
      box = {
        x: ox + (align === 'middle' ? x - w / 2 : align === 'end' ? x - w : x),
        y: oy + y - size * 1.1,
        w,
        h: size * 1.5 * maxLines,
      };
      style.minSize = size;
      style.valign = 'top';
    }
    const optionalAttr = el.attrs['data-optional'];
    const layout = readLayout(el, slot, where);
    items.push({
      slot,
      sample,
      optional: optionalAttr !== undefined ? optionalAttr === 'true' : slot ? SLOT_FIELDS[slot].optional : false,
      style,
      box,
      fill: solid(inherited(el, ancestors, 'fill')),
      opacity: (num(inherited(el, ancestors, 'opacity')) ?? 1) * (num(inherited(el, ancestors, 'fill-opacity')) ?? 1),
      ...(layout ? { layout } : {}),
    });
  });
  if (!items.some((i) => i.slot))
    throw new SvgRejected(
      `The template was refused: it has no text slots — give text elements ids such as ${Object.keys(SLOT_FIELDS)
        .slice(0, 4)
        .join(', ')}.`,
    );
  const boxIds = new Set([...rects.keys()].map((k) => `${k}-box`));
  const art = without(tree, (el) => el.name === 'text' || boxIds.has(el.attrs.id ?? ''));
  // So renderers can nest it inside a larger page.
  art.attrs = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${width} ${height}`,
    width: `${width}`,
    height: `${height}`,
  };
  return {
    piece: tree.attrs['data-piece'] ?? 'invitation',
    width,
    height,
    paper,
    art: serialise(art),
    items,
  };
}

export function sampleValues(template: Template): SlotValues {
  return Object.fromEntries(template.items.filter((i) => i.slot).map((i) => [i.slot, i.sample]));
}

/** Throws SlotTextError naming the field. */
export function setTemplateText(template: Template, values: SlotValues): SetItem[] {
  const out: SetItem[] = [];
  for (const item of template.items) {
    let text = item.sample;
    if (item.slot) {
      text = cleanSlotText(item.slot, values[item.slot]);
      if (!text && !item.optional) {
        const { label } = SLOT_FIELDS[item.slot];
        throw new SlotTextError(
          item.slot,
          `${label} ${item.slot === 'names' ? 'are' : 'is'} needed for the ${pieceLabel(template.piece)}.`,
        );
      }
    }
    out.push({ item, lines: setItemText(item, text, { slot: item.slot, piece: pieceLabel(template.piece) }) });
  }
  return out;
}

function setItemText(item: TextItem, text: string, field: FitField): PlacedLine[] {
  const { layout, style, box } = item;
  if (!text || !layout) return fitText(text, style, box, field);
  if (layout.kind === 'monogram') {
    const lines = setMonogram(text, style, box, field);
    if (!lines) throw tooLong(field);
    return lines;
  }
  return setNames(text, style, box, layout, field) ?? fitText(text, style, box, field);
}

export const PIECES = {
  invitation: 'invitation',
  'save-the-date': 'save the date',
  rsvp: 'RSVP card',
  details: 'details card',
  'thank-you': 'thank-you card',
} as const;
export type Piece = keyof typeof PIECES;

export const isPiece = (value: string | null | undefined): value is Piece =>
  typeof value === 'string' && Object.hasOwn(PIECES, value);

export function pieceLabel(piece: string): string {
  return (PIECES as Record<string, string>)[piece] ?? 'invitation';
}
