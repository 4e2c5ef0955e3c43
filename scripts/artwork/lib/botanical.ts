/**
 * Procedural botanical elements in a line-and-wash watercolour style.
 * Every element is drawn in local coordinates (base or centre at 0,0, "up" = -y)
 * and placed with a Place transform.
 */
import { type Ctx, type Place, type Pt, f, tf, smoothClosed, smoothOpen, polar, quad } from './svg';
import { shade, mix } from './color';

export type LeafShape = 'lance' | 'oval' | 'round' | 'willow';

export interface LeafOpts {
  len: number;
  width: number;
  color: string;
  bend?: number;
  vein?: boolean;
  ink?: string;
  opacity?: number;
  shape?: LeafShape;
  light?: boolean;
  /** draw as a fine outline in this colour instead of a wash */
  line?: string;
}

interface LeafGeom {
  d: string;
  half: string;
  rib: string;
  tip: Pt;
}

function leafGeom(ctx: Ctx, len: number, width: number, bend: number, shape: LeafShape): LeafGeom {
  const r = ctx.rng;
  const w = width / 2;
  const tx = bend * len;
  const tip: Pt = [tx, -len];
  const rib = `M0 0Q${f(tx * 0.15)} ${f(-len * 0.55)} ${f(tx)} ${f(-len)}`;
  if (shape === 'round') {
    const pts: Pt[] = [];
    const n = 12;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const yy = -len / 2 + (Math.cos(a) * len) / 2;
      const shift = (tx * (1 - Math.cos(a))) / 2;
      pts.push([Math.sin(a) * w * r.range(0.94, 1.04) + shift, yy * r.range(0.97, 1.02)]);
    }
    const d = smoothClosed(pts);
    const half = smoothClosed(pts.slice(0, n / 2 + 1).concat([[tx * 0.5, -len * 0.5]]));
    return { d, half, rib, tip };
  }
  const k = 1.36 * w;
  const a1 = r.range(0.88, 1.1);
  const a2 = r.range(0.88, 1.1);
  let l1: string, r1: string;
  if (shape === 'oval') {
    l1 = `C${f(-k * a1)} ${f(-len * 0.08)} ${f(-k * a1 + tx * 0.5)} ${f(-len * 0.8)} ${f(tx)} ${f(-len)}`;
    r1 = `C${f(k * a2 + tx * 0.5)} ${f(-len * 0.8)} ${f(k * a2)} ${f(-len * 0.08)} 0 0`;
  } else if (shape === 'willow') {
    l1 = `C${f(-k * a1)} ${f(-len * 0.25)} ${f(-k * 0.6 * a1 + tx * 0.6)} ${f(-len * 0.75)} ${f(tx)} ${f(-len)}`;
    r1 = `C${f(k * 0.6 * a2 + tx * 0.6)} ${f(-len * 0.75)} ${f(k * a2)} ${f(-len * 0.25)} 0 0`;
  } else {
    l1 = `C${f(-k * a1)} ${f(-len * 0.18)} ${f(-k * 0.85 * a1 + tx * 0.5)} ${f(-len * 0.72)} ${f(tx)} ${f(-len)}`;
    r1 = `C${f(k * 0.85 * a2 + tx * 0.5)} ${f(-len * 0.72)} ${f(k * a2)} ${f(-len * 0.18)} 0 0`;
  }
  const d = `M0 0${l1}${r1}Z`;
  const half = `M0 0Q${f(tx * 0.15)} ${f(-len * 0.55)} ${f(tx)} ${f(-len)}${r1}Z`;
  return { d, half, rib, tip };
}

export function leaf(ctx: Ctx, p: Place, o: LeafOpts): string {
  const { len, width, color, bend = 0, vein = true, ink, opacity = 0.92, shape = 'lance' } = o;
  const g = leafGeom(ctx, len, width, bend, shape);
  if (o.line) {
    return `<g transform="${tf(p)}" fill="none" stroke="${o.line}" stroke-width="${f(Math.max(0.7, len * 0.014))}"><path d="${g.d}"/>${vein ? `<path d="${g.rib}"/>` : ''}</g>`;
  }
  const fill = ctx.linear(
    [
      [0, shade(color, -0.14)],
      [0.55, color],
      [1, shade(color, 0.22)],
    ],
    { x1: 0.5, y1: 1, x2: 0.5, y2: 0 },
  );
  let s = `<g transform="${tf(p)}"><path d="${g.d}" fill="${fill}" opacity="${f(opacity)}"/>`;
  s += `<path d="${g.half}" fill="#fff" opacity="${o.light === false ? 0 : 0.16}"/>`;
  if (vein) {
    s += `<path d="${g.rib}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="${f(Math.max(0.5, len * 0.012))}" opacity="0.45" stroke-linecap="round"/>`;
  }
  if (ink) {
    s += `<path d="${g.d}" transform="translate(${f(len * 0.02)} ${f(-len * 0.012)})" fill="none" stroke="${ink}" stroke-width="${f(Math.max(0.6, len * 0.01))}" opacity="0.5"/>`;
  }
  return s + '</g>';
}

