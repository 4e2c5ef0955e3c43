import { SaxesParser } from 'saxes';
import { decodeCssValue } from './svg-css-value';
import { filterCostProblem } from './svg-filter-bounds';
import { element, serialise, type XmlElement } from './svg-tree';

/**
 * Uploaded SVGs are parsed by saxes (no DTDs, no entities, no network) and rebuilt from an allow-list;
 * anything active is refused. See docs/decisions/0007-svg-allow-list.md.
 */
export const SVG_LIMITS = { bytes: 3_000_000, elements: 30_000, depth: 40, attributeChars: 400_000 } as const;

export class SvgRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SvgRejected';
  }
}

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feTurbulence',
  'feDisplacementMap',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feComponentTransfer',
  'feFuncR',
  'feFuncG',
  'feFuncB',
  'feFuncA',
  'feDropShadow',
]);

const FORBIDDEN: Record<string, string> = {
  script: 'it contains a script',
  foreignObject: 'it contains a foreignObject (HTML inside SVG)',
  style: 'it contains a <style> sheet — export with presentation attributes instead of CSS',
  iframe: 'it embeds a web page',
  embed: 'it embeds another document',
  object: 'it embeds another document',
  audio: 'it contains audio',
  video: 'it contains video',
  animate: 'it contains animation',
  animateMotion: 'it contains animation',
  animateTransform: 'it contains animation',
  set: 'it contains animation',
  a: 'it contains a link',
  switch: 'it contains a <switch> (in Illustrator, turn off “Include Adobe Illustrator editing capabilities”)',
  font: 'it contains an SVG font',
  'font-face': 'it contains an SVG font',
  cursor: 'it loads a cursor',
  feImage: 'a filter loads an image',
};

const DROPPED = new Set(['metadata']);
/** Any other prefix is refused. */
const EDITOR_PREFIXES = new Set(['sodipodi', 'inkscape']);

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const ATTRIBUTES = new Set([
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'visibility',
  'display',
  'mix-blend-mode',
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'xml:space',
  'dx',
  'dy',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'type',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'radius',
  'color-interpolation-filters',
  'style',
  'href',
  'xlink:href',
  'data-box',
  'data-align',
  'data-valign',
  'data-font',
  'data-size',
  'data-min-size',
  'data-max-lines',
  'data-line-height',
  'data-optional',
  'data-case',
  'data-tracking',
  'data-layout',
  'data-joiner-font',
  'data-joiner-style',
  'data-joiner-weight',
  'data-joiner-size',
  'data-joiner-fill',
  'data-paper',
  'data-piece',
]);

/** A region or radius is only taken from its attribute, where the filter bounds read it. */
const STYLE_PROPERTIES = new Set(
  [...ATTRIBUTES].filter(
    (a) =>
      /^[a-z-]+$/u.test(a) &&
      !['style', 'href', 'transform', 'd', 'points', 'x', 'y', 'width', 'height', 'radius'].includes(a),
  ),
);

