import type { Font } from 'fontkit';
import { face, type FaceKey } from '../designs/fonts';

/** Two of the designs' faces, so the font that measures a line here is the one the PDF embeds. */
export type FaceName = 'serif' | 'script';

const FACES: Record<FaceName, { key: FaceKey; pango: string }> = {
  serif: { key: 'serif-500', pango: 'Cormorant Garamond Medium' },
  script: { key: 'script', pango: 'Great Vibes' },
};

export interface Face {
  key: FaceKey;
  /** sharp's text renderer loads it from there. */
  file: string;
  pangoName: string;
  font: Font;
}

let loaded: Record<FaceName, Face> | undefined;

export function templateFaces(): Record<FaceName, Face> {
  loaded ??= Object.fromEntries(
    Object.entries(FACES).map(([name, { key, pango }]) => {
      const { file, font } = face(key);
      return [name, { key, file, pangoName: pango, font }];
    }),
  ) as Record<FaceName, Face>;
  return loaded;
}

export function measureLine(face: Face, text: string, size: number, tracking = 0) {
  const run = face.font.layout(text);
  const scale = size / face.font.unitsPerEm;
  const letters = [...text].length;
  return {
    width: run.advanceWidth * scale + tracking * Math.max(0, letters - 1),
    inkAscent: run.bbox.maxY * scale,
  };
}
