/** Ten portfolio pieces: weddings, birthdays and baby showers. */
import { type Ctx, type Pt, f, polar, smoothClosed } from '../lib/svg';
import { shade } from '../lib/color';
import { text, lines, type Line } from '../lib/fonts';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import * as O from '../lib/ornament';
import type { Job } from './job';
import { job, SAGE } from './collections';

const W = 900;
const H = 1125;
const CW = 600;
const CH = 840;

/** Mughal (ogee) arch outline, w wide, h tall, arch height a. */
function ogee(x: number, y: number, w: number, h: number, a: number): string {
  const P = (px: number, py: number) => `${f(x + px)} ${f(y + py)}`;
  return (
    `M${P(0, h)}L${P(0, a)}C${P(0, a * 0.55)} ${P(w * 0.26, a * 0.45)} ${P(w * 0.4, a * 0.22)}` +
    `C${P(w * 0.46, a * 0.12)} ${P(w * 0.48, a * 0.06)} ${P(w * 0.5, 0)}` +
    `C${P(w * 0.52, a * 0.06)} ${P(w * 0.54, a * 0.12)} ${P(w * 0.6, a * 0.22)}` +
    `C${P(w * 0.74, a * 0.45)} ${P(w, a * 0.55)} ${P(w, a)}L${P(w, h)}Z`
  );
}

const WHITE_ROSE: B.FlowerPalette = { edge: '#fffdf8', mid: '#f3e6dc', deep: '#d6b4a4' };
const BLUSH_ROSE: B.FlowerPalette = { edge: '#fdeee8', mid: '#efc3bb', deep: '#c98a88' };

// ---------------------------------------------------------------- Ananya & Rohan
function ananyaCard(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx);
  const blue = '#7d97b1';
  const deep = '#2f4560';
  let s = `<rect width="${w}" height="${h}" fill="${blue}"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#a9bdd0', 0.8],
      [1, blue, 0],
    ],
    { cx: 0.5, cy: 0.4, r: 0.7 },
  )}"/>`;
  // faint repeating buti pattern
  let buti = '';
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 12; j++) {
      const x = 20 + i * 70 + (j % 2) * 35;
      const y = 20 + j * 72;
      buti += `<path d="${O.sparkle(x, y, 6)}"/>`;
    }
  s += `<g fill="#dfe7ef" opacity="0.35">${buti}</g>`;
  const px = 70,
    py = 60,
    pw = w - 140,
    ph = h - 120;
  s += `<path d="${ogee(px - 12, py - 12, pw + 24, ph + 24, 210)}" fill="none" stroke="${gold}" stroke-width="2.2"/>`;
  s += `<path d="${ogee(px, py, pw, ph, 200)}" fill="#fbf7ef"/>`;
  s += `<path d="${ogee(px + 10, py + 12, pw - 20, ph - 22, 188)}" fill="none" stroke="${gold}" stroke-width="0.9"/>`;
  // florals at the arch base
  const flow = (x: number, y: number, dir: 1 | -1) => {
    let g = '';
    g += B.sprig(
      ctx,
      { x, y, rot: dir * 30 },
      { len: 170, leaves: 7, leafLen: 46, leafWidth: 18, colors: SAGE, bend: dir * 0.2 },
    );
    g += B.sprig(
      ctx,
      { x, y, rot: dir * 70 },
      { len: 150, leaves: 6, leafLen: 40, leafWidth: 16, colors: SAGE, bend: -dir * 0.2 },
    );
    g += B.jasmine(ctx, { x: x + dir * 30, y, rot: dir * 15 }, 150);
    g += B.rose(ctx, { x: x + dir * 8, y: y - 30 }, 48, WHITE_ROSE);
    g += B.rose(ctx, { x: x + dir * 62, y: y - 6 }, 34, BLUSH_ROSE);
    g += B.bud(ctx, { x: x - dir * 4, y: y - 88, rot: dir * 20 }, 22, BLUSH_ROSE);
    return g;
  };
  s += flow(px + 6, py + ph - 10, 1);
  s += flow(px + pw - 6, py + ph - 10, -1);
  const L: Line[] = [
    { t: 'Shubh Vivah', font: 'sans', size: 13, weight: 500, ls: 6, caps: true, fill: '#9a7b3e', dy: 0 },
    { t: 'with the blessings of our families', font: 'italic', size: 20, fill: deep, dy: 34 },
    { t: 'Ananya', font: 'script', size: 84, fill: deep, dy: 88 },
    { t: '&', font: 'italic', size: 30, fill: '#9a7b3e', dy: 44 },
    { t: 'Rohan', font: 'script', size: 84, fill: deep, dy: 72 },
    { t: 'invite you to celebrate their wedding', font: 'italic', size: 20, fill: deep, dy: 54 },
    { t: 'Sunday, 7 February 2027', font: 'serif', size: 15, weight: 600, ls: 3, caps: true, fill: deep, dy: 48 },
    { t: 'baraat at four · pheras at seven', font: 'italic', size: 19, fill: deep, dy: 27 },
    { t: 'Rambagh Palace, Jaipur', font: 'serif', size: 15, weight: 600, ls: 3, caps: true, fill: deep, dy: 42 },
  ];
  s += lines(L, w / 2, 214, 360).svg;
  return s;
}

