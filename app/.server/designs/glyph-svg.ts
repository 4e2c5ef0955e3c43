import { face, type FaceKey } from './fonts';
import type { PlacedLine } from './fit-text';
import type { SetItem } from './template';
import { escapeXml } from './slots';

/** Text drawn as outlines, so the preview matches the PDF's layout and no typed character reaches SVG markup. */
const paths = new Map<string, string>();

function glyphPath(key: FaceKey, id: number): string {
  const k = `${key}:${id}`;
  let d = paths.get(k);
  if (d === undefined) {
    d = face(key).font.getGlyph(id).path.toSVG();
    paths.set(k, d);
  }
  return d;
}

const f = (n: number) => String(Math.round(n * 100) / 100);

export function lineSvg(line: PlacedLine): string {
  const s = line.size / face(line.face).font.unitsPerEm;
  return line.glyphs
    .map((g) => {
      const d = glyphPath(line.face, g.id);
      return d ? `<path transform="translate(${f(g.x)} ${f(g.y)}) scale(${s} ${-s})" d="${d}"/>` : '';
    })
    .join('');
}

export function textLayerSvg(set: SetItem[]): string {
  return set
    .filter((s) => s.lines.length > 0)
    .map(
      ({ item, lines }) =>
        `<g fill="${escapeXml(item.fill)}"${item.opacity < 1 ? ` opacity="${f(item.opacity)}"` : ''}>${lines
          .map((line) => (line.fill ? `<g fill="${escapeXml(line.fill)}">${lineSvg(line)}</g>` : lineSvg(line)))
          .join('')}</g>`,
    )
    .join('');
}
