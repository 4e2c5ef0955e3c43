import { Rng } from './prng';

export type Pt = [number, number];

/** Format a number compactly for SVG output. */
export function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface Place {
  x: number;
  y: number;
  rot?: number;
  s?: number;
}

export function tf(p: Place): string {
  let t = `translate(${f(p.x)} ${f(p.y)})`;
  if (p.rot) t += ` rotate(${f(p.rot)})`;
  if (p.s !== undefined && p.s !== 1) t += ` scale(${f(p.s)})`;
  return t;
}

type Stop = [number, string, number?];

/** Per-document context: seeded randomness plus a <defs> registry with ids. */
interface Shared {
  n: number;
  defs: string[];
  cache: Map<string, string>;
}

export class Ctx {
  readonly rng: Rng;
  private readonly sh: Shared;
  constructor(seed: string, shared?: Shared) {
    this.rng = new Rng(seed);
    this.sh = shared ?? { n: 0, defs: [], cache: new Map() };
  }
  /** Same document (shared defs), independent random stream: identical artwork wherever it is reused. */
  sub(seed: string): Ctx {
    return new Ctx(seed, this.sh);
  }
  private get defs(): string[] {
    return this.sh.defs;
  }
  private get cache(): Map<string, string> {
    return this.sh.cache;
  }
  uid(prefix: string): string {
    this.sh.n += 1;
    return `${prefix}${this.sh.n}`;
  }
  /** Add a definition once per key; returns its id. */
  def(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.uid('d');
    this.cache.set(key, id);
    this.defs.push(make(id));
    return id;
  }
  /** Unique (uncached) definition. */
  add(make: (id: string) => string, prefix = 'u'): string {
    const id = this.uid(prefix);
    this.defs.push(make(id));
    return id;
  }
  linear(stops: Stop[], dir: { x1?: number; y1?: number; x2?: number; y2?: number; user?: boolean } = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = dir;
    const key = `lin|${JSON.stringify(stops)}|${x1},${y1},${x2},${y2},${user}`;
    const id = this.def(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${f(o)}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${f(a)}"` : ''}/>`,
          )
          .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(
    stops: Stop[],
    g: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; user?: boolean } = {},
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false } = g;
    const key = `rad|${JSON.stringify(stops)}|${cx},${cy},${r},${fx},${fy},${user}`;
    const id = this.def(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${f(o)}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${f(a)}"` : ''}/>`,
          )
          .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std: number, margin = 60): string {
    const id = this.def(
      `blur|${std}|${margin}`,
      (id) =>
        `<filter id="${id}" x="-${margin}%" y="-${margin}%" width="${100 + 2 * margin}%" height="${100 + 2 * margin}%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** Organic wobble for watercolour edges. */
  wobble(scale: number, freq = 0.03, seed = 3): string {
    const id = this.def(
      `wob|${scale}|${freq}|${seed}`,
      (id) =>
        `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="${f(freq)}" numOctaves="2" seed="${seed}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${f(scale)}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.add((id) => `<clipPath id="${id}">${shape}</clipPath>`, 'c');
    return `url(#${id})`;
  }
  defsMarkup(): string {
    return this.defs.join('');
  }
}

export function svgDoc(w: number, h: number, ctx: Ctx, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defsMarkup()}</defs>${body}</svg>`;
}

/** Catmull-Rom spline through points as a closed cubic path. */
export function smoothClosed(pts: Pt[], k = 1): string {
  const n = pts.length;
  const p = (i: number): Pt => pts[((i % n) + n) % n] as Pt;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p(i - 1),
      p1 = p(i),
      p2 = p(i + 1),
      p3 = p(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + 'Z';
}

/** Catmull-Rom spline through points as an open cubic path. */
export function smoothOpen(pts: Pt[], k = 1, move = true): string {
  const n = pts.length;
  const p = (i: number): Pt => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = move ? `M${f(p(0)[0])} ${f(p(0)[1])}` : '';
  for (let i = 0; i < n - 1; i++) {
    const p0 = p(i - 1),
      p1 = p(i),
      p2 = p(i + 1),
      p3 = p(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export const rad = (deg: number) => (deg * Math.PI) / 180;
export const polar = (r: number, deg: number): Pt => [r * Math.cos(rad(deg)), r * Math.sin(rad(deg))];

/** Quadratic stem helper: base (0,0) → end, bending via control point. */
export function quad(p0: Pt, c: Pt, p1: Pt) {
  return {
    at(t: number): Pt {
      const u = 1 - t;
      return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
    },
    /** heading in degrees, 0 = pointing up (-y), clockwise positive */
    heading(t: number): number {
      const u = 1 - t;
      const dx = 2 * u * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
      const dy = 2 * u * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
      return (Math.atan2(dx, -dy) * 180) / Math.PI;
    },
    d: `M${f(p0[0])} ${f(p0[1])}Q${f(c[0])} ${f(c[1])} ${f(p1[0])} ${f(p1[1])}`,
  };
}
