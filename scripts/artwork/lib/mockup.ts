/** Stationery mock-up pieces: surfaces, cards with shadows, phone, envelope, wax seal, twine, ribbon. */
import { type Ctx, type Place, type Pt, f, tf, smoothClosed, polar } from './svg';
import { shade, mix } from './color';
import { text, type FontKey } from './fonts';
import * as B from './botanical';

export type SurfaceKind = 'linen' | 'plaster' | 'paper' | 'wood' | 'silk';

/** A softly lit tabletop / backdrop. */
export function surface(
  ctx: Ctx,
  w: number,
  h: number,
  o: { base: string; kind?: SurfaceKind; light?: number; seed?: number; vignette?: number },
): string {
  const base = o.base;
  const kind = o.kind ?? 'plaster';
  const seed = o.seed ?? 2;
  let s = `<rect width="${w}" height="${h}" fill="${base}"/>`;
  // soft daylight from the upper left
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#ffffff', o.light ?? 0.55],
      [1, '#ffffff', 0],
    ],
    { cx: 0.15, cy: 0.05, r: 0.95 },
  )}"/>`;
  const tex = (freq: string, oct: number, alpha: number, col: string, id: string) =>
    ctx.def(
      `tex|${id}|${freq}|${oct}|${alpha}|${col}|${seed}`,
      (fid) =>
        `<filter id="${fid}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${oct}" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${col}  0 0 0 0 ${col}  0 0 0 0 ${col}  ${alpha} 0 0 0 ${f(-alpha * 0.45)}"/></filter>`,
    );
  if (kind === 'linen') {
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.7 0.02', 2, 0.12, '0.35', 'lh')})"/>`;
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.02 0.7', 2, 0.1, '0.35', 'lv')})"/>`;
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.004', 3, 0.22, '0.4', 'lm')})"/>`;
  } else if (kind === 'wood') {
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.0025 0.09', 3, 0.55, '0.25', 'wg')})"/>`;
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.006 0.25', 2, 0.3, '0.2', 'wf')})"/>`;
  } else if (kind === 'paper') {
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.006', 3, 0.22, '0.45', 'pm')})"/>`;
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.55', 1, 0.1, '0.4', 'pg')})"/>`;
  } else if (kind === 'silk') {
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.0016 0.006', 2, 0.5, '1', 'sk')})" opacity="0.6"/>`;
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.003 0.01', 2, 0.35, '0.3', 'sd')})"/>`;
  } else {
    s += `<rect width="${w}" height="${h}" filter="url(#${tex('0.005', 4, 0.18, '0.42', 'pl')})"/>`;
  }
  if (o.vignette !== 0) {
    s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
      [
        [0.55, '#3a2a20', 0],
        [1, '#3a2a20', o.vignette ?? 0.12],
      ],
      { cx: 0.5, cy: 0.45, r: 0.75 },
    )}"/>`;
  }
  return s;
}

/** Blurred botanical shadows falling across a surface (as from a vase by a window). */
export function leafShadows(ctx: Ctx, x: number, y: number, scale: number, rot: number, opacity = 0.1): string {
  const inner =
    B.sprig(
      ctx,
      { x: 0, y: 0, rot: 0 },
      {
        len: 420,
        leaves: 9,
        leafLen: 120,
        leafWidth: 46,
        colors: ['#2b241f'],
        stem: '#2b241f',
        spread: 50,
        vein: false,
        stemW: 4,
        bend: 0.3,
      },
    ) +
    B.sprig(
      ctx,
      { x: 40, y: 40, rot: 35 },
      {
        len: 360,
        leaves: 7,
        leafLen: 110,
        leafWidth: 40,
        colors: ['#2b241f'],
        stem: '#2b241f',
        spread: 55,
        vein: false,
        stemW: 4,
        bend: -0.25,
      },
    );
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(scale)})" opacity="${f(opacity)}" filter="${ctx.blur(9 / scale, 30)}">${inner.replace(/fill="url\(#d\d+\)"/g, 'fill="#2b241f"')}</g>`;
}