export interface SprigOpts {
  len: number;
  bend?: number;
  leaves: number;
  leafLen: number;
  leafWidth: number;
  colors: string[];
  stem?: string;
  stemW?: number;
  spread?: number;
  opposite?: boolean;
  shape?: LeafShape;
  ink?: string;
  tipLeaf?: boolean;
  start?: number;
  taper?: number;
  vein?: boolean;
  opacity?: number;
  line?: string;
}

/** A stem with leaves along it. */
export function sprig(ctx: Ctx, p: Place, o: SprigOpts): string {
  const r = ctx.rng;
  const L = o.len;
  const b = o.bend ?? 0.2;
  const q = quad([0, 0], [0, -L * 0.6], [b * L, -L * (1 - 0.2 * Math.abs(b))]);
  const stem = o.stem ?? shade(o.colors[0] ?? '#7a8a6a', -0.25);
  let out = `<g transform="${tf(p)}"><path d="${q.d}" fill="none" stroke="${stem}" stroke-width="${f(o.stemW ?? Math.max(0.8, L * 0.008))}" stroke-linecap="round"/>`;
  const n = o.leaves;
  const start = o.start ?? 0.12;
  const taper = o.taper ?? 0.45;
  const spread = o.spread ?? 48;
  const items: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = start + ((1 - start) * (i + 0.5)) / n;
    const [x, y] = q.at(t);
    const h = q.heading(t);
    const sides = o.opposite ? [-1, 1] : [i % 2 === 0 ? -1 : 1];
    for (const side of sides) {
      const sc = (1 - taper * t) * r.range(0.85, 1.1);
      items.push(
        leaf(
          ctx,
          { x, y, rot: h + side * spread * r.range(0.8, 1.15) },
          {
            len: o.leafLen * sc,
            width: o.leafWidth * sc,
            color: r.pick(o.colors),
            bend: -side * r.range(0.02, 0.14),
            shape: o.shape,
            ink: o.ink,
            vein: o.vein,
            opacity: o.opacity,
            line: o.line,
          },
        ),
      );
    }
  }
  if (o.tipLeaf !== false) {
    const [x, y] = q.at(1);
    items.push(
      leaf(
        ctx,
        { x, y, rot: q.heading(1) },
        {
          len: o.leafLen * (1 - taper) * 0.95,
          width: o.leafWidth * (1 - taper) * 0.9,
          color: r.pick(o.colors),
          bend: r.jit(0, 0.08),
          shape: o.shape,
          ink: o.ink,
          vein: o.vein,
          opacity: o.opacity,
          line: o.line,
        },
      ),
    );
  }
  out += items.join('');
  return out + '</g>';
}

export function eucalyptus(
  ctx: Ctx,
  p: Place,
  len: number,
  o: { colors?: string[]; bend?: number; ink?: string; leaf?: number } = {},
): string {
  const colors = o.colors ?? ['#8ea79f', '#9fb5ac', '#7f9a93', '#a9bbb0'];
  return sprig(ctx, p, {
    len,
    bend: o.bend ?? 0.15,
    leaves: Math.max(3, Math.round(len / 45)),
    leafLen: o.leaf ?? len * 0.2,
    leafWidth: (o.leaf ?? len * 0.2) * 0.92,
    colors,
    stem: '#8b6f63',
    stemW: Math.max(0.8, len * 0.009),
    spread: 62,
    opposite: true,
    shape: 'round',
    ink: o.ink,
    taper: 0.55,
    vein: false,
    start: 0.08,
  });
}

export function fern(
  ctx: Ctx,
  p: Place,
  len: number,
  o: { color?: string; bend?: number; width?: number; ink?: string } = {},
): string {
  const r = ctx.rng;
  const color = o.color ?? '#6f8560';
  const b = o.bend ?? 0.25;
  const q = quad([0, 0], [0, -len * 0.6], [b * len, -len * (1 - 0.2 * Math.abs(b))]);
  const W = o.width ?? len * 0.22;
  let out = `<g transform="${tf(p)}"><path d="${q.d}" fill="none" stroke="${shade(color, -0.3)}" stroke-width="${f(Math.max(0.7, len * 0.006))}" stroke-linecap="round"/>`;
  const n = Math.round(len / 14);
  for (let i = 0; i < n; i++) {
    const t = 0.06 + (0.92 * i) / n;
    const [x, y] = q.at(t);
    const h = q.heading(t);
    const prof = Math.pow(1 - t, 0.8) * Math.min(1, (t + 0.05) * 5);
    for (const side of [-1, 1]) {
      const l = W * prof * r.range(0.9, 1.08);
      if (l < 2) continue;
      out += leaf(
        ctx,
        { x, y, rot: h + side * r.range(55, 68) },
        {
          len: l,
          width: l * 0.3,
          color: mix(color, side < 0 ? '#a7b48f' : '#56694b', r.range(0, 0.35)),
          bend: -side * 0.12,
          vein: false,
          opacity: 0.9,
          ink: o.ink,
          light: false,
        },
      );
    }
  }
  return out + '</g>';
}

