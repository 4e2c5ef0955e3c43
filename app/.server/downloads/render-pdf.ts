import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, popGraphicsState, pushGraphicsState, rgb, setCharacterSpacing, type PDFFont } from 'pdf-lib';
import { templateFaces, type FaceName } from './fonts';
import { PAGE, type Colour, type Sheet } from './sheet';

function colour(hex: Colour) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const deflatedFonts = new WeakMap<Uint8Array, Uint8Array>();

/**
 * A document that embeds our fonts cheaply. The fonts go in whole: @pdf-lib/fontkit's subsetter
 * writes a broken glyph table for fonts with long loca offsets (both of ours), which shows as
 * missing letters. Whole fonts cost time, not size, so every document reuses the already parsed
 * faces (instead of pdf-lib parsing them again) and compresses each font file once per process,
 * natively, instead of with pdf-lib's JavaScript deflate on every save: a template's PDF takes
 * tens of milliseconds instead of a quarter of a second.
 */
async function createDocument(): Promise<PDFDocument> {
  const faces = Object.values(templateFaces());
  const doc = await PDFDocument.create();
  doc.registerFontkit({
    create: (bytes, postscriptName) =>
      faces.find((face) => face.bytes === bytes)?.metrics ?? fontkit.create(bytes, postscriptName),
  });
  const { context } = doc;
  context.flateStream = (contents, dict = {}) => {
    const known = contents instanceof Uint8Array && faces.some((face) => face.bytes === contents);
    let deflated = known ? deflatedFonts.get(contents) : undefined;
    if (!deflated) {
      deflated = zlib.deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents);
      if (known) deflatedFonts.set(contents, deflated);
    }
    return context.stream(deflated, { ...dict, Filter: 'FlateDecode' });
  };
  return doc;
}

/** The print-ready PDF of a sheet: one 5×7 in page with real, selectable text. */
export async function renderPdf(
  sheet: Sheet,
  artworkJpeg: Buffer,
  info: { title: string; subject: string },
): Promise<Uint8Array> {
  const doc = await createDocument();
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setAuthor('Petal & Quill');
  doc.setCreator('Petal & Quill');

  const faces = templateFaces();
  const fonts: Partial<Record<FaceName, PDFFont>> = {};
  const fontFor = async (face: FaceName) => (fonts[face] ??= await doc.embedFont(faces[face].bytes, { subset: false }));

  const page = doc.addPage([PAGE.width, PAGE.height]);
  for (const shape of sheet.shapes) {
    page.drawSvgPath(shape.path, {
      x: 0,
      y: PAGE.height,
      ...(shape.fill ? { color: colour(shape.fill) } : {}),
      ...(shape.stroke ? { borderColor: colour(shape.stroke), borderWidth: shape.strokeWidth ?? 1 } : {}),
    });
  }
  const { x, y, width, height } = sheet.artwork;
  page.drawImage(await doc.embedJpg(artworkJpeg), { x, y: PAGE.height - y - height, width, height });

  for (const line of sheet.lines) {
    page.pushOperators(pushGraphicsState(), setCharacterSpacing(line.tracking));
    page.drawText(line.text, {
      x: line.centreX - line.width / 2,
      y: PAGE.height - line.baseline,
      size: line.size,
      font: await fontFor(line.face),
      color: colour(line.colour),
    });
    page.pushOperators(popGraphicsState());
  }
  return doc.save();
}