export interface CardOpts {
  x: number;
  y: number;
  w: number;
  h: number;
  rot?: number;
  content: string;
  shadow?: number;
  /** optional custom outline path in local coords (e.g. arch or deckled edge) */
  shape?: string;
  radius?: number;
  lift?: number;
  grain?: boolean;
  shapeScale?: number;
}

/** A printed card lying on a surface: shadow, clipped content, subtle paper light. */
export function card(ctx: Ctx, o: CardOpts): string {
  const { x, y, w, h, rot = 0, shadow = 1, radius = 3 } = o;
  const lift = o.lift ?? 1;
  const shape = o.shape ?? `<rect width="${f(w)}" height="${f(h)}" rx="${f(radius)}"/>`;
  const shapeD = o.shape
    ? `<path d="${o.shape}" fill-rule="evenodd" clip-rule="evenodd"${o.shapeScale ? ` transform="scale(${f(o.shapeScale)})"` : ''}/>`
    : shape;
  const clip = ctx.clip(shapeD);
  const sh = (fill: string, dx: number, dy: number, blur: number, op: number) =>
    `<g transform="translate(${f(dx)} ${f(dy)})" opacity="${f(op)}" filter="${ctx.blur(blur, 40)}" fill="${fill}">${shapeD}</g>`;
  let s = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})">`;
  if (shadow > 0) {
    s += sh('#4a382c', 10 * lift, 22 * lift, 22 * lift, 0.2 * shadow);
    s += sh('#4a382c', 2 * lift, 4 * lift, 3 * lift, 0.22 * shadow);
  }
  s += `<g clip-path="${clip}">${o.content}`;
  // paper light: a gentle highlight and falloff across the sheet
  s += `<rect width="${f(w)}" height="${f(h)}" fill="${ctx.linear(
    [
      [0, '#ffffff', 0.22],
      [0.5, '#ffffff', 0],
      [1, '#5a4636', 0.07],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  if (o.grain !== false) {
    const g = ctx.def(
      'cardgrain',
      (id) =>
        `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="11"/><feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.32  0.14 0 0 0 -0.065"/></filter>`,
    );
    s += `<rect width="${f(w)}" height="${f(h)}" filter="url(#${g})"/>`;
  }
  s += `</g>`;
  return s + '</g>';
}

/** A deckled (hand-torn) rectangle outline as a path. */
export function deckle(ctx: Ctx, w: number, h: number, amp = 1.6, step = 9): string {
  const r = ctx.rng;
  const pts: Pt[] = [];
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = Math.max(2, Math.round(len / step));
    const nx = -(y1 - y0) / len;
    const ny = (x1 - x0) / len;
    for (let i = 0; i < n; i++) {
      const t = i / n;
      const j = r.jit(0, amp);
      pts.push([x0 + (x1 - x0) * t + nx * j, y0 + (y1 - y0) * t + ny * j]);
    }
  };
  edge(0, 0, w, 0);
  edge(w, 0, w, h);
  edge(w, h, 0, h);
  edge(0, h, 0, 0);
  return 'M' + pts.map(([a, b]) => `${f(a)} ${f(b)}`).join('L') + 'Z';
}

/** Arch-topped card outline. */
export function archPath(w: number, h: number): string {
  const r = w / 2;
  return `M0 ${f(h)}L0 ${f(r)}A${f(r)} ${f(r)} 0 0 1 ${f(w)} ${f(r)}L${f(w)} ${f(h)}Z`;
}

export interface PhoneOpts {
  x: number;
  y: number;
  w: number;
  rot?: number;
  body?: string;
  /** screen content drawn in a sw x sh box (sw = w - 2*bezel) */
  screen: (sw: number, sh: number) => string;
  shadow?: number;
}