// ---------------------------------------------------------------- Priya & Kabir mehndi
function paisley(x: number, y: number, s: number, rot: number, stroke: string, fill: string, accent: string): string {
  const k = s / 100;
  const P = (a: number, b: number) => `${f(a * k)} ${f(b * k)}`;
  // boteh: round body, tip sweeping up and curling over to the right
  const d = `M${P(0, 52)}C${P(-40, 52)} ${P(-52, 14)} ${P(-40, -16)}C${P(-30, -40)} ${P(-6, -52)} ${P(8, -70)}C${P(16, -80)} ${P(30, -84)} ${P(36, -76)}C${P(40, -70)} ${P(34, -62)} ${P(28, -64)}C${P(40, -50)} ${P(48, -24)} ${P(44, 4)}C${P(40, 34)} ${P(22, 52)} ${P(0, 52)}Z`;
  let g = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  g += `<path d="${d}" transform="scale(1.14) translate(${f(-1 * k)} ${f(-2 * k)})" fill="none" stroke="${stroke}" stroke-width="${f(2.2 * k)}" stroke-dasharray="0 ${f(5 * k)}" stroke-linecap="round"/>`;
  g += `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${f(1.8 * k)}"/>`;
  g += `<path d="${d}" transform="translate(${f(3 * k)} ${f(10 * k)}) scale(0.7)" fill="none" stroke="${stroke}" stroke-width="${f(1.1 * k)}"/>`;
  g += `<path d="${d}" transform="translate(${f(5 * k)} ${f(19 * k)}) scale(0.42)" fill="${accent}" stroke="${stroke}" stroke-width="${f(1 * k)}"/>`;
  for (let i = 0; i < 8; i++) {
    const [px, py] = polar(13 * k, i * 45);
    g += `<ellipse cx="${f(px + 4 * k)}" cy="${f(py + 24 * k)}" rx="${f(2.4 * k)}" ry="${f(5 * k)}" transform="rotate(${f(i * 45 + 90)} ${f(px + 4 * k)} ${f(py + 24 * k)})" fill="${stroke}"/>`;
  }
  g += `<circle cx="${f(4 * k)}" cy="${f(24 * k)}" r="${f(4 * k)}" fill="${accent}" stroke="${stroke}" stroke-width="${f(0.8 * k)}"/>`;
  return g + '</g>';
}

function marigoldStrand(ctx: Ctx, x: number, y0: number, len: number, r: number): string {
  const pals = [
    { outer: '#f7b733', inner: '#f08a1c', deep: '#c8561a' },
    { outer: '#f49a2a', inner: '#e2711b', deep: '#b3461a' },
  ];
  let s = `<path d="M${f(x)} ${f(y0)}V${f(y0 + len)}" stroke="#6d5a3a" stroke-width="1"/>`;
  const n = Math.floor(len / (r * 1.55));
  for (let i = 0; i < n; i++) {
    const pal = pals[i % 2] ?? pals[0]!;
    s += B.marigold(ctx, { x: x + ctx.rng.jit(0, 1.5), y: y0 + r + i * r * 1.55 }, r, pal);
  }
  const ty = y0 + n * r * 1.55 + r * 0.4;
  s += B.leaf(ctx, { x, y: ty, rot: 180 }, { len: r * 2.2, width: r * 0.9, color: '#6f8a3c' });
  return s;
}

function priyaCard(ctx: Ctx, w: number, h: number): string {
  const green = '#4d6a32';
  const ink = '#4a3a22';
  let s = `<rect width="${w}" height="${h}" fill="#fbf0d6"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#fff8e6', 0.9],
      [1, '#f3dfb2', 0.7],
    ],
    { cx: 0.5, cy: 0.5, r: 0.7 },
  )}"/>`;
  // border of small paisleys
  s += `<rect x="26" y="26" width="${w - 52}" height="${h - 52}" fill="none" stroke="${green}" stroke-width="1.4"/>`;
  s += `<rect x="34" y="34" width="${w - 68}" height="${h - 68}" fill="none" stroke="#d08a2a" stroke-width="0.8" stroke-dasharray="2 4"/>`;
  s += paisley(96, h - 112, 84, -20, green, '#eef1dc', '#f0a33b');
  s += `<g transform="translate(${w} 0) scale(-1 1)">${paisley(96, h - 112, 84, -20, green, '#eef1dc', '#f0a33b')}</g>`;
  s += `<g fill="${green}">${[-3, -2, -1, 0, 1, 2, 3].map((i) => `<circle cx="${f(w / 2 + i * 18)}" cy="${f(h - 74 - (3 - Math.abs(i)) * 4)}" r="${f(3.2 - Math.abs(i) * 0.35)}"/>`).join('')}</g>`;
  // toran: mango leaves and hanging marigold strands
  s += `<path d="M20 42Q${w / 2} 70 ${w - 20} 42" stroke="#6d5a3a" stroke-width="1.4" fill="none"/>`;
  const strands = [40, 92, 150, 210, 270, 330, 390, 450, 508, 560];
  const lens = [170, 120, 92, 70, 56, 56, 70, 92, 120, 170];
  strands.forEach((x, i) => {
    const yTop = 42 + 28 * (1 - Math.pow((x - w / 2) / (w / 2), 2));
    s += marigoldStrand(ctx, x, yTop, lens[i] ?? 60, 13);
  });
  for (let i = 0; i < 14; i++) {
    const x = 30 + i * 42;
    const yTop = 42 + 28 * (1 - Math.pow((x - w / 2) / (w / 2), 2));
    s += B.leaf(
      ctx,
      { x, y: yTop, rot: 180 + ctx.rng.jit(0, 8) },
      { len: 40, width: 15, color: ctx.rng.pick(['#5f7f2e', '#6f8f3a', '#4e6b27']) },
    );
  }
  const L: Line[] = [
    { t: 'You are invited to a', font: 'italic', size: 21, fill: ink, dy: 0 },
    { t: 'Mehndi Night', font: 'script', size: 92, fill: green, dy: 92 },
    { t: 'celebrating', font: 'italic', size: 21, fill: ink, dy: 50 },
    { t: 'Priya & Kabir', font: 'serif', size: 34, weight: 600, ls: 5, caps: true, fill: '#b8541f', dy: 50 },
    { t: 'Thursday, 4 November 2027', font: 'serif', size: 15.5, weight: 600, ls: 3, caps: true, fill: ink, dy: 58 },
    { t: 'seven o’clock onwards', font: 'italic', size: 20, fill: ink, dy: 27 },
    {
      t: 'The Oberoi Udaivilas, Udaipur',
      font: 'serif',
      size: 15.5,
      weight: 600,
      ls: 3,
      caps: true,
      fill: ink,
      dy: 44,
    },
    { t: 'music, mehndi & chaat · dress in greens and gold', font: 'italic', size: 18.5, fill: green, dy: 40 },
  ];
  s += lines(L, w / 2, 286, 470).svg;
  return s;
}

