/**
 * A PDF read back by libraries other than its writer (PDFKit): its text by Mozilla's pdf.js
 * (pdfjs-dist), its page boxes and fonts by pdf-lib. No test needs poppler's pdftotext, pdfinfo or
 * pdffonts on the machine (decision 18).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFPage,
} from 'pdf-lib';
import { Worker } from 'node:worker_threads';

/** What pdf.js reads from a page, item by item: a run of glyphs, or a marked-content boundary. */
type Item = { str: string; transform: number[]; width: number } | { type: string };

/** The thread pdf.js runs in (pdf-text-content.worker.mjs says why), started on first use. */
let reader: Worker | undefined;
const waiting = new Map<number, { resolve: (pages: Item[][]) => void; reject: (error: Error) => void }>();
let requests = 0;

function readerThread(): Worker {
  if (reader) return reader;
  const thread = new Worker(new URL('./pdf-text-content.worker.mjs', import.meta.url));
  thread.on('message', ({ id, pages, error }: { id: number; pages?: Item[][]; error?: string }) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) thread.unref();
    if (error !== undefined) request?.reject(new Error(`pdf.js could not read the PDF: ${error}`));
    else request?.resolve(pages!);
  });
  thread.on('error', (error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    reader = undefined;
  });
  thread.unref();
  return (reader = thread);
}

/** Each page's text content items (pdf.js, with marked content) of the PDF. */
function textContent(pdf: Uint8Array): Promise<Item[][]> {
  const thread = readerThread();
  const id = ++requests;
  // The thread takes a copy over (pdf.js detaches the buffer it reads).
  const data = new Uint8Array(pdf);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, data }, [data.buffer]);
  });
}

/** A piece of a page's text where it stands: its start, its end along the line, its font size. */
interface Run {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/**
 * The text a reader copies from the PDF, page by page (pages apart by a form feed). A marked span
 * with an ActualText (the writer's words under letter-spaced capitals) reads as that text, as in
 * Acrobat, Chromium's viewer and poppler; the rest as pdf.js reads the glyphs. Pieces are joined
 * by where they stand: a line break between lines, a space where a gap on the line is wider than a
 * tenth of the font size.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const [actualTexts, pages] = await Promise.all([markedContentActualTexts(pdf), textContent(pdf)]);
  return pages.map((items, i) => joinRuns(runsOf(items, actualTexts[i] ?? []))).join('\n\f');
}

/** The PDF's text with white space folded to single spaces, as the tests compare words. */
export async function foldedPdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfText(pdf)).replace(/\s+/gu, ' ').trim();
}

function runsOf(items: Item[], actualTexts: (string | undefined)[]): Run[] {
  const runs: Run[] = [];
  // The open marked-content sequences; the outermost one with an ActualText collects its glyphs' place.
  const open: (Run | undefined)[] = [];
  let marks = 0;
  for (const item of items) {
    if ('str' in item) {
      const [size, , , , x, y] = item.transform;
      const spanned = open.find(Boolean);
      if (spanned) {
        if (spanned.size === 0) Object.assign(spanned, { x, y, size });
        if (item.width > 0) spanned.end = x! + item.width;
      } else if (item.str !== '') runs.push({ text: item.str, x: x!, y: y!, end: x! + item.width, size: size! });
    } else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
      if (marks >= actualTexts.length) throw new Error('pdf.js found more marked content than the page has');
      const actual = actualTexts[marks++];
      open.push(
        actual !== undefined && !open.some(Boolean) ? { text: actual, x: 0, y: 0, end: 0, size: 0 } : undefined,
      );
    } else if (item.type === 'endMarkedContent') {
      const closed = open.pop();
      if (closed) runs.push(closed);
    }
  }
  if (marks !== actualTexts.length) throw new Error('pdf.js found less marked content than the page has');
  return runs;
}

function joinRuns(runs: Run[]): string {
  let text = '';
  runs.forEach((run, i) => {
    const before = runs[i - 1];
    if (before) {
      const size = Math.min(before.size, run.size) || 1;
      if (Math.abs(run.y - before.y) > size / 2) text += '\n';
      else if (run.x - before.end > size / 10) text += ' ';
    }
    text += run.text;
  });
  return text;
}

/** Each page's marked-content sequences (BMC and BDC) in their order, with their ActualText if they have one. */
async function markedContentActualTexts(pdf: Uint8Array): Promise<(string | undefined)[][]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const marks: (string | undefined)[] = [];
    let actual: string | undefined;
    let afterActualTextName = false;
    for (const token of contentTokens(contentOf(doc, page))) {
      if (token.kind === 'string') {
        if (afterActualTextName) actual = token.value;
      } else if (token.kind === 'operator') {
        if (token.value === 'BDC') marks.push(actual);
        else if (token.value === 'BMC') marks.push(undefined);
        actual = undefined;
      }
      afterActualTextName = token.kind === 'name' && token.value === 'ActualText';
    }
    return marks;
  });
}

function contentOf(doc: PDFDocument, page: PDFPage): Uint8Array {
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
  const streams = resolved instanceof PDFArray ? resolved.asArray().map((ref) => doc.context.lookup(ref)) : [resolved];
  const parts = streams.map((stream) => {
    if (!(stream instanceof PDFRawStream)) throw new Error('A page content that is not a stream');
    return decodePDFRawStream(stream).decode();
  });
  return Buffer.concat(parts.flatMap((part) => [part, Buffer.from('\n')]));
}

type Token = { kind: 'string' | 'name' | 'operator' | 'other'; value: string };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