/** A modern phone seen from above, with the design on screen. */
export function phone(ctx: Ctx, o: PhoneOpts): string {
  const w = o.w;
  const h = w * 2.05;
  const bz = w * 0.035;
  const R = w * 0.15;
  const sw = w - 2 * bz;
  const sh = h - 2 * bz;
  const body = o.body ?? '#2a2727';
  let s = `<g transform="translate(${f(o.x)} ${f(o.y)}) rotate(${f(o.rot ?? 0)} ${f(w / 2)} ${f(h / 2)})">`;
  const sd = o.shadow ?? 1;
  s += `<rect x="${f(w * 0.04)}" y="${f(w * 0.09)}" width="${f(w)}" height="${f(h)}" rx="${f(R)}" fill="#3a2a20" opacity="${f(0.28 * sd)}" filter="${ctx.blur(w * 0.06, 40)}"/>`;
  s += `<rect x="1" y="2" width="${f(w)}" height="${f(h)}" rx="${f(R)}" fill="#3a2a20" opacity="${f(0.3 * sd)}" filter="${ctx.blur(2, 40)}"/>`;
  // side buttons
  s += `<rect x="${f(-w * 0.012)}" y="${f(h * 0.2)}" width="${f(w * 0.02)}" height="${f(h * 0.06)}" rx="2" fill="${shade(body, 0.1)}"/>`;
  s += `<rect x="${f(-w * 0.012)}" y="${f(h * 0.29)}" width="${f(w * 0.02)}" height="${f(h * 0.1)}" rx="2" fill="${shade(body, 0.1)}"/>`;
  s += `<rect x="${f(w - w * 0.008)}" y="${f(h * 0.26)}" width="${f(w * 0.02)}" height="${f(h * 0.13)}" rx="2" fill="${shade(body, 0.1)}"/>`;
  s += `<rect width="${f(w)}" height="${f(h)}" rx="${f(R)}" fill="${ctx.linear(
    [
      [0, shade(body, 0.25)],
      [0.5, body],
      [1, shade(body, -0.2)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  s += `<rect x="${f(w * 0.006)}" y="${f(w * 0.006)}" width="${f(w * 0.988)}" height="${f(h - w * 0.012)}" rx="${f(R * 0.97)}" fill="#0d0c0c"/>`;
  const clip = ctx.clip(`<rect x="${f(bz)}" y="${f(bz)}" width="${f(sw)}" height="${f(sh)}" rx="${f(R - bz)}"/>`);
  s += `<g clip-path="${clip}"><g transform="translate(${f(bz)} ${f(bz)})">${o.screen(sw, sh)}</g>`;
  // glass reflection
  s += `<path d="M${f(bz)} ${f(bz)}L${f(w * 0.75)} ${f(bz)}L${f(bz)} ${f(h * 0.55)}Z" fill="#fff" opacity="0.06"/></g>`;
  // dynamic island
  s += `<rect x="${f(w / 2 - w * 0.14)}" y="${f(bz + w * 0.03)}" width="${f(w * 0.28)}" height="${f(w * 0.08)}" rx="${f(w * 0.04)}" fill="#0b0b0b"/>`;
  return s + '</g>';
}

/** Status bar and a simple invitation-website chrome for a phone screen. */
export function phoneScreen(
  ctx: Ctx,
  sw: number,
  sh: number,
  o: {
    bg: string;
    ink: string;
    accent: string;
    cardW: number;
    cardH: number;
    card: string;
    button: string;
    buttonInk?: string;
    caption?: string;
    shape?: string;
  },
): string {
  let s = `<rect width="${f(sw)}" height="${f(sh)}" fill="${o.bg}"/>`;
  const u = sw / 100;
  s += text('9:41', u * 12, u * 9.2, { font: 'sans', size: u * 4.2, weight: 500, fill: o.ink, anchor: 'start' });
  // signal / battery glyphs
  s += `<g fill="${o.ink}">`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${f(u * 73 + i * u * 1.6)}" y="${f(u * 8.4 - i * u * 0.7)}" width="${f(u * 1)}" height="${f(u * 1.2 + i * u * 0.7)}" rx="0.5"/>`;
  s += `<rect x="${f(u * 81)}" y="${f(u * 5.6)}" width="${f(u * 7)}" height="${f(u * 3.6)}" rx="${f(u * 0.9)}" fill="none" stroke="${o.ink}" stroke-width="${f(u * 0.4)}"/><rect x="${f(u * 81.8)}" y="${f(u * 6.4)}" width="${f(u * 5.4)}" height="${f(u * 2)}" rx="${f(u * 0.4)}"/></g>`;
  const scale = (sw * 0.84) / o.cardW;
  const cw = o.cardW * scale;
  const ch = o.cardH * scale;
  const cx = (sw - cw) / 2;
  const cy = u * 20;
  const shapeEl = o.shape
    ? `<path d="${o.shape}"/>`
    : `<rect width="${f(o.cardW)}" height="${f(o.cardH)}" rx="${f((u * 1.5) / scale)}"/>`;
  s += `<g transform="translate(${f(cx + 2)} ${f(cy + 6)}) scale(${f(scale)})" fill="#000" opacity="0.12" filter="${ctx.blur((u * 2.5) / scale)}">${shapeEl}</g>`;
  const clip = ctx.clip(shapeEl);
  s += `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(scale)})"><g clip-path="${clip}">${o.card}</g></g>`;
  const by = cy + ch + u * 9;
  s += `<rect x="${f(sw / 2 - u * 30)}" y="${f(by)}" width="${f(u * 60)}" height="${f(u * 11)}" rx="${f(u * 5.5)}" fill="${o.button}"/>`;
  s += text('RSVP', sw / 2, by + u * 7.2, {
    font: 'sans',
    size: u * 3.8,
    weight: 500,
    ls: u * 1,
    fill: o.buttonInk ?? '#fff',
  });
  s += text(o.caption ?? 'View details & directions', sw / 2, by + u * 19, {
    font: 'serif',
    size: u * 4.4,
    weight: 500,
    fill: o.ink,
    opacity: 0.8,
  });
  s += `<rect x="${f(sw / 2 - u * 17)}" y="${f(sh - u * 3.6)}" width="${f(u * 34)}" height="${f(u * 1.1)}" rx="${f(u * 0.55)}" fill="${o.ink}" opacity="0.8"/>`;
  return s;
}