// ---------------------------------------------------------------- Sara & Arjun reception
function saraCard(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx, 'champagne');
  const iv = '#f6efe2';
  let s = `<rect width="${w}" height="${h}" fill="#52685a"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#6c8373', 0.9],
      [1, '#52685a', 0],
    ],
    { cx: 0.5, cy: 0.35, r: 0.7 },
  )}"/>`;
  // gold line botanical arch
  const ax = 90,
    ay = 70,
    aw = w - 180,
    ah = h - 150;
  s += `<path d="${M.archPath(aw, ah)}" transform="translate(${ax} ${ay})" fill="none" stroke="${gold}" stroke-width="1.4"/>`;
  s += `<path d="${M.archPath(aw - 20, ah - 20)}" transform="translate(${ax + 10} ${ay + 10})" fill="none" stroke="${gold}" stroke-width="0.7"/>`;
  const lineGold = '#d9c08c';
  for (const side of [-1, 1] as const) {
    const x0 = side < 0 ? ax - 6 : ax + aw + 6;
    s += B.sprig(
      ctx,
      { x: x0, y: ay + ah - 20, rot: side * -2 },
      {
        len: 330,
        leaves: 11,
        leafLen: 40,
        leafWidth: 16,
        colors: ['#000'],
        line: lineGold,
        bend: side * -0.12,
        spread: 55,
        stem: lineGold,
        stemW: 1.1,
      },
    );
    s += B.sprig(
      ctx,
      { x: x0, y: ay + ah - 10, rot: side * 60 },
      {
        len: 140,
        leaves: 5,
        leafLen: 34,
        leafWidth: 13,
        colors: ['#000'],
        line: lineGold,
        bend: side * 0.2,
        stem: lineGold,
        stemW: 1,
      },
    );
    s += B.sprig(
      ctx,
      { x: x0, y: ay + ah - 10, rot: side * -40 },
      {
        len: 160,
        leaves: 6,
        leafLen: 34,
        leafWidth: 13,
        colors: ['#000'],
        line: lineGold,
        bend: side * 0.2,
        stem: lineGold,
        stemW: 1,
      },
    );
  }
  s += B.rose(ctx, { x: ax, y: ay + ah - 30 }, 40, WHITE_ROSE);
  s += B.rose(ctx, { x: ax + aw, y: ay + ah - 30 }, 34, WHITE_ROSE);
  const L: Line[] = [
    { t: 'an evening reception', font: 'serif', size: 14, weight: 600, ls: 4, caps: true, fill: lineGold, dy: 0 },
    { t: 'in honour of', font: 'italic', size: 21, fill: iv, dy: 32 },
    { t: 'Sara', font: 'script', size: 92, fill: iv, dy: 96 },
    { t: '&', font: 'italic', size: 32, fill: lineGold, dy: 48 },
    { t: 'Arjun', font: 'script', size: 92, fill: iv, dy: 78 },
    { t: 'cocktails, dinner & dancing', font: 'italic', size: 21, fill: iv, dy: 58 },
    { t: 'Saturday, 24 April 2027', font: 'serif', size: 15, weight: 600, ls: 3, caps: true, fill: iv, dy: 48 },
    { t: 'eight o’clock in the evening', font: 'italic', size: 19, fill: iv, dy: 27 },
    { t: 'ITC Grand Chola, Chennai', font: 'serif', size: 15, weight: 600, ls: 3, caps: true, fill: lineGold, dy: 42 },
  ];
  s += lines(L, w / 2, 232, 330).svg;
  return s;
}

// ---------------------------------------------------------------- Isha & Vikram save the date
function mountains(ctx: Ctx, w: number, y: number): string {
  const r = ctx.rng;
  let s = '';
  const layers = [
    { c: '#c9d6e2', amp: 90, base: y - 40, op: 0.9 },
    { c: '#a7bccf', amp: 70, base: y, op: 0.9 },
    { c: '#7f9bb5', amp: 50, base: y + 40, op: 0.95 },
  ];
  for (const L of layers) {
    const pts: Pt[] = [[-20, L.base + 200]];
    for (let x = -20; x <= w + 20; x += 40)
      pts.push([x, L.base - Math.abs(Math.sin(x / 120 + r.range(0, 0.6))) * L.amp * r.range(0.6, 1)]);
    pts.push([w + 20, L.base + 200]);
    s += `<path d="M${pts.map(([a, b]) => `${f(a)} ${f(b)}`).join('L')}Z" fill="${L.c}" opacity="${L.op}" filter="${ctx.wobble(5, 0.04)}"/>`;
  }
  // pines
  let pines = '';
  for (let i = 0; i < 16; i++) {
    const x = r.range(0, w);
    const hh = r.range(40, 80);
    const by = y + 70 + r.range(0, 30);
    pines += `<path d="M${f(x)} ${f(by - hh)}L${f(x - hh * 0.22)} ${f(by)}L${f(x + hh * 0.22)} ${f(by)}Z"/>`;
  }
  s += `<g fill="#4d6a84" opacity="0.9">${pines}</g>`;
  s += `<rect x="0" y="${f(y + 90)}" width="${w}" height="200" fill="#fdfcf9"/>`;
  return s;
}

