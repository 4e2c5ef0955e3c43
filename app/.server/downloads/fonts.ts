import type { Font } from 'fontkit';
import { face, type FaceKey } from '../designs/fonts';

/**
 * The two faces of the printed templates, the same the site uses on screen: Cormorant Garamond
 * for names and wording, Great Vibes for the script line. They are two of the designs' faces
 * (../designs/fonts.ts), so the font that measures a line here is the one the PDF embeds.
 */
export type FaceName = 'serif' | 'script';

const FACES: Record<FaceName, { key: FaceKey; pango: string }> = {
  serif: { key: 'serif-500', pango: 'Cormorant Garamond Medium' },
  script: { key: 'script', pango: 'Great Vibes' },
};

export interface Face {
  /** The designs' name for the face, which the PDF writer embeds. */
  key: FaceKey;
  /** Absolute path of the TTF file (sharp's text renderer loads it from there). */
  file: string;
  /** The font description Pango knows the file by, without its size. */
  pangoName: string;
  font: Font;
}

let loaded: Record<FaceName, Face> | undefined;

/** Both faces, read from disk once per process. */
export function templateFaces(): Record<FaceName, Face> {
  loaded ??= Object.fromEntries(
    Object.entries(FACES).map(([name, { key, pango }]) => {
      const { file, font } = face(key);
      return [name, { key, file, pangoName: pango, font }];
    }),
  ) as Record<FaceName, Face>;
  return loaded;
}

/** Width and ink extent of one line, in points. `tracking` is extra space between letters. */
export function measureLine(face: Face, text: string, size: number, tracking = 0) {
  const run = face.font.layout(text);
  const scale = size / face.font.unitsPerEm;
  const letters = [...text].length;
  return {
    width: run.advanceWidth * scale + tracking * Math.max(0, letters - 1),
    /** Height of the tallest glyph above the baseline. */
    inkAscent: run.bbox.maxY * scale,
  };
}