/** Wax seal with an embossed letter. */
export function waxSeal(
  ctx: Ctx,
  p: Place,
  r: number,
  color: string,
  letter: string,
  font: FontKey = 'pinyon',
): string {
  const rng = ctx.rng;
  const pts: Pt[] = [];
  const n = 16;
  for (let i = 0; i < n; i++) pts.push(polar(r * rng.range(0.95, 1.07), (360 / n) * i + rng.jit(0, 6)));
  const blob = smoothClosed(pts);
  const body = ctx.radial(
    [
      [0, shade(color, 0.25)],
      [0.6, color],
      [1, shade(color, -0.3)],
    ],
    { cx: 0.38, cy: 0.35, r: 0.7 },
  );
  let s = `<g transform="${tf(p)}">`;
  s += `<path d="${blob}" transform="translate(${f(r * 0.08)} ${f(r * 0.16)})" fill="#2a1810" opacity="0.35" filter="${ctx.blur(r * 0.1)}"/>`;
  s += `<path d="${blob}" fill="${body}"/>`;
  s += `<circle r="${f(r * 0.72)}" fill="${shade(color, -0.12)}"/>`;
  s += `<circle r="${f(r * 0.72)}" fill="none" stroke="${shade(color, 0.3)}" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 2.2)} ${f(r * 2.4)}" transform="rotate(10)" opacity="0.8"/>`;
  s += `<circle r="${f(r * 0.72)}" fill="none" stroke="${shade(color, -0.45)}" stroke-width="${f(r * 0.04)}" stroke-dasharray="${f(r * 2.2)} ${f(r * 2.4)}" transform="rotate(190)" opacity="0.6"/>`;
  s += `<circle r="${f(r * 0.6)}" fill="none" stroke="${shade(color, -0.25)}" stroke-width="${f(r * 0.015)}" opacity="0.7"/>`;
  const size = font === 'serif' ? r * 0.8 : r * 0.85;
  const yoff = font === 'serif' ? r * 0.28 : r * 0.3;
  s += text(letter, r * 0.03, yoff + r * 0.04, { font, size, fill: shade(color, 0.35), opacity: 0.8, weight: 500 });
  s += text(letter, 0, yoff, { font, size, fill: shade(color, -0.4), weight: 500 });
  // gloss
  s += `<ellipse cx="${f(-r * 0.35)}" cy="${f(-r * 0.45)}" rx="${f(r * 0.28)}" ry="${f(r * 0.12)}" transform="rotate(-35 ${f(-r * 0.35)} ${f(-r * 0.45)})" fill="#fff" opacity="0.28" filter="${ctx.blur(r * 0.05)}"/>`;
  return s + '</g>';
}