function ishaCard(ctx: Ctx, w: number, h: number): string {
  const blue = '#3f5a74';
  let s = `<rect width="${w}" height="${h}" fill="#fdfcf9"/>`;
  s += `<rect width="${w}" height="210" fill="${ctx.linear([
    [0, '#e8eef3'],
    [1, '#fdfcf9'],
  ])}"/>`;
  s += `<circle cx="${w * 0.72}" cy="90" r="34" fill="#f6d9c6" opacity="0.9"/>`;
  s += mountains(ctx, w, 160);
  s += text('Save the Date', w / 2, 340, { font: 'script', size: 78, fill: blue });
  s += text('Isha & Vikram', w / 2, 392, { font: 'serif', size: 22, weight: 600, ls: 6, caps: true, fill: blue });
  // calendar: October 2027
  const year = 2027,
    month = 9,
    day = 16;
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay(); // 0 = Sunday
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cx0 = 120,
    cy0 = 500,
    cell = 52;
  s += text('October 2027', w / 2, 456, { font: 'sans', size: 13, weight: 500, ls: 5, caps: true, fill: blue });
  ['S', 'M', 'T', 'W', 'T', 'F', 'S'].forEach(
    (d, i) =>
      (s += text(d, cx0 + i * cell, cy0, { font: 'sans', size: 11, weight: 500, ls: 1, fill: blue, opacity: 0.7 })),
  );
  for (let dd = 1; dd <= days; dd++) {
    const idx = first + dd - 1;
    const col = idx % 7;
    const row = Math.floor(idx / 7);
    const x = cx0 + col * cell;
    const y = cy0 + 42 + row * 40;
    if (dd === day) {
      s += `<path d="${smoothClosed([
        [x - 20, y - 8],
        [x - 6, y - 28],
        [x + 16, y - 24],
        [x + 22, y - 4],
        [x + 8, y + 14],
        [x - 14, y + 10],
      ])}" fill="none" stroke="#c98a88" stroke-width="1.6"/>`;
      s += text(String(dd), x, y, { font: 'serif', size: 22, weight: 600, fill: '#b56e6c' });
    } else {
      s += text(String(dd), x, y, { font: 'serif', size: 19, weight: 500, fill: blue, opacity: 0.85 });
    }
  }
  s += text('Wildflower Hall, Shimla', w / 2, h - 90, { font: 'italic', size: 22, fill: blue });
  s += text('formal invitation to follow', w / 2, h - 58, {
    font: 'sans',
    size: 11,
    weight: 400,
    ls: 4,
    caps: true,
    fill: blue,
    opacity: 0.75,
  });
  return s;
}

// ---------------------------------------------------------------- Aarav first birthday
function balloon(ctx: Ctx, x: number, y: number, r: number, color: string, stringTo: Pt): string {
  const pts: Pt[] = [
    [0, -r * 1.18],
    [r * 0.72, -r * 0.9],
    [r * 0.98, -r * 0.1],
    [r * 0.6, r * 0.78],
    [0, r * 1.05],
    [-r * 0.6, r * 0.78],
    [-r * 0.98, -r * 0.1],
    [-r * 0.72, -r * 0.9],
  ];
  let s = `<path d="M${f(x)} ${f(y + r * 1.1)}C${f(x + r * 0.3)} ${f(y + r * 2)} ${f(stringTo[0] - r * 0.4)} ${f((y + stringTo[1]) / 2 + r)} ${f(stringTo[0])} ${f(stringTo[1])}" fill="none" stroke="#a89a8e" stroke-width="1"/>`;
  s += `<g transform="translate(${f(x)} ${f(y)})">`;
  s += `<path d="${smoothClosed(pts)}" fill="${ctx.radial(
    [
      [0, shade(color, 0.45)],
      [0.6, color],
      [1, shade(color, -0.12)],
    ],
    { cx: 0.36, cy: 0.3, r: 0.75 },
  )}"/>`;
  s += `<path d="M${f(-r * 0.12)} ${f(r * 1.2)}L0 ${f(r * 1.02)}L${f(r * 0.12)} ${f(r * 1.2)}Z" fill="${shade(color, -0.1)}"/>`;
  s += `<ellipse cx="${f(-r * 0.38)}" cy="${f(-r * 0.5)}" rx="${f(r * 0.16)}" ry="${f(r * 0.3)}" transform="rotate(30 ${f(-r * 0.38)} ${f(-r * 0.5)})" fill="#fff" opacity="0.55"/>`;
  return s + '</g>';
}

