import { walk, type XmlElement } from './svg-tree';

/**
 * resvg draws a filter into a pixmap the size of its region, never clipped: one full-card feMorphology
 * took seconds, a 3000 % region 86 s and 1.4 GB. Lengths are in the card's own units.
 */
export const FILTER_LIMITS = {
  primitivesPerFilter: 16,
  primitives: 200,
  chained: 4,
  /** Times its element's box (or the card's). */
  regionSize: 2.5,
  regionBefore: 0.75,
  blurShare: 1 / 10,
  /** About 2 on a 600 × 840 card. */
  morphologyShare: 1 / 400,
  numOctaves: 6,
} as const;

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/giu;
const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(%|px|mm|cm|in|pt|pc)?\s*$/iu;
const UNIT: Record<string, number> = { px: 1, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, pt: 96 / 72, pc: 16 };

function cardSize(root: XmlElement): { w: number; h: number } {
  const vb = (root.attrs.viewBox ?? '').split(/[\s,]+/u).map(Number);
  if (vb.length === 4 && vb[2]! > 0 && vb[3]! > 0) return { w: vb[2]!, h: vb[3]! };
  const w = Number.parseFloat(root.attrs.width ?? '');
  const h = Number.parseFloat(root.attrs.height ?? '');
  return { w: w > 0 ? w : 1000, h: h > 0 ? h : 1000 };
}

const format = (n: number) => String(Math.round(n * 100) / 100);

/** The end of "The SVG was refused: …", or undefined within FILTER_LIMITS. */
export function filterCostProblem(root: XmlElement): string | undefined {
  const card = cardSize(root);
  const long = Math.max(card.w, card.h);
  let total = 0;
  let problem: string | undefined;
  walk(root, (el) => {
    if (problem) return;
    problem = el.name === 'filter' ? filterProblem(el, card, long) : undefined;
    if (el.name === 'filter') total += countPrimitives(el);
    problem ??= chainProblem(el);
  });
  if (problem) return problem;
  if (total > FILTER_LIMITS.primitives)
    return `it has ${total} filter effects — at most ${FILTER_LIMITS.primitives} in one file; merge or remove some`;
  return undefined;
}

function countPrimitives(filter: XmlElement): number {
  let n = 0;
  walk(filter, (el) => {
    if (el.name.startsWith('fe')) n += 1;
  });
  return n;
}

function where(el: XmlElement): string {
  return `<${el.name}${el.attrs.id ? ` id="${el.attrs.id.slice(0, 40)}"` : ''}>`;
}

function filterProblem(filter: XmlElement, card: { w: number; h: number }, long: number): string | undefined {
  const primitives = filter.children.filter((c): c is XmlElement => c.type === 'element' && c.name.startsWith('fe'));
  if (primitives.length > FILTER_LIMITS.primitivesPerFilter)
    return `the filter ${where(filter)} has ${primitives.length} effects — at most ${FILTER_LIMITS.primitivesPerFilter}; split it or remove some`;
  const filterBox = filter.attrs.filterUnits !== 'userSpaceOnUse';
  const primitiveBox = filter.attrs.primitiveUnits === 'objectBoundingBox';
  const region = regionProblem(filter, filterBox, card);
  if (region) return region;
  const scale = primitiveBox ? 1 : long;
  for (const p of primitives) {
    const problem = regionProblem(p, primitiveBox, card) ?? primitiveProblem(p, scale);
    if (problem) return problem;
  }
  return undefined;
}

function regionProblem(el: XmlElement, boxUnits: boolean, card: { w: number; h: number }): string | undefined {
  for (const name of ['x', 'y', 'width', 'height'] as const) {
    const raw = el.attrs[name];
    if (raw === undefined) continue;
    const m = LENGTH.exec(raw);
    if (!m) return `${where(el)} has ${name}="${raw.slice(0, 40)}", which is not a plain number or percentage`;
    const along = name === 'x' || name === 'width' ? card.w : card.h;
    const unit = m[2]?.toLowerCase();
    let value = Number(m[1]);
    // In box units a share is a fraction (50 % = 0.5); in user units a percentage is of the card.
    if (unit === '%') value = boxUnits ? value / 100 : (value / 100) * along;
    else if (unit) value *= UNIT[unit]!;
    const size = boxUnits ? 1 : along;
    const ok =
      name === 'width' || name === 'height'
        ? value <= FILTER_LIMITS.regionSize * size
        : value >= -FILTER_LIMITS.regionBefore * size && value <= size;
    if (!ok)
      return `the filter region of ${where(el)} is too large (${name}="${raw.slice(0, 40)}") — keep it within ${FILTER_LIMITS.regionSize * 100}% of ${boxUnits ? 'the shape it is on' : 'the card'}, starting at most ${FILTER_LIMITS.regionBefore * 100}% before it`;
  }
  return undefined;
}

const numbers = (value: string | undefined) => [...(value ?? '').matchAll(NUMBER)].map((m) => Number(m[0]));

function primitiveProblem(p: XmlElement, scale: number): string | undefined {
  const over = (name: string, limit: number, advice: string, perCard = true) => {
    const worst = Math.max(0, ...numbers(p.attrs[name]).map(Math.abs));
    return worst > limit
      ? `${where(p)} has ${name}="${p.attrs[name]!.slice(0, 40)}" — at most ${format(limit)}${perCard ? ' on this card' : ''}; ${advice}`
      : undefined;
  };
  switch (p.name) {
    case 'feMorphology':
      return over(
        'radius',
        FILTER_LIMITS.morphologyShare * scale,
        'use a smaller radius, or draw the shape thicker (or thinner) instead',
      );
    case 'feGaussianBlur':
    case 'feDropShadow':
      return over('stdDeviation', FILTER_LIMITS.blurShare * scale, 'use a softer blur');
    case 'feTurbulence':
      return over('numOctaves', FILTER_LIMITS.numOctaves, 'fewer octaves look the same in print', false);
    default:
      return undefined;
  }
}

function chainProblem(el: XmlElement): string | undefined {
  const style = el.attrs.style
    ?.split(';')
    .map((d) => d.split(':'))
    .find(([k]) => k?.trim() === 'filter')?.[1];
  for (const value of [el.attrs.filter, style]) {
    if (value === undefined || value.trim() === 'none') continue;
    const refs = value.match(/url\([^)]*\)/giu) ?? [];
    const rest = value.replace(/url\([^)]*\)/giu, '').trim();
    if (rest)
      return `${where(el)} uses a CSS filter function (filter="${value.slice(0, 40)}") — use a <filter> element instead`;
    if (refs.length > FILTER_LIMITS.chained)
      return `${where(el)} chains ${refs.length} filters — at most ${FILTER_LIMITS.chained}`;
  }
  return undefined;
}
