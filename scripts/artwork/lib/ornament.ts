/** Ornaments: foil gradients, frames, flourishes, lace, monograms, dividers, stars. */
import { type Ctx, f, polar } from './svg';
import { shade } from './color';

export function gold(ctx: Ctx, tone: 'warm' | 'rose' | 'champagne' = 'warm'): string {
  const stops: Record<string, [number, string][]> = {
    warm: [
      [0, '#a07a3a'],
      [0.25, '#d8bd7a'],
      [0.45, '#f1e0a8'],
      [0.6, '#c19a52'],
      [0.8, '#e2c887'],
      [1, '#9c7434'],
    ],
    rose: [
      [0, '#b07a68'],
      [0.3, '#e4b9a6'],
      [0.5, '#f5d9cb'],
      [0.7, '#c98f7b'],
      [1, '#a8705e'],
    ],
    champagne: [
      [0, '#b89d6e'],
      [0.3, '#e6d3a8'],
      [0.5, '#f7ecd0'],
      [0.7, '#cdb383'],
      [1, '#a88c5c'],
    ],
  };
  return ctx.linear(stops[tone] ?? [], { x1: 0, y1: 0, x2: 1, y2: 1 });
}

export function frame(x: number, y: number, w: number, h: number, stroke: string, width = 1, r = 0): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"/>`;
}

/** Rectangle with concave (notched) corners, a classic formal frame. */
export function notchedFrame(x: number, y: number, w: number, h: number, n: number, stroke: string, width = 1): string {
  const d = `M${f(x + n)} ${f(y)}H${f(x + w - n)}A${f(n)} ${f(n)} 0 0 0 ${f(x + w)} ${f(y + n)}V${f(y + h - n)}A${f(n)} ${f(n)} 0 0 0 ${f(x + w - n)} ${f(y + h)}H${f(x + n)}A${f(n)} ${f(n)} 0 0 0 ${f(x)} ${f(y + h - n)}V${f(y + n)}A${f(n)} ${f(n)} 0 0 0 ${f(x + n)} ${f(y)}Z`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"/>`;
}

/** A scrolling corner flourish for the top-left corner; mirror with scale(-1,1) etc. */
export function flourish(x: number, y: number, s: number, sx: 1 | -1, sy: 1 | -1, stroke: string, width = 1.2): string {
  const k = s / 100;
  const P = (a: number, b: number) => `${f(a * k)} ${f(b * k)}`;
  const d =
    `M${P(0, 70)}C${P(0, 30)} ${P(30, 0)} ${P(70, 0)}` +
    `M${P(70, 0)}C${P(95, 0)} ${P(108, 10)} ${P(106, 24)}C${P(104, 36)} ${P(88, 38)} ${P(84, 28)}C${P(81, 20)} ${P(90, 14)} ${P(95, 20)}` +
    `M${P(0, 70)}C${P(0, 95)} ${P(10, 108)} ${P(24, 106)}C${P(36, 104)} ${P(38, 88)} ${P(28, 84)}C${P(20, 81)} ${P(14, 90)} ${P(20, 95)}` +
    `M${P(12, 42)}C${P(22, 30)} ${P(30, 22)} ${P(42, 12)}` +
    `M${P(70, 0)}C${P(110, 2)} ${P(130, 8)} ${P(160, 4)}` +
    `M${P(0, 70)}C${P(2, 110)} ${P(8, 130)} ${P(4, 160)}`;
  const leaves =
    `<path d="M${P(26, 26)}C${P(36, 14)} ${P(50, 16)} ${P(54, 22)}C${P(44, 28)} ${P(34, 30)} ${P(26, 26)}Z"/>` +
    `<path d="M${P(26, 26)}C${P(14, 36)} ${P(16, 50)} ${P(22, 54)}C${P(28, 44)} ${P(30, 34)} ${P(26, 26)}Z"/>` +
    `<circle cx="${f(20 * k)}" cy="${f(20 * k)}" r="${f(3.2 * k)}"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${sx} ${sy})"><path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"/><g fill="${stroke}">${leaves}</g></g>`;
}

/** Centred divider: rule – diamond – rule, or with a small sprig drawn by caller. */
export function divider(
  cx: number,
  y: number,
  w: number,
  color: string,
  o: { gap?: number; width?: number; mark?: 'diamond' | 'dot' | 'heart' | 'none' } = {},
): string {
  const gap = o.gap ?? 10;
  const sw = o.width ?? 0.8;
  let s = `<g stroke="${color}" stroke-width="${f(sw)}" fill="none"><path d="M${f(cx - w / 2)} ${f(y)}H${f(cx - gap)}M${f(cx + gap)} ${f(y)}H${f(cx + w / 2)}"/></g>`;
  const m = o.mark ?? 'diamond';
  if (m === 'diamond')
    s += `<path d="M${f(cx)} ${f(y - 4)}L${f(cx + 4)} ${f(y)}L${f(cx)} ${f(y + 4)}L${f(cx - 4)} ${f(y)}Z" fill="${color}"/>`;
  if (m === 'dot') s += `<circle cx="${f(cx)}" cy="${f(y)}" r="2.2" fill="${color}"/>`;
  if (m === 'heart') s += heart(cx, y, 6, color);
  return s;
}