function aaravCard(ctx: Ctx, w: number, h: number): string {
  const ink = '#4b5a6b';
  let s = `<rect width="${w}" height="${h}" fill="#fdfbf6"/>`;
  const r = ctx.rng;
  let conf = '';
  const cc = ['#a9cbe6', '#f6c5a8', '#bfe0cf', '#f5dd95', '#d9c6ea'];
  for (let i = 0; i < 70; i++) {
    const x = r.range(20, w - 20);
    const y = r.range(20, h - 20);
    if (x > 90 && x < w - 90 && y > 300 && y < h - 80) continue;
    conf += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(2.5, 6))}" fill="${r.pick(cc)}"/>`;
  }
  s += conf;
  const knot: Pt = [w / 2, 300];
  const bs: [number, number, number, string][] = [
    [w / 2 - 110, 140, 58, '#a9cbe6'],
    [w / 2 + 110, 130, 56, '#f6c5a8'],
    [w / 2, 100, 64, '#bfe0cf'],
    [w / 2 - 190, 210, 44, '#f5dd95'],
    [w / 2 + 185, 220, 46, '#d9c6ea'],
  ];
  for (const [x, y, rr, c] of bs) s += balloon(ctx, x, y, rr, c, knot);
  s += `<path d="M${w / 2 - 10} 300q10 12 20 0" fill="none" stroke="#e3a6a0" stroke-width="3"/>`;
  // bunting
  const by = 380;
  s += text('Aarav', w / 2, by + 60, { font: 'script', size: 96, fill: '#5d86ab' });
  s += text('is turning', w / 2, by + 108, { font: 'sans', size: 15, weight: 500, ls: 6, caps: true, fill: ink });
  const one = ['O', 'N', 'E'];
  const colors = ['#f0b08f', '#8fc0a6', '#e9c765'];
  one.forEach(
    (ch, i) =>
      (s += text(ch, w / 2 + (i - 1) * 92, by + 238, { font: 'sans', size: 120, weight: 500, fill: colors[i] ?? ink })),
  );
  const L: Line[] = [
    {
      t: 'Sunday, 11 July 2027 · four o’clock',
      font: 'sans',
      size: 13.5,
      weight: 500,
      ls: 3,
      caps: true,
      fill: ink,
      dy: 0,
    },
    { t: 'The Garden Room, Bandra, Mumbai', font: 'italic', size: 21, fill: ink, dy: 30 },
    { t: 'cake, games & lots of giggles', font: 'italic', size: 19, fill: '#5d86ab', dy: 34 },
  ];
  s += lines(L, w / 2, by + 310, 460).svg;
  return s;
}

// ---------------------------------------------------------------- Tara turns thirty
function taraCard(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx, 'champagne');
  const ink = '#3c3130';
  let s = `<rect width="${w}" height="${h}" fill="#f4e9dd"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.linear(
    [
      [0, '#f9f1e8'],
      [1, '#ecdccb'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  s += `<rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="${gold}" stroke-width="1.2"/>`;
  const r = ctx.rng;
  let sp = '';
  for (let i = 0; i < 26; i++) {
    const x = r.range(60, w - 60);
    const y = r.range(60, 330);
    sp += `<path d="${O.sparkle(x, y, r.range(3, 9))}"/>`;
  }
  for (let i = 0; i < 40; i++)
    sp += `<circle cx="${f(r.range(50, w - 50))}" cy="${f(r.range(50, 320))}" r="${f(r.range(1.2, 3))}"/>`;
  s += `<g fill="${O.gold(ctx, 'warm')}">${sp}</g>`;
  s += text('30', w / 2, 430, { font: 'serif', size: 300, weight: 500, fill: O.gold(ctx, 'warm'), opacity: 0.85 });
  s += text('Tara', w / 2 + 10, 400, { font: 'script', size: 118, fill: ink });
  s += text('turns thirty', w / 2, 500, { font: 'sans', size: 16, weight: 400, ls: 9, caps: true, fill: ink });
  s += `<path d="M${w / 2 - 30} 540H${w / 2 + 30}" stroke="${gold}" stroke-width="1.5"/>`;
  const L: Line[] = [
    { t: 'join us for cocktails, cake & dancing', font: 'italic', size: 22, fill: ink, dy: 0 },
    { t: 'Saturday, 5 June 2027 · 8 pm', font: 'sans', size: 14, weight: 500, ls: 4, caps: true, fill: ink, dy: 48 },
    { t: 'The Rooftop at Bandstand, Mumbai', font: 'italic', size: 21, fill: ink, dy: 30 },
    {
      t: 'dress code: champagne & sparkle',
      font: 'sans',
      size: 11.5,
      weight: 400,
      ls: 4,
      caps: true,
      fill: '#a5814a',
      dy: 52,
    },
  ];
  s += lines(L, w / 2, 590, 470).svg;
  return s;
}

// ---------------------------------------------------------------- Dadi's 75th
function jasmineStrand(ctx: Ctx, pts: Pt[], n: number): string {
  // buds and flowers threaded along a drooping curve
  let s = '';
  const at = (t: number): Pt => {
    const seg = Math.min(pts.length - 2, Math.floor(t * (pts.length - 1)));
    const u = t * (pts.length - 1) - seg;
    const a = pts[seg] as Pt;
    const b = pts[seg + 1] as Pt;
    return [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  };
  s += `<path d="M${pts.map(([a, b]) => `${f(a)} ${f(b)}`).join('L')}" fill="none" stroke="#8a9c7a" stroke-width="1"/>`;
  for (let i = 0; i <= n; i++) {
    const [x, y] = at(i / n);
    if (i % 3 === 0) s += B.blossom(ctx, { x, y }, 15, '#fffefa', '#e2c57e', { shape: 'star', petals: 6 });
    else
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="10" transform="rotate(${f(ctx.rng.range(0, 180))} ${f(x)} ${f(y)})" fill="#fffefa" stroke="#c9b7a8" stroke-width="0.9"/>`;
  }
  return s;
}