/** Pampas grass plume. */
export function pampas(
  ctx: Ctx,
  p: Place,
  len: number,
  o: { color?: string; bend?: number; width?: number; plume?: number; stem?: string } = {},
): string {
  const r = ctx.rng;
  const color = o.color ?? '#e8d6b8';
  const b = o.bend ?? 0.12;
  const q = quad([0, 0], [0, -len * 0.6], [b * len, -len * (1 - 0.2 * Math.abs(b))]);
  const W = o.width ?? len * 0.15;
  const t0 = 1 - (o.plume ?? 0.48);
  let out = `<g transform="${tf(p)}"><path d="${q.d}" fill="none" stroke="${o.stem ?? '#b89a72'}" stroke-width="${f(Math.max(1, len * 0.006))}" stroke-linecap="round"/>`;
  const prof = (t: number) => {
    const u = (t - t0) / (1 - t0);
    return Math.pow(Math.sin(Math.PI * Math.min(1, u * 0.92 + 0.04)), 0.7) * (1 - u * 0.35);
  };
  // soft body
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = t0 + ((1 - t0) * i) / 12;
    const [x, y] = q.at(t);
    const h = (q.heading(t) * Math.PI) / 180;
    const w = W * prof(t) * 0.75;
    left.push([x - Math.cos(h) * w, y - Math.sin(h) * w]);
    right.push([x + Math.cos(h) * w, y + Math.sin(h) * w]);
  }
  out += `<path d="${smoothClosed(left.concat(right.reverse()))}" fill="${color}" opacity="0.8" filter="${ctx.blur(W * 0.2)}"/>`;
  const N = Math.round(len * 0.9);
  let wisps = '';
  for (let i = 0; i < N; i++) {
    const t = t0 + (1 - t0) * Math.pow(r.next(), 0.9);
    const [x, y] = q.at(t);
    const side = r.chance(0.5) ? -1 : 1;
    const h = q.heading(t) + side * r.range(18, 62);
    const l = W * prof(t) * r.range(0.55, 1.15);
    const [ex, ey] = polar(l, h - 90);
    const [cx, cy] = polar(l * 0.5, q.heading(t) - 90 + side * 10);
    const c = r.chance(0.3) ? shade(color, -0.18) : r.chance(0.5) ? shade(color, 0.35) : color;
    wisps += `<path d="M${f(x)} ${f(y)}Q${f(x + cx)} ${f(y + cy)} ${f(x + ex)} ${f(y + ey)}" stroke="${c}" stroke-width="${f(r.range(0.9, 2.2) * Math.max(1, len / 400))}" opacity="${f(r.range(0.45, 0.85))}"/>`;
  }
  out += `<g fill="none" stroke-linecap="round">${wisps}</g>`;
  return out + '</g>';
}

/** Dried fan palm leaf. */
export function palmFan(
  ctx: Ctx,
  p: Place,
  R: number,
  o: { color?: string; leaflets?: number; spread?: number } = {},
): string {
  const r = ctx.rng;
  const color = o.color ?? '#dcb48a';
  const n = o.leaflets ?? 17;
  const spread = o.spread ?? 150;
  let out = `<g transform="${tf(p)}"><path d="M0 0Q${f(R * 0.05)} ${f(R * 0.5)} ${f(-R * 0.02)} ${f(R * 1.1)}" fill="none" stroke="${shade(color, -0.25)}" stroke-width="${f(R * 0.035)}" stroke-linecap="round"/>`;
  let ribs = '';
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1);
    const a = -spread / 2 + spread * u + r.jit(0, 2);
    const l = R * (0.78 + 0.22 * Math.sin(Math.PI * u)) * r.range(0.94, 1.04);
    const c = mix(color, r.chance(0.5) ? '#f2dcc0' : '#b98a5f', r.range(0, 0.4));
    out += leaf(
      ctx,
      { x: 0, y: 0, rot: a },
      { len: l, width: R * 0.14, color: c, bend: r.jit(0, 0.05), shape: 'willow', vein: false, opacity: 0.95 },
    );
    ribs += `<path d="M0 0L${f(polar(l * 0.96, a - 90)[0])} ${f(polar(l * 0.96, a - 90)[1])}"/>`;
  }
  out += `<g stroke="${shade(color, -0.3)}" stroke-width="${f(R * 0.008 + 0.3)}" opacity="0.45">${ribs}</g>`;
  out += `<ellipse cx="0" cy="0" rx="${f(R * 0.09)}" ry="${f(R * 0.06)}" fill="${shade(color, -0.15)}"/>`;
  return out + '</g>';
}