export function heart(cx: number, cy: number, s: number, fill: string): string {
  return `<path d="M${f(cx)} ${f(cy + s * 0.8)}C${f(cx - s * 1.4)} ${f(cy - s * 0.1)} ${f(cx - s * 0.7)} ${f(cy - s * 1.1)} ${f(cx)} ${f(cy - s * 0.35)}C${f(cx + s * 0.7)} ${f(cy - s * 1.1)} ${f(cx + s * 1.4)} ${f(cy - s * 0.1)} ${f(cx)} ${f(cy + s * 0.8)}Z" fill="${fill}"/>`;
}

export function star(cx: number, cy: number, r: number, points = 5, inner = 0.45, rot = -90): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const [x, y] = polar(rr, rot + (180 / points) * i);
    d += `${i === 0 ? 'M' : 'L'}${f(cx + x)} ${f(cy + y)}`;
  }
  return d + 'Z';
}

/** Four-point sparkle with concave sides. */
export function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  return `M${f(cx)} ${f(cy - r)}Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}Z`;
}

/** Crescent moon path centred at (cx,cy), opening to the right. */
export function crescent(cx: number, cy: number, r: number, thick = 0.55): string {
  return `M${f(cx)} ${f(cy - r)}A${f(r)} ${f(r)} 0 1 0 ${f(cx)} ${f(cy + r)}A${f(r * thick)} ${f(r)} 0 1 1 ${f(cx)} ${f(cy - r)}Z`;
}

/** Scalloped lace edge around a rectangle: returns the card outline path plus eyelet decoration. */
export function laceCard(
  ctx: Ctx,
  w: number,
  h: number,
  sc: number,
  color: string,
  o: { eyelet?: string } = {},
): { outline: string; deco: string } {
  // outline of scallops along the perimeter
  const nx = Math.max(4, Math.round(w / sc));
  const ny = Math.max(4, Math.round(h / sc));
  const sx = w / nx;
  const sy = h / ny;
  let d = `M0 0`;
  for (let i = 0; i < nx; i++) d += `A${f(sx / 2)} ${f(sx / 2.6)} 0 0 1 ${f((i + 1) * sx)} 0`;
  for (let i = 0; i < ny; i++) d += `A${f(sy / 2.6)} ${f(sy / 2)} 0 0 1 ${f(w)} ${f((i + 1) * sy)}`;
  for (let i = 0; i < nx; i++) d += `A${f(sx / 2)} ${f(sx / 2.6)} 0 0 1 ${f(w - (i + 1) * sx)} ${f(h)}`;
  for (let i = 0; i < ny; i++) d += `A${f(sy / 2.6)} ${f(sy / 2)} 0 0 1 0 ${f(h - (i + 1) * sy)}`;
  d += 'Z';
  const ey = o.eyelet ?? '#000';
  let holes = '';
  let lines = '';
  const inset = sc * 0.32;
  const petalFan = (x: number, y: number, ang: number) => {
    let p = '';
    for (const a of [-50, -25, 0, 25, 50]) {
      const [px, py] = polar(sc * 0.34, ang + a);
      const [qx, qy] = polar(sc * 0.12, ang + a);
      p += `<path d="M${f(x + qx)} ${f(y + qy)}L${f(x + px)} ${f(y + py)}"/>`;
    }
    return p;
  };
  let cut = '';
  const hole = (cx: number, cy: number, rr: number) =>
    `M${f(cx - rr)} ${f(cy)}a${f(rr)} ${f(rr)} 0 1 0 ${f(2 * rr)} 0a${f(rr)} ${f(rr)} 0 1 0 ${f(-2 * rr)} 0Z`;
  for (let i = 0; i < nx; i++) {
    const cx = (i + 0.5) * sx;
    cut += hole(cx, inset, sc * 0.07) + hole(cx, h - inset, sc * 0.07);
    holes += `<circle cx="${f(cx)}" cy="${f(inset)}" r="${f(sc * 0.07)}"/><circle cx="${f(cx)}" cy="${f(h - inset)}" r="${f(sc * 0.07)}"/>`;
    lines += petalFan(cx, inset, -90) + petalFan(cx, h - inset, 90);
  }
  for (let i = 0; i < ny; i++) {
    const cy = (i + 0.5) * sy;
    cut += hole(inset, cy, sc * 0.07) + hole(w - inset, cy, sc * 0.07);
    holes += `<circle cx="${f(inset)}" cy="${f(cy)}" r="${f(sc * 0.07)}"/><circle cx="${f(w - inset)}" cy="${f(cy)}" r="${f(sc * 0.07)}"/>`;
    lines += petalFan(inset, cy, 180) + petalFan(w - inset, cy, 0);
  }
  // row of small eyelets and a double rule inside the scallops
  const row = sc * 0.72;
  let dots = '';
  const step = sc * 0.32;
  for (let x = row; x <= w - row + 0.1; x += step)
    dots += `<circle cx="${f(x)}" cy="${f(row)}" r="${f(sc * 0.035)}"/><circle cx="${f(x)}" cy="${f(h - row)}" r="${f(sc * 0.035)}"/>`;
  for (let y = row + step; y <= h - row - step + 0.1; y += step)
    dots += `<circle cx="${f(row)}" cy="${f(y)}" r="${f(sc * 0.035)}"/><circle cx="${f(w - row)}" cy="${f(y)}" r="${f(sc * 0.035)}"/>`;
  const deco =
    `<g fill="${ey}">${dots}</g>` +
    `<g stroke="${color}" stroke-width="${f(sc * 0.025)}" fill="none" stroke-linecap="round">${lines}</g>` +
    `<rect x="${f(row + sc * 0.22)}" y="${f(row + sc * 0.22)}" width="${f(w - 2 * row - sc * 0.44)}" height="${f(h - 2 * row - sc * 0.44)}" fill="none" stroke="${color}" stroke-width="${f(sc * 0.02)}"/>` +
    `<rect x="${f(row + sc * 0.32)}" y="${f(row + sc * 0.32)}" width="${f(w - 2 * row - sc * 0.64)}" height="${f(h - 2 * row - sc * 0.64)}" fill="none" stroke="${color}" stroke-width="${f(sc * 0.012)}"/>`;
  void ctx;
  void holes;
  return { outline: d + cut, deco };
}