function dadiCard(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx);
  const ink = '#44503f';
  let s = `<rect width="${w}" height="${h}" fill="#fbf8f0"/>`;
  s += `<ellipse cx="${w / 2}" cy="60" rx="${w * 0.6}" ry="150" fill="#dfe6d2" opacity="0.7" filter="${ctx.blur(40)}"/>`;
  s += `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${gold}" stroke-width="1.6"/>`;
  // draped jasmine garlands
  for (const [y0, sag, n] of [
    [40, 130, 26],
    [40, 78, 20],
  ] as const) {
    const pts: Pt[] = [];
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      pts.push([30 + t * (w - 60), y0 + Math.sin(Math.PI * t) * sag]);
    }
    s += jasmineStrand(ctx, pts, n);
  }
  s += B.sprig(ctx, { x: 40, y: 46, rot: 120 }, { len: 160, leaves: 6, leafLen: 44, leafWidth: 17, colors: SAGE });
  s += B.sprig(ctx, { x: w - 40, y: 46, rot: -120 }, { len: 160, leaves: 6, leafLen: 44, leafWidth: 17, colors: SAGE });
  s += B.jasmine(ctx, { x: 44, y: 50, rot: 150 }, 130);
  s += B.jasmine(ctx, { x: w - 44, y: 50, rot: -150 }, 130);
  const L: Line[] = [
    { t: 'Please join us to celebrate', font: 'italic', size: 22, fill: ink, dy: 0 },
    { t: '75', font: 'serif', size: 128, weight: 300, fill: '#b08d4a', dy: 122 },
    {
      t: 'years of love, laughter & wisdom',
      font: 'serif',
      size: 13.5,
      weight: 600,
      ls: 3.2,
      caps: true,
      fill: ink,
      dy: 46,
    },
    { t: 'Dadi', font: 'script', size: 92, fill: '#5f7a58', dy: 102 },
    { t: 'Savitri Mehra', font: 'serif', size: 16, weight: 600, ls: 5, caps: true, fill: ink, dy: 46 },
    { t: 'Sunday, 14 March 2027 · half past twelve', font: 'italic', size: 20, fill: ink, dy: 56 },
    { t: 'Lunch at India Habitat Centre, New Delhi', font: 'italic', size: 20, fill: ink, dy: 28 },
    {
      t: 'your presence is the only gift she wishes for',
      font: 'sans',
      size: 10.5,
      weight: 400,
      ls: 3,
      caps: true,
      fill: '#9a7b3e',
      dy: 48,
    },
  ];
  s += lines(L, w / 2, 268, 470).svg;
  return s;
}

// ---------------------------------------------------------------- Baby in bloom
function bloomWreath(ctx: Ctx, cx: number, cy: number, R: number): string {
  const r = ctx.rng;
  let s = '';
  const peach: B.FlowerPalette = { edge: '#fff1e8', mid: '#f8cdb6', deep: '#e2977a' };
  const pink: B.FlowerPalette = { edge: '#fdecee', mid: '#f2bcc3', deep: '#d68592' };
  for (let i = 0; i < 22; i++) {
    const a = (360 / 22) * i;
    const [x, y] = polar(R, a);
    s += B.leaf(
      ctx,
      { x: cx + x, y: cy + y, rot: a + 180 + r.jit(0, 15) },
      { len: R * 0.32, width: R * 0.13, color: r.pick(SAGE) },
    );
    s += B.leaf(
      ctx,
      { x: cx + x, y: cy + y, rot: a + r.jit(0, 15) },
      { len: R * 0.26, width: R * 0.11, color: r.pick(SAGE) },
    );
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="#8a9b7c" stroke-width="1.2"/>`;
  const spots = [200, 235, 262, 300, 330, 20, 60, 110, 150];
  spots.forEach((a, i) => {
    const [x, y] = polar(R * r.range(0.96, 1.04), a);
    if (i % 3 === 0) s += B.peony(ctx, { x: cx + x, y: cy + y }, R * 0.2, i % 2 ? peach : pink);
    else if (i % 3 === 1) s += B.rose(ctx, { x: cx + x, y: cy + y }, R * 0.14, i % 2 ? pink : peach);
    else
      s +=
        B.blossom(ctx, { x: cx + x, y: cy + y }, R * 0.08, '#fffaf4', '#efc57e') +
        B.bud(ctx, { x: cx + x * 1.1, y: cy + y * 1.1, rot: a + 90 }, R * 0.1, pink);
  });
  return s;
}

function bloomCard(ctx: Ctx, w: number, h: number): string {
  const ink = '#6a4d4a';
  let s = `<rect width="${w}" height="${h}" fill="#fffaf6"/>`;
  s += `<circle cx="${w / 2}" cy="250" r="190" fill="#fbe3da" opacity="0.6" filter="${ctx.blur(40)}"/>`;
  s += bloomWreath(ctx, w / 2, 250, 150);
  s += text('Baby', w / 2, 240, { font: 'script', size: 74, fill: '#c6727c' });
  s += text('in Bloom', w / 2, 298, { font: 'script', size: 60, fill: '#c6727c' });
  const L: Line[] = [
    { t: 'please join us for a baby shower', font: 'italic', size: 22, fill: ink, dy: 0 },
    { t: 'honouring', font: 'italic', size: 20, fill: ink, dy: 30 },
    { t: 'Nandini Iyer', font: 'serif', size: 26, weight: 600, ls: 6, caps: true, fill: '#b8606c', dy: 50 },
    {
      t: 'Saturday, 22 May 2027 · eleven o’clock',
      font: 'serif',
      size: 14,
      weight: 600,
      ls: 2.8,
      caps: true,
      fill: ink,
      dy: 56,
    },
    { t: 'brunch at The Courtyard, Lodhi Colony, New Delhi', font: 'italic', size: 19, fill: ink, dy: 30 },
    { t: 'RSVP to Meher · a book for baby in lieu of a card', font: 'italic', size: 17, fill: '#b8606c', dy: 44 },
  ];
  s += lines(L, w / 2, 508, 490).svg;
  return s;
}

// ---------------------------------------------------------------- Little star
function cloud(x: number, y: number, s: number, fill: string, op = 1): string {
  return `<g fill="${fill}" opacity="${op}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(22 * s)}"/><circle cx="${f(x + 26 * s)}" cy="${f(y - 10 * s)}" r="${f(28 * s)}"/><circle cx="${f(x + 56 * s)}" cy="${f(y)}" r="${f(20 * s)}"/><rect x="${f(x)}" y="${f(y)}" width="${f(56 * s)}" height="${f(20 * s)}"/></g>`;
}

function starCard(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx);
  const iv = '#f5efe3';
  let s = `<rect width="${w}" height="${h}" fill="${ctx.linear([
    [0, '#1c2842'],
    [0.6, '#2b3c61'],
    [1, '#3d5079'],
  ])}"/>`;
  const r = ctx.rng;
  let st = '';
  for (let i = 0; i < 90; i++)
    st += `<circle cx="${f(r.range(10, w - 10))}" cy="${f(r.range(10, h - 10))}" r="${f(r.range(0.6, 1.8))}" opacity="${f(r.range(0.4, 1))}"/>`;
  s += `<g fill="#fff">${st}</g>`;
  let big = '';
  for (let i = 0; i < 14; i++) {
    const x = r.range(40, w - 40);
    const y = r.range(40, h - 40);
    if (x > 110 && x < w - 110 && y > 330 && y < h - 60) continue;
    big += `<path d="${O.star(x, y, r.range(6, 11), 5, 0.45, r.range(-100, -80))}"/>`;
  }
  s += `<g fill="${gold}">${big}</g>`;
  // hanging moon and stars
  s += `<path d="M${w / 2 - 60} 0V120M${w / 2 + 80} 0V70M${w / 2 + 150} 0V150M${w / 2 - 150} 0V90" stroke="${gold}" stroke-width="0.8"/>`;
  s += `<circle cx="${w / 2 - 20}" cy="200" r="86" fill="#f4e7c3" opacity="0.15" filter="${ctx.blur(20)}"/>`;
  s += `<path d="${O.crescent(w / 2 - 40, 200, 80, 0.55)}" transform="rotate(-20 ${w / 2 - 40} 200)" fill="${gold}"/>`;
  s += `<path d="${O.star(w / 2 + 80, 90, 16)}" fill="${gold}"/><path d="${O.star(w / 2 + 150, 170, 12)}" fill="${gold}"/><path d="${O.star(w / 2 - 150, 110, 13)}" fill="${gold}"/>`;
  s += cloud(60, 330, 1.3, '#dfe6f1', 0.9) + cloud(w - 160, 300, 1.1, '#dfe6f1', 0.75);
  const L: Line[] = [
    { t: 'Twinkle twinkle', font: 'script', size: 70, fill: iv, dy: 0 },
    { t: 'little star', font: 'script', size: 70, fill: iv, dy: 66 },
    { t: 'do you know how loved you are?', font: 'italic', size: 21, fill: '#d9c28f', dy: 50 },
    { t: 'a baby shower for', font: 'sans', size: 12.5, weight: 400, ls: 4, caps: true, fill: iv, dy: 56 },
    { t: 'Riya Desai', font: 'serif', size: 28, weight: 600, ls: 6, caps: true, fill: iv, dy: 44 },
    { t: 'Saturday, 18 September 2027 · 3 pm', font: 'italic', size: 20, fill: iv, dy: 52 },
    { t: 'The Courtyard, Koramangala, Bengaluru', font: 'italic', size: 20, fill: iv, dy: 28 },
  ];
  s += lines(L, w / 2, 448, 470).svg;
  return s;
}

