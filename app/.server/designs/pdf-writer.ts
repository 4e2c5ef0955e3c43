import PDFDocument from 'pdfkit';
import { face, type FaceKey } from './fonts';

/**
 * Every PDF the shop makes. PDFKit, not pdf-lib: it shapes with fontkit and maps ligatures back to their
 * letters (docs/decisions/0008-pdfkit-for-print-pdfs.md). Each line carries ActualText, so a reader copies
 * what was typed even where Devanagari reorders glyphs.
 */
export interface PdfInfo {
  title: string;
  subject?: string;
}

export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPath {
  path: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export interface PdfImage extends PdfBox {
  jpeg: Buffer;
}

export interface PdfText {
  drawn: string;
  /** ActualText, when it is not what is drawn (a line set in capitals). */
  actual?: string;
  face: FaceKey;
  size: number;
  colour: string;
  opacity?: number;
  x: number;
  baseline: number;
  tracking: number;
}

export interface PdfPage {
  width: number;
  height: number;
  /** On a page that has bleed (the whole page is then the bleed box). */
  trim?: PdfBox;
  paths?: PdfPath[];
  images: PdfImage[];
  texts: PdfText[];
}

function colour(value: string): string {
  return /^#[0-9a-f]{3}([0-9a-f]{3})?$/iu.test(value) ? value : '#000000';
}

export function writePdf(page: PdfPage, info: PdfInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    font: undefined,
    autoFirstPage: true,
    compress: true,
    info: {
      Title: info.title,
      ...(info.subject ? { Subject: info.subject } : {}),
      Author: 'Petal & Quill',
      Creator: 'Petal & Quill',
      Producer: 'Petal & Quill',
      CreationDate: new Date(0),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (page.trim) {
    const { x, y, width, height } = page.trim;
    Object.assign(doc.page.dictionary.data, {
      TrimBox: [x, y, x + width, y + height],
      BleedBox: [0, 0, page.width, page.height],
    });
  }

  for (const shape of page.paths ?? []) {
    doc.path(shape.path);
    if (shape.stroke) doc.lineWidth(shape.strokeWidth ?? 1).strokeColor(colour(shape.stroke));
    if (shape.fill) doc.fillColor(colour(shape.fill));
    if (shape.fill && shape.stroke) doc.fillAndStroke();
    else if (shape.fill) doc.fill();
    else if (shape.stroke) doc.stroke();
  }
  for (const { jpeg, x, y, width, height } of page.images) doc.image(jpeg, x, y, { width, height });

  const registered = new Set<FaceKey>();
  for (const text of page.texts) {
    if (!registered.has(text.face)) {
      doc.registerFont(text.face, face(text.face).bytes);
      registered.add(text.face);
    }
    doc.font(text.face).fontSize(text.size);
    doc.fillColor(colour(text.colour), text.opacity);
    doc.markContent('Span', { actual: text.actual ?? text.drawn } as never);
    doc.text(text.drawn, text.x, text.baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing: text.tracking,
      features: [],
    });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