/** Dried palm spear: a long pleated leaf. */
export function palmSpear(ctx: Ctx, p: Place, len: number, o: { color?: string; bend?: number } = {}): string {
  const color = o.color ?? '#e2c39d';
  const r = ctx.rng;
  const w = len * 0.34;
  const bend = o.bend ?? 0.05;
  let out = `<g transform="${tf(p)}">`;
  out += leaf(ctx, { x: 0, y: 0 }, { len, width: w, color, bend, shape: 'lance', vein: true, opacity: 0.95 });
  let pleats = '';
  const n = Math.round(len / 9);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const y = -len * t;
    const cx = bend * len * t * t;
    const half = (w / 2) * Math.sin(Math.PI * Math.min(1, t * 1.05)) * 0.95 * (1 - t * 0.25);
    for (const s of [-1, 1]) {
      pleats += `<path d="M${f(cx)} ${f(y)}Q${f(cx + s * half * 0.5)} ${f(y - len * 0.01)} ${f(cx + s * half)} ${f(y - len * 0.05 * r.range(0.8, 1.2))}"/>`;
    }
  }
  out += `<g fill="none" stroke="${shade(color, -0.3)}" stroke-width="${f(Math.max(0.5, len * 0.004))}" opacity="0.5">${pleats}</g>`;
  out += `<path d="M0 0L${f(-len * 0.01)} ${f(len * 0.35)}" stroke="${shade(color, -0.25)}" stroke-width="${f(len * 0.014)}" stroke-linecap="round"/>`;
  return out + '</g>';
}

/** Little fluffy "bunny tail" grass. */
export function bunnyTail(ctx: Ctx, p: Place, len: number, color = '#f1e6d2'): string {
  const r = ctx.rng;
  const s = len * 0.16;
  let out = `<g transform="${tf(p)}"><path d="M0 0Q${f(len * 0.05)} ${f(-len * 0.5)} 0 ${f(-len + s)}" fill="none" stroke="#b9a27f" stroke-width="${f(Math.max(0.7, len * 0.008))}"/>`;
  out += `<ellipse cx="0" cy="${f(-len + s * 0.2)}" rx="${f(s * 0.55)}" ry="${f(s)}" fill="${color}" filter="${ctx.blur(s * 0.08)}"/><ellipse cx="${f(-s * 0.1)}" cy="${f(-len + s * 0.05)}" rx="${f(s * 0.3)}" ry="${f(s * 0.6)}" fill="#fff" opacity="0.5" filter="${ctx.blur(s * 0.1)}"/>`;
  let w = '';
  for (let i = 0; i < 26; i++) {
    const a = r.range(0, 360);
    const [x, y] = polar(s * r.range(0.3, 0.6), a);
    const [ex, ey] = polar(s * r.range(0.6, 0.95), a);
    w += `<path d="M${f(x * 0.55)} ${f(-len + s * 0.2 + y)}L${f(ex * 0.6)} ${f(-len + s * 0.2 + ey * 1.1)}"/>`;
  }
  out += `<g stroke="${shade(color, -0.2)}" stroke-width="${f(Math.max(0.7, s * 0.04))}" opacity="0.8">${w}</g>`;
  return out + '</g>';
}

export interface FlowerPalette {
  edge: string;
  mid: string;
  deep: string;
  ink?: string;
}

function petalPts(ctx: Ctx, a: number, span: number, rIn: number, rOut: number, ruffle: number, k = 7): Pt[] {
  const r = ctx.rng;
  const pts: Pt[] = [polar(rIn, a)];
  for (let i = 0; i <= k; i++) {
    const u = i / k;
    const ang = a - span / 2 + span * u;
    const prof = 0.74 + 0.26 * Math.sin(Math.PI * u);
    const notch = i > 0 && i < k && i % 2 === 0 ? 1 - ruffle * 0.8 : 1;
    pts.push(polar(rOut * prof * notch * (1 + r.jit(0, ruffle)), ang));
  }
  return pts;
}