/** The tokens of a content stream (PDF 32000-1, 7.2): enough to find operators and the strings and names before them. */
function* contentTokens(bytes: Uint8Array): Generator<Token> {
  let i = 0;
  const regular = () => {
    const start = i;
    while (i < bytes.length && !WHITE.has(bytes[i]!) && !DELIMITERS.has(bytes[i]!)) i++;
    return Buffer.from(bytes.subarray(start, i)).toString('latin1');
  };
  while (i < bytes.length) {
    const c = bytes[i]!;
    if (WHITE.has(c)) i++;
    else if (c === 0x25 /* % */) while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    else if (c === 0x2f /* / */) {
      i++;
      yield { kind: 'name', value: regular() };
    } else if (c === 0x28 /* ( */) {
      const out: number[] = [];
      let depth = 1;
      for (i++; i < bytes.length && depth > 0; i++) {
        const b = bytes[i]!;
        if (b === 0x5c /* \ */) {
          const next = bytes[++i]!;
          const escapes: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
          if (next >= 0x30 && next <= 0x37) {
            let octal = '';
            while (octal.length < 3 && bytes[i]! >= 0x30 && bytes[i]! <= 0x37)
              octal += String.fromCharCode(bytes[i++]!);
            i--;
            out.push(parseInt(octal, 8) & 0xff);
          } else if (next === 0x0d || next === 0x0a) {
            if (next === 0x0d && bytes[i + 1] === 0x0a) i++;
          } else out.push(escapes[next] ?? next);
        } else {
          if (b === 0x28) depth++;
          if (b === 0x29) depth--;
          if (depth > 0) out.push(b);
        }
      }
      yield { kind: 'string', value: decodeTextString(Uint8Array.from(out)) };
    } else if (c === 0x3c /* < */ && bytes[i + 1] === 0x3c) {
      i += 2;
      yield { kind: 'other', value: '<<' };
    } else if (c === 0x3e /* > */ && bytes[i + 1] === 0x3e) {
      i += 2;
      yield { kind: 'other', value: '>>' };
    } else if (c === 0x3c) {
      const end = bytes.indexOf(0x3e, i);
      const hex = Buffer.from(bytes.subarray(i + 1, end))
        .toString('latin1')
        .replace(/\s/gu, '');
      i = end + 1;
      yield { kind: 'string', value: decodeTextString(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')) };
    } else if (DELIMITERS.has(c)) {
      i++;
      yield { kind: 'other', value: String.fromCharCode(c) };
    } else {
      const word = regular();
      yield {
        kind: /^[+\-.\d]/u.test(word) || word === 'true' || word === 'false' ? 'other' : 'operator',
        value: word,
      };
    }
  }
}

/** A PDF text string: UTF-16BE behind its byte order mark, else PDFDocEncoding (Latin-1 for what a test writes). */
function decodeTextString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return Buffer.from(bytes).toString('latin1');
}

type Box = [x0: number, y0: number, x1: number, y1: number];
const corners = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }): Box => [
  x,
  y,
  x + width,
  y + height,
];

/** The first page's boxes in points, each as [x0, y0, x1, y1] (a missing trim or bleed box is the media box, as the PDF spec says). */
export async function pdfPageBoxes(pdf: Uint8Array): Promise<{ media: Box; trim: Box; bleed: Box }> {
  const page = (await PDFDocument.load(pdf, { updateMetadata: false })).getPage(0);
  return { media: corners(page.getMediaBox()), trim: corners(page.getTrimBox()), bleed: corners(page.getBleedBox()) };
}

export interface PdfFont {
  /** The BaseFont, e.g. 'ABCDEF+GreatVibes-Regular' for a subset. */
  name: string;
  /** 'Type0' over 'CIDFontType2' is a CID TrueType font. */
  subtype: string;
  descendant: string | undefined;
  encoding: string | undefined;
  /** The font program is in the file (FontFile, FontFile2 or FontFile3). */
  embedded: boolean;
  /** A ToUnicode map: the text can be copied and searched. */
  toUnicode: boolean;
}

/** Every font the pages use, as pdffonts lists them. */
export async function pdfFonts(pdf: Uint8Array): Promise<PdfFont[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const dictOf = (value: unknown) => {
    const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
    return resolved instanceof PDFDict ? resolved : undefined;
  };
  const nameOf = (dict: PDFDict | undefined, key: string) => dict?.get(PDFName.of(key))?.toString().replace(/^\//u, '');
  const seen = new Set<string>();
  const fonts: PdfFont[] = [];
  for (const page of doc.getPages()) {
    const table = dictOf(dictOf(page.node.get(PDFName.of('Resources')))?.get(PDFName.of('Font')));
    for (const [, ref] of table?.entries() ?? []) {
      const key = ref.toString();
      if (seen.has(key)) continue;
      seen.add(key);
      const font = dictOf(ref)!;
      const descendants = font.lookup(PDFName.of('DescendantFonts'));
      const descendant = descendants instanceof PDFArray ? dictOf(descendants.get(0)) : undefined;
      const descriptor = dictOf((descendant ?? font).get(PDFName.of('FontDescriptor')));
      fonts.push({
        name: nameOf(font, 'BaseFont') ?? '',
        subtype: nameOf(font, 'Subtype') ?? '',
        descendant: nameOf(descendant, 'Subtype'),
        encoding: nameOf(font, 'Encoding'),
        embedded: ['FontFile', 'FontFile2', 'FontFile3'].some(
          (file) => descriptor?.lookup(PDFName.of(file)) instanceof PDFStream,
        ),
        toUnicode: font.lookup(PDFName.of('ToUnicode')) instanceof PDFStream,
      });
    }
  }
  return fonts;
}