// ---------------------------------------------------------------- Oh baby botanical
function ohBabyCard(ctx: Ctx, w: number, h: number): string {
  const deep = '#56704f';
  const ink = '#4a4a3f';
  let s = `<rect width="${w}" height="${h}" fill="#fbfaf3"/>`;
  const big = ['#9fb394', '#8aa283', '#b4c4a6', '#7c9574'];
  // sage sprigs framing left and right
  s += B.sprig(
    ctx,
    { x: 6, y: h + 10, rot: 6 },
    { len: 560, leaves: 12, leafLen: 96, leafWidth: 42, colors: big, bend: -0.06, spread: 58, shape: 'oval' },
  );
  s += B.sprig(
    ctx,
    { x: w - 6, y: h + 10, rot: -6 },
    { len: 520, leaves: 11, leafLen: 92, leafWidth: 40, colors: big, bend: 0.06, spread: 58, shape: 'oval' },
  );
  s += B.sprig(
    ctx,
    { x: w - 10, y: 0, rot: -140 },
    { len: 240, leaves: 7, leafLen: 70, leafWidth: 30, colors: big, bend: 0.2, spread: 52, shape: 'oval' },
  );
  s += B.eucalyptus(ctx, { x: 10, y: 0, rot: 150 }, 220);
  const L: Line[] = [
    { t: 'Oh', font: 'script', size: 120, fill: deep, dy: 0 },
    { t: 'Baby!', font: 'script', size: 120, fill: deep, dy: 104 },
    { t: 'a baby shower honouring', font: 'sans', size: 13, weight: 400, ls: 4.5, caps: true, fill: ink, dy: 66 },
    { t: 'Meghna & Farhan', font: 'italic', size: 34, fill: ink, dy: 48 },
    { t: 'Sunday, 9 May 2027 · 11 am', font: 'sans', size: 13.5, weight: 500, ls: 3.6, caps: true, fill: ink, dy: 66 },
    { t: 'brunch at The Glasshouse, Koregaon Park, Pune', font: 'italic', size: 19, fill: ink, dy: 30 },
    { t: 'kindly reply to Zara by 25 April', font: 'italic', size: 18, fill: deep, dy: 40 },
  ];
  s += lines(L, w / 2, 270, 360).svg;
  return s;
}