/** Top-down peony with layered ruffled petals. */
export function peony(
  ctx: Ctx,
  p: Place,
  R: number,
  pal: FlowerPalette,
  o: { ink?: boolean; halo?: boolean } = {},
): string {
  const r = ctx.rng;
  let out = `<g transform="${tf(p)}">`;
  if (o.halo !== false)
    out += `<circle r="${f(R * 1.02)}" fill="${pal.mid}" opacity="0.22" filter="${ctx.blur(R * 0.14)}"/>`;
  const layers = [
    { n: 8, span: 66, rOut: 1.0, ruf: 0.08 },
    { n: 7, span: 62, rOut: 0.8, ruf: 0.08 },
    { n: 7, span: 58, rOut: 0.62, ruf: 0.07 },
    { n: 8, span: 52, rOut: 0.45, ruf: 0.07 },
    { n: 9, span: 46, rOut: 0.3, ruf: 0.06 },
  ];
  const ink = pal.ink ?? shade(pal.deep, -0.35);
  layers.forEach((L, li) => {
    const RR = R * L.rOut;
    const edge = mix(pal.edge, pal.mid, li * 0.12);
    const grad = ctx.radial(
      [
        [0, pal.deep],
        [0.5, mix(pal.deep, pal.mid, 0.75)],
        [0.82, edge],
        [1, shade(edge, 0.25)],
      ],
      { cx: 0, cy: 0, r: RR, user: true },
    );
    const off = r.range(0, 360);
    let petals = '';
    let lines = '';
    if (li > 0)
      out += `<circle r="${f(RR * 0.92)}" fill="${pal.deep}" opacity="0.16" filter="${ctx.blur(RR * 0.09)}"/>`;
    for (let i = 0; i < L.n; i++) {
      const a = off + (360 / L.n) * i + r.jit(0, 6);
      const pts = petalPts(ctx, a, L.span * r.range(0.9, 1.1), R * 0.04, RR * r.range(0.93, 1.05), L.ruf);
      petals += `<path d="${smoothClosed(pts)}"/>`;
      if (o.ink !== false && li < 4 && r.chance(0.4)) {
        lines += `<path d="${smoothOpen(pts.slice(1 + r.int(0, 2), pts.length - r.int(0, 2)))}" transform="translate(${f(R * 0.018)} ${f(R * 0.012)})"/>`;
      }
      if (li < 3 && r.chance(0.6)) {
        const [x1, y1] = polar(RR * 0.35, a + r.jit(0, 8));
        const [x2, y2] = polar(RR * 0.8, a + r.jit(0, 12));
        lines += `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" opacity="0.5"/>`;
      }
    }
    out += `<g fill="${grad}" stroke="${shade(pal.mid, -0.12)}" stroke-width="${f(Math.max(0.4, R * 0.008))}" stroke-opacity="0.45" opacity="${li === 0 ? 0.92 : 0.95}">${petals}</g>`;
    if (lines)
      out += `<g fill="none" stroke="${ink}" stroke-width="${f(Math.max(0.5, R * 0.008))}" opacity="0.32" stroke-linecap="round">${lines}</g>`;
  });
  out += `<circle r="${f(R * 0.12)}" fill="${shade(pal.deep, -0.15)}" opacity="0.55" filter="${ctx.blur(R * 0.05)}"/>`;
  let c = '';
  for (let i = 0; i < 6; i++) {
    const a = r.range(0, 360);
    c += `<path d="M${f(polar(R * 0.03, a)[0])} ${f(polar(R * 0.03, a)[1])}Q${f(polar(R * 0.12, a + 30)[0])} ${f(polar(R * 0.12, a + 30)[1])} ${f(polar(R * 0.18, a + 55)[0])} ${f(polar(R * 0.18, a + 55)[1])}"/>`;
  }
  out += `<g fill="none" stroke="${ink}" stroke-width="${f(Math.max(0.5, R * 0.01))}" opacity="0.45">${c}</g>`;
  return out + '</g>';
}

/** Top-down garden rose with a spiral of cupped petals. */
export function rose(ctx: Ctx, p: Place, R: number, pal: FlowerPalette, o: { halo?: boolean } = {}): string {
  const r = ctx.rng;
  const ink = pal.ink ?? shade(pal.deep, -0.35);
  let out = `<g transform="${tf(p)}">`;
  if (o.halo !== false) out += `<circle r="${f(R)}" fill="${pal.mid}" opacity="0.2" filter="${ctx.blur(R * 0.14)}"/>`;
  const grad = ctx.radial(
    [
      [0, pal.deep],
      [0.55, pal.mid],
      [1, shade(pal.edge, 0.15)],
    ],
    { cx: 0, cy: 0, r: R, user: true },
  );
  let outer = '';
  const off = r.range(0, 360);
  for (let i = 0; i < 6; i++) {
    outer += `<path d="${smoothClosed(petalPts(ctx, off + i * 60 + r.jit(0, 6), 78, R * 0.05, R * r.range(0.92, 1.03), 0.04, 6))}"/>`;
  }
  out += `<g fill="${grad}" stroke="${shade(pal.mid, -0.12)}" stroke-width="${f(Math.max(0.4, R * 0.008))}" stroke-opacity="0.5">${outer}</g>`;
  const N = 13;
  let cups = '';
  let lips = '';
  for (let i = 0; i < N; i++) {
    const a = off + i * 137.5;
    const rr = R * (0.8 - (i * 0.62) / N);
    const span = 110 - i * 3;
    const outerPts: Pt[] = [];
    const innerPts: Pt[] = [];
    for (let k = 0; k <= 6; k++) {
      const u = k / 6;
      const ang = a - span / 2 + span * u;
      outerPts.push(polar(rr * (0.9 + 0.1 * Math.sin(Math.PI * u)) * r.range(0.98, 1.02), ang));
    }
    const cshift = polar(rr * 0.3, a);
    for (let k = 6; k >= 0; k--) {
      const u = k / 6;
      const ang = a - span * 0.42 + span * 0.84 * u;
      const pp = polar(rr * 0.62, ang);
      innerPts.push([pp[0] - cshift[0] * 0.6, pp[1] - cshift[1] * 0.6]);
    }
    const t = i / N;
    const fill = mix(pal.edge, pal.deep, 0.25 + t * 0.6);
    cups += `<path d="${smoothClosed(outerPts.concat(innerPts))}" fill="${fill}" opacity="0.92"/>`;
    lips += `<path d="${smoothOpen(outerPts)}"/>`;
  }
  out += `<g stroke="${shade(pal.deep, -0.15)}" stroke-width="${f(Math.max(0.5, R * 0.012))}" stroke-opacity="0.5">${cups}</g>`;
  out += `<g fill="none" stroke="${shade(pal.edge, 0.5)}" stroke-width="${f(R * 0.02)}" opacity="0.4" stroke-linecap="round">${lips}</g>`;
  const sp: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const u = i / 14;
    sp.push(polar(R * 0.16 * (1 - u * 0.85), off + u * 560));
  }
  out += `<path d="${smoothOpen(sp)}" fill="none" stroke="${ink}" stroke-width="${f(Math.max(0.6, R * 0.014))}" opacity="0.5" stroke-linecap="round"/>`;
  return out + '</g>';
}