export interface EnvOpts {
  x: number;
  y: number;
  w: number;
  h: number;
  rot?: number;
  color: string;
  liner?: string; // content for an open flap liner (drawn in w x h*0.55 box)
  open?: boolean;
  seal?: { color: string; letter: string; font?: FontKey };
  extra?: string; // drawn on top (e.g. tucked sprig)
}

/** Envelope seen from the back, flap closed (or open with a liner). */
export function envelope(ctx: Ctx, o: EnvOpts): string {
  const { w, h, color } = o;
  let s = `<g transform="translate(${f(o.x)} ${f(o.y)}) rotate(${f(o.rot ?? 0)} ${f(w / 2)} ${f(h / 2)})">`;
  s += `<rect x="10" y="22" width="${f(w)}" height="${f(h)}" fill="#4a382c" opacity="0.2" filter="${ctx.blur(20, 40)}"/>`;
  s += `<rect x="2" y="3" width="${f(w)}" height="${f(h)}" fill="#4a382c" opacity="0.2" filter="${ctx.blur(3, 40)}"/>`;
  const fill = ctx.linear(
    [
      [0, shade(color, 0.12)],
      [1, shade(color, -0.05)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  s += `<rect width="${f(w)}" height="${f(h)}" fill="${fill}" rx="2"/>`;
  if (o.open) {
    // flap open upwards, showing liner
    s += `<path d="M0 0L${f(w / 2)} ${f(-h * 0.5)}L${f(w)} 0Z" fill="${shade(color, 0.05)}"/>`;
    if (o.liner) {
      const clip = ctx.clip(`<path d="M${f(w * 0.04)} 0L${f(w / 2)} ${f(-h * 0.45)}L${f(w * 0.96)} 0Z"/>`);
      s += `<g clip-path="${clip}"><g transform="translate(0 ${f(-h * 0.5)})">${o.liner}</g></g>`;
    }
    s += `<path d="M0 ${f(h)}L${f(w / 2)} ${f(h * 0.42)}L${f(w)} ${f(h)}" fill="${shade(color, 0.04)}" stroke="${shade(color, -0.12)}" stroke-width="1"/>`;
  } else {
    s += `<path d="M0 ${f(h)}L${f(w * 0.5)} ${f(h * 0.45)}L${f(w)} ${f(h)}" fill="none" stroke="${shade(color, -0.12)}" stroke-width="1.2" opacity="0.8"/>`;
    s += `<path d="M0 0L${f(w / 2)} ${f(h * 0.58)}L${f(w)} 0Z" fill="#3a2a20" opacity="0.12" filter="${ctx.blur(5)}" transform="translate(0 4)"/>`;
    s += `<path d="M0 0L${f(w / 2)} ${f(h * 0.58)}L${f(w)} 0Z" fill="${ctx.linear(
      [
        [0, shade(color, 0.14)],
        [1, shade(color, 0.02)],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`;
    s += `<path d="M0 0L${f(w / 2)} ${f(h * 0.58)}L${f(w)} 0" fill="none" stroke="${shade(color, -0.15)}" stroke-width="0.8" opacity="0.6"/>`;
    if (o.extra) s += o.extra;
    if (o.seal)
      s += waxSeal(
        ctx,
        { x: w / 2, y: h * 0.56, rot: -8 },
        Math.min(w, h) * 0.11,
        o.seal.color,
        o.seal.letter,
        o.seal.font,
      );
  }
  if (o.open && o.extra) s += o.extra;
  return s + '</g>';
}

/** Twine: a twisted string along a path. */
export function twine(d: string, color = '#b48b5c', width = 3.2): string {
  return (
    `<path d="${d}" fill="none" stroke="#3a2a20" stroke-width="${f(width)}" opacity="0.18" transform="translate(1.5 3)" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="${f(width)}" stroke-dasharray="${f(width * 0.7)} ${f(width * 0.9)}" opacity="0.55"/>` +
    `<path d="${d}" fill="none" stroke="${shade(color, 0.35)}" stroke-width="${f(width * 0.3)}" stroke-dasharray="${f(width * 0.6)} ${f(width)}" opacity="0.6"/>`
  );
}

/** A bow of twine centred at (x,y). */
export function twineBow(x: number, y: number, s: number, color = '#b48b5c'): string {
  const L = `M${f(x)} ${f(y)}C${f(x - s * 1.1)} ${f(y - s * 0.9)} ${f(x - s * 1.6)} ${f(y + s * 0.1)} ${f(x - s * 0.9)} ${f(y + s * 0.3)}C${f(x - s * 0.5)} ${f(y + s * 0.4)} ${f(x - s * 0.2)} ${f(y + s * 0.15)} ${f(x)} ${f(y)}`;
  const R = `M${f(x)} ${f(y)}C${f(x + s * 1.1)} ${f(y - s * 0.9)} ${f(x + s * 1.6)} ${f(y + s * 0.1)} ${f(x + s * 0.9)} ${f(y + s * 0.3)}C${f(x + s * 0.5)} ${f(y + s * 0.4)} ${f(x + s * 0.2)} ${f(y + s * 0.15)} ${f(x)} ${f(y)}`;
  const T1 = `M${f(x)} ${f(y)}Q${f(x - s * 0.4)} ${f(y + s * 0.9)} ${f(x - s * 0.7)} ${f(y + s * 1.6)}`;
  const T2 = `M${f(x)} ${f(y)}Q${f(x + s * 0.3)} ${f(y + s * 0.9)} ${f(x + s * 0.8)} ${f(y + s * 1.5)}`;
  return (
    twine(L, color) +
    twine(R, color) +
    twine(T1, color) +
    twine(T2, color) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.12)}" fill="${shade(color, -0.1)}"/>`
  );
}

/** Loose flat satin ribbon along a path; shading follows the ribbon's turns. */
export function ribbon(ctx: Ctx, pts: Pt[], color: string, width = 16): string {
  // sample the Catmull-Rom curve
  const n = pts.length;
  const P = (i: number): Pt => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  const samples: Pt[] = [];
  for (let i = 0; i < n - 1; i++) {
    const p0 = P(i - 1),
      p1 = P(i),
      p2 = P(i + 1),
      p3 = P(i + 2);
    for (let k = 0; k < 16; k++) {
      const t = k / 16,
        t2 = t * t,
        t3 = t2 * t;
      const c = (a: number, b: number, cc: number, d: number) =>
        0.5 * (2 * b + (-a + cc) * t + (2 * a - 5 * b + 4 * cc - d) * t2 + (-a + 3 * b - 3 * cc + d) * t3);
      samples.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  samples.push(P(n - 1));
  const L: Pt[] = [];
  const R: Pt[] = [];
  const ang: number[] = [];
  for (let i = 0; i < samples.length; i++) {
    const a = samples[Math.max(0, i - 1)] as Pt;
    const b = samples[Math.min(samples.length - 1, i + 1)] as Pt;
    const dx = b[0] - a[0],
      dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len,
      ny = dx / len;
    const p = samples[i] as Pt;
    L.push([p[0] + (nx * width) / 2, p[1] + (ny * width) / 2]);
    R.push([p[0] - (nx * width) / 2, p[1] - (ny * width) / 2]);
    ang.push(Math.atan2(dy, dx));
  }
  let band = '';
  for (let i = 0; i < samples.length - 1; i++) {
    const l0 = L[i] as Pt,
      l1 = L[i + 1] as Pt,
      r0 = R[i] as Pt,
      r1 = R[i + 1] as Pt;
    const k = Math.sin((ang[i] ?? 0) * 2 + 0.6) * 0.16;
    band += `<path d="M${f(l0[0])} ${f(l0[1])}L${f(l1[0])} ${f(l1[1])}L${f(r1[0])} ${f(r1[1])}L${f(r0[0])} ${f(r0[1])}Z" fill="${shade(color, k)}" stroke="${shade(color, k)}" stroke-width="0.6"/>`;
  }
  const outline =
    'M' +
    L.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') +
    'L' +
    R.slice()
      .reverse()
      .map(([x, y]) => `${f(x)} ${f(y)}`)
      .join('L') +
    'Z';
  return (
    `<path d="${outline}" fill="#3a2a20" opacity="0.16" transform="translate(3 6)" filter="${ctx.blur(4)}"/>` +
    band +
    `<path d="${'M' + L.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}M${R.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" fill="none" stroke="${shade(color, -0.15)}" stroke-width="0.8" opacity="0.7"/>`
  );
}

/** Loose petals scattered on a surface. */
export function petals(ctx: Ctx, x: number, y: number, spread: number, n: number, colors: string[], size = 14): string {
  const r = ctx.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const px = x + r.jit(0, spread);
    const py = y + r.jit(0, spread * 0.7);
    const c = r.pick(colors);
    const sz = size * r.range(0.7, 1.2);
    const pts: Pt[] = [
      [0, 0],
      [-sz * 0.42, -sz * 0.3],
      [-sz * 0.6, -sz * 0.8],
      [-sz * 0.3, -sz * 1.12],
      [0, -sz * 1.0],
      [sz * 0.28, -sz * 1.14],
      [sz * 0.58, -sz * 0.85],
      [sz * 0.45, -sz * 0.3],
    ];
    const rot = r.range(0, 360);
    s += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(rot)})"><path d="${smoothClosed(pts)}" transform="translate(2 3)" fill="#3a2a20" opacity="0.12" filter="${ctx.blur(2)}"/><path d="${smoothClosed(pts)}" fill="${ctx.linear(
      [
        [0, shade(c, -0.1)],
        [1, shade(c, 0.2)],
      ],
    )}"/><path d="M0 -2Q${f(sz * 0.05)} ${f(-sz * 0.5)} 0 ${f(-sz)}" stroke="${shade(c, -0.2)}" stroke-width="0.6" fill="none" opacity="0.4"/></g>`;
  }
  return s;
}

export { mix };

/** Content scaled into a smaller card. */
export function scaled(content: string, s: number): string {
  return `<g transform="scale(${f(s)})">${content}</g>`;
}

/** Fibres and flecks for kraft or handmade paper. */
export function fibres(ctx: Ctx, w: number, h: number, color: string, n = 160): string {
  const r = ctx.rng;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(0, w);
    const y = r.range(0, h);
    const a = r.range(0, 360);
    const l = r.range(3, 12);
    const [dx, dy] = polar(l, a);
    const c = r.chance(0.5) ? shade(color, -0.3) : shade(color, 0.3);
    out += `<path d="M${f(x)} ${f(y)}q${f(dx * 0.5)} ${f(dy * 0.5 + r.jit(0, 2))} ${f(dx)} ${f(dy)}" stroke="${c}"/>`;
  }
  return `<g fill="none" stroke-width="0.7" opacity="0.45" stroke-linecap="round">${out}</g>`;
}
