import type { PdfPage } from '../designs/pdf-writer';
import { measureLine, templateFaces, type FaceName } from './fonts';
import type { TemplateSpec } from './templates';

/** Both the PDF and the JPG are drawn from this, so a template's two files always show the same design. */
export const PAGE = { width: 360, height: 504 } as const;

export type Colour = string;

export const PALETTE = {
  paper: '#fbf7f2',
  cream: '#f5ede3',
  blush: '#f3e1dc',
  rose: '#8e4b58',
  roseDark: '#6f3843',
  sage: '#8a9a7b',
  gold: '#b08d57',
  ink: '#2e2a27',
  muted: '#675e57',
} as const;

export interface Shape {
  path: string;
  fill?: Colour;
  stroke?: Colour;
  strokeWidth?: number;
}

export interface TextLine {
  text: string;
  face: FaceName;
  size: number;
  colour: Colour;
  tracking: number;
  /** All lines are centred, as on printed stationery. */
  centreX: number;
  baseline: number;
  width: number;
  inkAscent: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sheet {
  shapes: Shape[];
  /** Over the shapes, under the text. */
  artwork: Box;
  lines: TextLine[];
}

const rect = ({ x, y, width, height }: Box) => `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

function flourish(centreX: number, y: number, halfWidth: number): Shape[] {
  const d = 3.2;
  return [
    {
      path: `M${centreX - halfWidth} ${y}H${centreX - d - 4}M${centreX + d + 4} ${y}H${centreX + halfWidth}`,
      stroke: PALETTE.gold,
      strokeWidth: 0.6,
    },
    { path: `M${centreX} ${y - d}L${centreX + d} ${y}L${centreX} ${y + d}L${centreX - d} ${y}Z`, fill: PALETTE.gold },
  ];
}

function line(
  text: string,
  style: { face: FaceName; size: number; colour: Colour; tracking?: number },
  baseline: number,
  maxWidth: number,
): TextLine {
  const face = templateFaces()[style.face];
  const tracking = style.tracking ?? 0;
  let size = style.size;
  let measured = measureLine(face, text, size, tracking);
  if (measured.width > maxWidth) {
    size = (size * maxWidth) / measured.width;
    measured = measureLine(face, text, size, (tracking * size) / style.size);
  }
  return {
    text,
    face: style.face,
    size,
    colour: style.colour,
    tracking: (tracking * size) / style.size,
    centreX: PAGE.width / 2,
    baseline,
    ...measured,
  };
}

export function templateSheet(template: TemplateSpec, collectionTitle: string): Sheet {
  const page: Box = { x: 0, y: 0, ...PAGE };
  const card = inset(page, 14);
  const frame = inset(page, 22);
  const artwork: Box = { x: 52, y: 48, width: PAGE.width - 104, height: 178 };
  const text = PAGE.width - 96;
  const centre = PAGE.width / 2;

  const wordingTop = 378;
  return {
    shapes: [
      { path: rect(page), fill: PALETTE.cream },
      { path: rect(card), fill: PALETTE.paper },
      { path: rect(frame), stroke: PALETTE.gold, strokeWidth: 0.8 },
      { path: rect(inset(frame, 3.5)), stroke: PALETTE.gold, strokeWidth: 0.35 },
      { path: rect(inset(artwork, -4)), stroke: PALETTE.gold, strokeWidth: 0.5 },
      ...flourish(centre, 308, 58),
      ...flourish(centre, 452, 26),
    ],
    artwork,
    lines: [
      line(collectionTitle.toUpperCase(), { face: 'serif', size: 8.5, colour: PALETTE.gold, tracking: 2.4 }, 250, text),
      line(template.name, { face: 'serif', size: 31, colour: PALETTE.roseDark }, 290, text),
      line(template.script, { face: 'script', size: 23, colour: PALETTE.rose }, 342, text),
      ...template.wording.map((words, index) =>
        line(
          words,
          { face: 'serif', size: 11.5, colour: index === 0 ? PALETTE.ink : PALETTE.muted },
          wordingTop + index * 17,
          text,
        ),
      ),
      line('PETAL & QUILL', { face: 'serif', size: 6.5, colour: PALETTE.gold, tracking: 2 }, 474, text),
    ],
  };
}

export function sheetPage(sheet: Sheet, artworkJpeg: Buffer): PdfPage {
  const faces = templateFaces();
  return {
    ...PAGE,
    paths: sheet.shapes,
    images: [{ jpeg: artworkJpeg, ...sheet.artwork }],
    texts: sheet.lines.map((line) => ({
      drawn: line.text,
      face: faces[line.face].key,
      size: line.size,
      colour: line.colour,
      x: line.centreX - line.width / 2,
      baseline: line.baseline,
      tracking: line.tracking,
    })),
  };
}