/** Closed bud on a short stem with sepals, pointing up. */
export function bud(ctx: Ctx, p: Place, s: number, pal: FlowerPalette, leafColor = '#8a9c7c'): string {
  const r = ctx.rng;
  let out = `<g transform="${tf(p)}">`;
  out += `<path d="M0 0Q${f(s * 0.1)} ${f(s * 0.8)} ${f(-s * 0.05)} ${f(s * 1.6)}" fill="none" stroke="${shade(leafColor, -0.25)}" stroke-width="${f(s * 0.06)}" stroke-linecap="round"/>`;
  const body: Pt[] = [
    [0, 0],
    [-s * 0.42, -s * 0.25],
    [-s * 0.38, -s * 0.7],
    [-s * 0.05, -s * 1.05],
    [s * 0.05, -s * 1.05],
    [s * 0.4, -s * 0.72],
    [s * 0.44, -s * 0.25],
  ];
  const grad = ctx.linear(
    [
      [0, pal.deep],
      [1, pal.edge],
    ],
    { x1: 0.3, y1: 0.1, x2: 0.7, y2: 1 },
  );
  out += `<path d="${smoothClosed(body.map(([x, y]) => [x * r.range(0.95, 1.05), y] as Pt))}" fill="${grad}" stroke="${shade(pal.mid, -0.15)}" stroke-width="${f(s * 0.02)}" stroke-opacity="0.5"/>`;
  out += `<path d="M${f(-s * 0.1)} ${f(-s * 1.0)}Q${f(s * 0.25)} ${f(-s * 0.6)} ${f(s * 0.05)} ${f(-s * 0.05)}" fill="none" stroke="${shade(pal.deep, -0.2)}" stroke-width="${f(s * 0.025)}" opacity="0.5"/>`;
  for (const a of [-38, 0, 36]) {
    out += leaf(
      ctx,
      { x: 0, y: s * 0.05, rot: a + r.jit(0, 6) },
      { len: s * 0.75, width: s * 0.2, color: leafColor, vein: false, bend: a > 0 ? 0.1 : -0.1 },
    );
  }
  return out + '</g>';
}

/** Simple five-petal blossom (also used for jasmine with shape 'star'). */
export function blossom(
  ctx: Ctx,
  p: Place,
  R: number,
  color: string,
  center: string,
  o: { petals?: number; shape?: 'round' | 'star'; ink?: string } = {},
): string {
  const r = ctx.rng;
  const n = o.petals ?? 5;
  let out = `<g transform="${tf(p)}">`;
  let pet = '';
  const off = r.range(0, 360);
  for (let i = 0; i < n; i++) {
    const a = off + (360 / n) * i;
    if (o.shape === 'star') {
      const tip = polar(R, a);
      const l = polar(R * 0.62, a - 30);
      const rr = polar(R * 0.62, a + 30);
      pet += `<path d="M0 0Q${f(l[0])} ${f(l[1])} ${f(tip[0])} ${f(tip[1])}Q${f(rr[0])} ${f(rr[1])} 0 0Z"/>`;
    } else {
      pet += `<path d="${smoothClosed(petalPts(ctx, a, 64, R * 0.05, R, 0.05, 4))}"/>`;
    }
  }
  out += `<g fill="${color}" stroke="${shade(color, -0.18)}" stroke-width="${f(Math.max(0.3, R * 0.04))}" stroke-opacity="0.6">${pet}</g>`;
  out += `<circle r="${f(R * 0.18)}" fill="${center}"/>`;
  if (o.ink) out += `<circle r="${f(R * 0.9)}" fill="none" stroke="${o.ink}" stroke-width="0.5" opacity="0"/>`;
  return out + '</g>';
}