const RASTER_DATA = /^data:image\/(png|jpeg|jpg|webp);base64,[A-Za-z0-9+/=\s]+$/u;
/** CSS reads an unclosed url( to the end of the value. */
const URL_REFERENCE = /url\(\s*(['"]?)([^)'"]*)/giu;
/** `image-set` is `url` by another name. */
const LOADING_FUNCTION = /(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image-set|image|cross-fade|element|src)\s*\(/iu;

function checkValue(where: string, name: string, raw: string): string {
  const value = decodeCssValue(raw);
  if (value === undefined)
    throw new SvgRejected(
      `The SVG was refused: ${where} has escaped characters in “${name}” — export it again without CSS escapes.`,
    );
  if (/javascript:|vbscript:|data:text|expression\s*\(|@import|<!/iu.test(value))
    throw new SvgRejected(`The SVG was refused: ${where} has an active value in “${name}”.`);
  if (LOADING_FUNCTION.test(value))
    throw new SvgRejected(`The SVG was refused: ${where} loads an image through CSS (${name}); embed it instead.`);
  for (const m of value.matchAll(URL_REFERENCE))
    if (!(m[2] ?? '').startsWith('#'))
      throw new SvgRejected(`The SVG was refused: ${where} refers to an outside file (${name}); embed it instead.`);
  return value;
}

function cleanStyle(where: string, style: string): string {
  const kept: string[] = [];
  // Decoded as a whole first: an escaped `;` or `:` would otherwise split differently later.
  for (const decl of checkValue(where, 'style', style).split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (STYLE_PROPERTIES.has(prop) && value) kept.push(`${prop}:${value}`);
  }
  return kept.join(';');
}

/** Below the root only SVG's and xlink's: another would put what follows in another vocabulary (XHTML, MathML). */
function namespaceProblem(key: string, value: string, isRoot: boolean): string | undefined {
  if (key === 'xmlns') return value === SVG_NS ? undefined : value;
  if (key.startsWith('xmlns:') && !isRoot) return value === SVG_NS || value === XLINK_NS ? undefined : value;
  return undefined;
}

export function sanitiseSvg(input: string | Buffer): { tree: XmlElement; markup: string } {
  const source = typeof input === 'string' ? input : input.toString('utf8');
  if (Buffer.byteLength(source) > SVG_LIMITS.bytes)
    throw new SvgRejected(`The SVG was refused: it is larger than ${SVG_LIMITS.bytes / 1_000_000} MB.`);
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: (XmlElement | null)[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  let attrChars = 0;
  let skipping = 0;
  let failure: Error | undefined;
  const fail = (message: string) => {
    throw new SvgRejected(`The SVG was refused: ${message}.`);
  };
  parser.on('error', (err) => {
    throw new SvgRejected(`The SVG was refused: it is not well-formed XML (${err.message.split('\n')[0]}).`);
  });
  parser.on('doctype', () => fail('it has a DOCTYPE (entities are not allowed)'));
  parser.on('opentag', (tag) => {
    const name = tag.name;
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : undefined;
    if (skipping > 0 || DROPPED.has(name) || (prefix && EDITOR_PREFIXES.has(prefix))) {
      skipping += 1;
      return;
    }
    if (prefix && prefix !== 'svg') fail(`it contains an element from another vocabulary (<${name.slice(0, 40)}>)`);
    const local = prefix ? name.slice(4) : name;
    const why = FORBIDDEN[local];
    if (why) fail(why);
    if (!ELEMENTS.has(local)) fail(`it contains an element this shop does not print (<${local.slice(0, 40)}>)`);
    count += 1;
    if (count > SVG_LIMITS.elements) fail(`it has more than ${SVG_LIMITS.elements} elements`);
    if (stack.length >= SVG_LIMITS.depth) fail(`it nests deeper than ${SVG_LIMITS.depth} levels`);
    if (stack.length === 0 && local !== 'svg') fail('its root element is not <svg>');
    const where = `<${local}${tag.attributes.id ? ` id="${String(tag.attributes.id).slice(0, 40)}"` : ''}>`;
    const attrs: Record<string, string> = {};
    for (const [key, raw] of Object.entries(tag.attributes)) {
      const value = String(raw);
      attrChars += value.length;
      if (/^on/iu.test(key)) fail(`${where} has an event handler (${key})`);
      const foreign = namespaceProblem(key, value, stack.length === 0);
      if (foreign !== undefined)
        fail(`${where} puts its content in another vocabulary (${key}="${foreign.slice(0, 60)}"); only SVG is printed`);
      if (key === 'xmlns' || key === 'xmlns:xlink') continue;
      if (!ATTRIBUTES.has(key)) continue;
      if (key === 'href' || key === 'xlink:href') {
        const ok = value.startsWith('#') || (local === 'image' && RASTER_DATA.test(value));
        if (!ok)
          fail(
            `${where} refers to something outside the file (${key}); only #ids and embedded PNG/JPEG/WebP images are allowed`,
          );
        attrs.href = value;
        continue;
      }
      if (key === 'style') {
        const style = cleanStyle(where, value);
        if (style) attrs.style = style;
        continue;
      }
      attrs[key] = checkValue(where, key, value);
    }
    if (local === 'image' && !attrs.href) fail(`${where} has no embedded image`);
    if (attrChars > SVG_LIMITS.attributeChars + SVG_LIMITS.bytes) fail('its attributes are too large');
    const el = element(local, attrs);
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('closetag', () => {
    if (skipping > 0) {
      skipping -= 1;
      return;
    }
    stack.pop();
  });
  const onText = (text: string) => {
    if (skipping > 0) return;
    const parent = stack[stack.length - 1];
    if (!parent) return;
    if (parent.name === 'text' || parent.name === 'tspan' || parent.name === 'title' || parent.name === 'desc')
      parent.children.push({ type: 'text', text });
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(source).close();
  } catch (err) {
    failure = err instanceof SvgRejected ? err : new SvgRejected(`The SVG was refused: ${(err as Error).message}.`);
  }
  if (failure) throw failure;
  if (!root) throw new SvgRejected('The SVG was refused: it has no <svg> element.');
  root.attrs = { xmlns: SVG_NS, ...root.attrs };
  if (!root.attrs.viewBox && !(root.attrs.width && root.attrs.height))
    throw new SvgRejected('The SVG was refused: it has neither a viewBox nor a width and height.');
  const tooCostly = filterCostProblem(root);
  if (tooCostly) throw new SvgRejected(`The SVG was refused: ${tooCostly}.`);
  return { tree: root, markup: serialise(root) };
}