// ---------------------------------------------------------------- jobs
export function portfolioJobs(): Job[] {
  const P = (slug: string, draw: (ctx: Ctx) => string) => job(`portfolio/${slug}.webp`, W, H, draw);
  const straight = (ctx: Ctx, content: string, rot = 0) => M.card(ctx, { x: 150, y: 142, w: CW, h: CH, rot, content });
  return [
    P('ananya-rohan-wedding', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#ece6dc', kind: 'linen' });
      b += M.leafShadows(ctx, 980, 0, 1.4, 200, 0.07);
      b += straight(ctx, ananyaCard(ctx.sub('ananya'), CW, CH));
      b += B.jasmine(ctx, { x: 80, y: 1120, rot: 30 }, 200) + B.jasmine(ctx, { x: 40, y: 1000, rot: 60 }, 160);
      b += B.rose(ctx, { x: 860, y: 1090 }, 70, WHITE_ROSE);
      return b;
    }),
    P('priya-kabir-mehndi', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#e8d3bf', kind: 'plaster' });
      b += straight(ctx, priyaCard(ctx.sub('priya'), CW, CH), -1.5);
      b += B.marigold(ctx, { x: 820, y: 1060 }, 44, { outer: '#f7b733', inner: '#f08a1c', deep: '#c8561a' });
      b += B.marigold(ctx, { x: 880, y: 980 }, 34, { outer: '#f49a2a', inner: '#e2711b', deep: '#b3461a' });
      b += B.marigold(ctx, { x: 70, y: 110 }, 40, { outer: '#f49a2a', inner: '#e2711b', deep: '#b3461a' });
      b += M.petals(ctx, 760, 1100, 60, 6, ['#f2a23a', '#f6c04c'], 14);
      return b;
    }),
    P('sara-arjun-reception', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#e9e4dc', kind: 'plaster' });
      b += M.leafShadows(ctx, -60, -40, 1.3, 120, 0.08);
      b += straight(ctx, saraCard(ctx.sub('sara'), CW, CH));
      b += B.rose(ctx, { x: 850, y: 1080 }, 76, WHITE_ROSE) + B.eucalyptus(ctx, { x: 760, y: 1125, rot: -50 }, 200);
      return b;
    }),
    P('isha-vikram-save-the-date', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#dde3e8', kind: 'linen' });
      b += M.leafShadows(ctx, 960, 900, 1.4, 300, 0.07);
      b += M.envelope(ctx, { x: 70, y: 70, w: 560, h: 400, rot: -8, color: '#9fb4c8' });
      b += M.card(ctx, { x: 200, y: 200, w: CW, h: CH, rot: 3, content: ishaCard(ctx.sub('isha'), CW, CH) });
      return b;
    }),
    P('aarav-first-birthday', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#eef0ea', kind: 'plaster' });
      b += straight(ctx, aaravCard(ctx.sub('aarav'), CW, CH), 1.5);
      const r = ctx.rng;
      let c = '';
      for (let i = 0; i < 40; i++) {
        const x = r.chance(0.5) ? r.range(10, 140) : r.range(760, 890);
        c += `<circle cx="${f(x)}" cy="${f(r.range(20, 1100))}" r="${f(r.range(3, 7))}" fill="${r.pick(['#a9cbe6', '#f6c5a8', '#bfe0cf', '#f5dd95'])}"/>`;
      }
      return b + c;
    }),
    P('tara-turns-thirty', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#4a4140', kind: 'silk', light: 0.12, vignette: 0.3 });
      b += straight(ctx, taraCard(ctx.sub('tara'), CW, CH), -2);
      const r = ctx.rng;
      let c = '';
      for (let i = 0; i < 50; i++) {
        const x = r.chance(0.5) ? r.range(10, 130) : r.range(770, 890);
        c += `<path d="${O.sparkle(x, r.range(20, 1100), r.range(3, 8))}"/>`;
      }
      return b + `<g fill="${O.gold(ctx, 'champagne')}">${c}</g>`;
    }),
    P('dadi-75th-birthday', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#dfe3d6', kind: 'linen' });
      b += M.leafShadows(ctx, 960, -40, 1.4, 200, 0.07);
      b += straight(ctx, dadiCard(ctx.sub('dadi'), CW, CH));
      b += B.jasmine(ctx, { x: 840, y: 1120, rot: -40 }, 200) + B.jasmine(ctx, { x: 880, y: 1060, rot: -70 }, 150);
      return b;
    }),
    P('baby-in-bloom-shower', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#f2e1da', kind: 'linen' });
      b += straight(ctx, bloomCard(ctx.sub('bloom'), CW, CH), 1);
      b += B.peony(ctx, { x: 60, y: 1070 }, 80, { edge: '#fff1e8', mid: '#f8cdb6', deep: '#e2977a' });
      b += M.petals(ctx, 820, 120, 70, 5, ['#f8cdb6', '#f2bcc3'], 22);
      return b;
    }),
    P('little-star-shower', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#e6e2da', kind: 'plaster' });
      b += straight(ctx, starCard(ctx.sub('star'), CW, CH), -1);
      const r = ctx.rng;
      let c = '';
      for (let i = 0; i < 14; i++) {
        const x = r.chance(0.5) ? r.range(30, 120) : r.range(780, 870);
        c += `<path d="${O.star(x, r.range(40, 1090), r.range(7, 12), 5, 0.45, r.range(-110, -70))}"/>`;
      }
      return b + `<g fill="${O.gold(ctx)}">${c}</g>`;
    }),
    P('oh-baby-botanical', (ctx) => {
      let b = M.surface(ctx, W, H, { base: '#ebe8df', kind: 'plaster' });
      b += M.leafShadows(ctx, -40, 1000, 1.4, 30, 0.08);
      b += straight(ctx, ohBabyCard(ctx.sub('ohbaby'), CW, CH));
      b += B.eucalyptus(ctx, { x: 880, y: 160, rot: -150 }, 240);
      return b;
    }),
  ];
}