export function berries(ctx: Ctx, p: Place, len: number, color: string, stem = '#7d6a5a', count = 7): string {
  const r = ctx.rng;
  let out = `<g transform="${tf(p)}"><path d="M0 0Q${f(len * 0.1)} ${f(-len * 0.5)} 0 ${f(-len)}" fill="none" stroke="${stem}" stroke-width="${f(Math.max(0.6, len * 0.012))}"/>`;
  for (let i = 0; i < count; i++) {
    const t = 0.35 + (0.65 * i) / count;
    const y = -len * t;
    const side = i % 2 ? 1 : -1;
    const x2 = side * len * r.range(0.1, 0.22);
    const y2 = y - len * r.range(0.05, 0.12);
    const br = len * r.range(0.035, 0.05);
    out += `<path d="M${f(len * 0.02)} ${f(y)}L${f(x2)} ${f(y2)}" stroke="${stem}" stroke-width="${f(Math.max(0.5, len * 0.008))}"/>`;
    out += `<circle cx="${f(x2)}" cy="${f(y2)}" r="${f(br)}" fill="${color}"/><circle cx="${f(x2 - br * 0.3)}" cy="${f(y2 - br * 0.3)}" r="${f(br * 0.3)}" fill="#fff" opacity="0.5"/>`;
  }
  return out + '</g>';
}

/** Marigold bloom: a ruffled ball of small petals. */
export function marigold(ctx: Ctx, p: Place, R: number, pal: { outer: string; inner: string; deep: string }): string {
  const r = ctx.rng;
  let out = `<g transform="${tf(p)}">`;
  out += `<circle r="${f(R)}" fill="${ctx.radial([
    [0, pal.deep],
    [1, pal.outer],
  ])}"/>`;
  for (let j = 0; j < 4; j++) {
    const rr = R * (1 - j * 0.22);
    const n = Math.round(18 - j * 3);
    const col = mix(pal.outer, pal.inner, j / 3);
    let pet = '';
    const off = r.range(0, 360);
    for (let i = 0; i < n; i++) {
      const a = off + (360 / n) * i + r.jit(0, 5);
      pet += `<path d="${smoothClosed(petalPts(ctx, a, (360 / n) * 1.7, rr * 0.35, rr * r.range(0.92, 1.04), 0.14, 5))}"/>`;
    }
    if (j > 0) out += `<circle r="${f(rr * 0.95)}" fill="${pal.deep}" opacity="0.35" filter="${ctx.blur(rr * 0.08)}"/>`;
    out += `<g fill="${col}" stroke="${shade(pal.deep, -0.1)}" stroke-width="${f(Math.max(0.3, R * 0.02))}" stroke-opacity="0.5">${pet}</g>`;
  }
  out += `<circle r="${f(R * 0.18)}" fill="${shade(pal.deep, -0.1)}" opacity="0.7"/>`;
  return out + '</g>';
}

/** Jasmine sprig: star flowers and long buds on a thin stem. */
export function jasmine(
  ctx: Ctx,
  p: Place,
  len: number,
  o: { leaf?: string; flower?: string; blush?: string } = {},
): string {
  const r = ctx.rng;
  const leafC = o.leaf ?? '#7f9470';
  const fl = o.flower ?? '#fffdf8';
  const bl = o.blush ?? '#f0d3cf';
  const q = quad([0, 0], [0, -len * 0.6], [len * 0.18, -len * 0.95]);
  let out = `<g transform="${tf(p)}"><path d="${q.d}" fill="none" stroke="${shade(leafC, -0.25)}" stroke-width="${f(Math.max(0.6, len * 0.008))}"/>`;
  let leaves = '';
  let flowers = '';
  for (let i = 0; i < 4; i++) {
    const t = 0.15 + i * 0.2;
    const [x, y] = q.at(t);
    const h = q.heading(t);
    const side = i % 2 ? 1 : -1;
    leaves += leaf(
      ctx,
      { x, y, rot: h + side * 50 },
      { len: len * 0.22, width: len * 0.09, color: leafC, bend: -side * 0.1 },
    );
  }
  const head = q.at(1);
  for (let i = 0; i < 6; i++) {
    const a = -90 + r.jit(0, 70);
    const d = len * r.range(0.08, 0.2);
    const [dx, dy] = polar(d, a);
    const x = head[0] + dx;
    const y = head[1] + dy;
    leaves += `<path d="M${f(head[0])} ${f(head[1] + len * 0.05)}L${f(x)} ${f(y)}" stroke="${shade(leafC, -0.1)}" stroke-width="${f(len * 0.006 + 0.3)}"/>`;
    if (i < 3) {
      flowers +=
        `<g transform="translate(${f(x)} ${f(y)})">` +
        blossom(ctx, { x: 0, y: 0, rot: r.range(0, 72) }, len * r.range(0.1, 0.12), fl, '#e3c98a', { shape: 'star' }) +
        '</g>';
    } else {
      const bl2 = len * 0.09;
      flowers += `<ellipse cx="${f(x)}" cy="${f(y - bl2 / 2)}" rx="${f(bl2 * 0.22)}" ry="${f(bl2 * 0.6)}" transform="rotate(${f(a + 90)} ${f(x)} ${f(y)})" fill="${fl}" stroke="${bl}" stroke-width="${f(len * 0.006 + 0.3)}"/>`;
    }
  }
  out += leaves + flowers;
  return out + '</g>';
}