/** Circular doily (for flat-lays). */
export function doily(ctx: Ctx, cx: number, cy: number, R: number, color = '#fdfaf3'): string {
  const n = 48;
  let edge = `M${f(R * 0.96)} 0`;
  for (let i = 0; i < n; i++) {
    const a0 = (360 / n) * i;
    const a1 = (360 / n) * (i + 1);
    const [mx, my] = polar(R * 1.03, (a0 + a1) / 2);
    const [ex, ey] = polar(R * 0.96, a1);
    edge += `Q${f(mx * 1.02)} ${f(my * 1.02)} ${f(ex)} ${f(ey)}`;
  }
  edge += 'Z';
  let s = `<g transform="translate(${f(cx)} ${f(cy)})">`;
  s += `<path d="${edge}" fill="#3a2a20" opacity="0.12" transform="translate(4 8)" filter="${ctx.blur(6)}"/>`;
  s += `<path d="${edge}" fill="${color}"/>`;
  let holes = '';
  for (const [rr, cnt, hr] of [
    [0.9, 48, 0.012],
    [0.82, 48, 0.018],
    [0.7, 36, 0.014],
    [0.5, 30, 0.012],
    [0.36, 20, 0.014],
  ] as const) {
    for (let i = 0; i < cnt; i++) {
      const [x, y] = polar(R * rr, (360 / cnt) * i + ((rr * 100) % 7));
      holes += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * hr)}"/>`;
    }
  }
  // petal rosettes of lace
  let fans = '';
  for (let i = 0; i < 24; i++) {
    const a = 15 * i;
    const [x, y] = polar(R * 0.6, a);
    for (const da of [-16, 0, 16]) {
      const [ex, ey] = polar(R * 0.1, a + da);
      fans += `<path d="M${f(x)} ${f(y)}l${f(ex)} ${f(ey)}"/>`;
    }
  }
  s += `<g fill="${shade(color, -0.12)}">${holes}</g>`;
  s += `<g fill="none" stroke="${shade(color, -0.1)}" stroke-width="1.1" stroke-linecap="round">${fans}</g>`;
  s += `<g fill="none" stroke="${shade(color, -0.08)}" stroke-width="1"><circle r="${f(R * 0.86)}"/><circle r="${f(R * 0.76)}" stroke-dasharray="2 4"/><circle r="${f(R * 0.43)}"/><circle r="${f(R * 0.3)}" stroke-dasharray="2 4"/></g>`;
  return s + '</g>';
}
