import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * The two faces of the printed templates, the same the site uses on screen: Cormorant Garamond
 * for names and wording, Great Vibes for the script line. The TTF files come from the
 * @expo-google-fonts packages (runtime dependencies), found through Node's resolver so the path
 * holds in the tests, in the built server and in the Docker image alike.
 */
export type FaceName = 'serif' | 'script';

const require = createRequire(import.meta.url);

const FONT_MODULES: Record<FaceName, { module: string; pango: string }> = {
  serif: {
    module: '@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf',
    pango: 'Cormorant Garamond Medium',
  },
  script: { module: '@expo-google-fonts/great-vibes/400Regular/GreatVibes_400Regular.ttf', pango: 'Great Vibes' },
};

export interface Face {
  /** Absolute path of the TTF file (sharp's text renderer loads it from there). */
  file: string;
  /** The font description Pango knows the file by, without its size. */
  pangoName: string;
  bytes: Uint8Array;
  metrics: ReturnType<typeof fontkit.create>;
}

let loaded: Record<FaceName, Face> | undefined;

/** Both faces, read from disk once per process. */
export function templateFaces(): Record<FaceName, Face> {
  loaded ??= Object.fromEntries(
    Object.entries(FONT_MODULES).map(([name, { module, pango }]) => {
      const file = require.resolve(module);
      const bytes = new Uint8Array(fs.readFileSync(file));
      return [name, { file, pangoName: pango, bytes, metrics: fontkit.create(bytes) }];
    }),
  ) as Record<FaceName, Face>;
  return loaded;
}

/** Width and ink extent of one line, in points. `tracking` is extra space between letters. */
export function measureLine(face: Face, text: string, size: number, tracking = 0) {
  const run = face.metrics.layout(text);
  const scale = size / face.metrics.unitsPerEm;
  const letters = [...text].length;
  return {
    width: run.advanceWidth * scale + tracking * Math.max(0, letters - 1),
    /** Height of the tallest glyph above the baseline. */
    inkAscent: run.bbox.maxY * scale,
  };
}