/** A cluster of flowers and foliage at an anchor, reaching out along two arms (angles in degrees, 0 = right, 90 = down). */
export interface SwagOpts {
  R: number;
  arms: [number, number];
  flower: (ctx: Ctx, p: Place, R: number, i: number) => string;
  foliage: (ctx: Ctx, p: Place, len: number, i: number) => string;
  fillers?: (ctx: Ctx, p: Place, size: number, i: number) => string;
  buds?: (ctx: Ctx, p: Place, size: number, i: number) => string;
  reach?: number;
  big?: number;
  collar?: string[];
}

export function swag(ctx: Ctx, x: number, y: number, o: SwagOpts): string {
  const r = ctx.rng;
  const { R, arms } = o;
  const reach = o.reach ?? 3.2;
  let back = '';
  let fill = '';
  let flowers = '';
  let top = '';
  // foliage radiating along the arms and between them
  let fi = 0;
  const mid = (arms[0] + arms[1]) / 2;
  for (const a of arms) {
    for (const [k, da] of [-26, -12, 0, 12, 26].entries()) {
      const ang = a + da + r.jit(0, 6);
      const len = R * reach * (k === 2 ? 1 : r.range(0.55, 0.85));
      back += o.foliage(ctx, { x: x + r.jit(0, R * 0.25), y: y + r.jit(0, R * 0.25), rot: ang + 90 }, len, fi++);
    }
    const [ax, ay] = polar(R * 1.2, a);
    for (const da of [-30, 25]) {
      back += o.foliage(
        ctx,
        { x: x + ax, y: y + ay, rot: a + da + 90 + r.jit(0, 8) },
        R * reach * r.range(0.4, 0.6),
        fi++,
      );
    }
  }
  for (let k = 0; k < 3; k++) {
    const ang = mid + (k - 1) * 24 + r.jit(0, 8);
    back += o.foliage(ctx, { x, y, rot: ang + 90 }, R * reach * 0.65 * r.range(0.8, 1.1), fi++);
  }
  // a collar of large leaves tucked behind the blooms
  if (o.collar) {
    const n = 7;
    for (let k = 0; k < n; k++) {
      const ang = arms[0] + ((arms[1] - arms[0]) * (k + 0.5)) / n + r.jit(0, 10);
      back += leaf(
        ctx,
        { x: x + r.jit(0, R * 0.2), y: y + r.jit(0, R * 0.2), rot: ang + 90 },
        { len: R * r.range(1.5, 1.9), width: R * 0.62, color: r.pick(o.collar), bend: r.jit(0, 0.12) },
      );
    }
  }
  // short leaves on the far side so the anchor does not look cut
  for (const da of [-35, 35]) back += o.foliage(ctx, { x, y, rot: mid + 180 + da + 90 + r.jit(0, 10) }, R * 1.5, fi++);
  // flowers
  const big = o.big ?? 1;
  flowers += o.flower(ctx, { x, y, rot: r.range(0, 360) }, R * big, 0);
  arms.forEach((a, i) => {
    const [dx, dy] = polar(R * 1.25, a + (i === 0 ? 10 : -10));
    flowers = o.flower(ctx, { x: x + dx, y: y + dy, rot: r.range(0, 360) }, R * r.range(0.62, 0.72), i + 1) + flowers;
    const [bx, by] = polar(R * 2.15, a + r.jit(0, 8));
    if (o.buds) top += o.buds(ctx, { x: x + bx, y: y + by, rot: a + 90 + r.jit(0, 15) }, R * 0.42, i);
    if (o.fillers) {
      const [fx, fy] = polar(R * 1.75, a + (i === 0 ? -18 : 18));
      fill += o.fillers(ctx, { x: x + fx, y: y + fy, rot: a + 90 }, R * 0.9, i);
    }
  });
  if (o.fillers) {
    const [fx, fy] = polar(R * 1.2, mid);
    fill += o.fillers(ctx, { x: x + fx, y: y + fy, rot: mid + 90 }, R * 0.8, 9);
  }
  return back + fill + flowers + top;
}
