/** Five "in action" vignettes for the homepage strip (600x750). */
import { type Ctx, type Pt, f, smoothClosed } from '../lib/svg';
import { shade } from '../lib/color';
import { text, lines, type Line } from '../lib/fonts';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import * as O from '../lib/ornament';
import type { Job } from './job';
import { job, SAGE, PEONY, GARDEN_ROSE, peonySwag } from './collections';

const W = 600;
const H = 750;
const EUC_BLUE: B.FlowerPalette = { edge: '#fbfcfd', mid: '#e6ecf1', deep: '#a9b9c8' };

/** A fresh eucalyptus-wreath digital invitation used on the phone. */
function wreathInvite(ctx: Ctx, w: number, h: number): string {
  const ink = '#3f5266';
  let s = `<rect width="${w}" height="${h}" fill="#fbfaf7"/>`;
  const cx = w / 2,
    cy = 250,
    R = 160;
  for (let i = 0; i < 26; i++) {
    const a = (360 / 26) * i;
    if (a > 60 && a < 120) continue;
    const x = cx + R * Math.cos((a * Math.PI) / 180);
    const y = cy + R * Math.sin((a * Math.PI) / 180);
    s += B.leaf(
      ctx,
      { x, y, rot: a + 180 + ctx.rng.jit(0, 12) },
      { len: 44, width: 40, color: ctx.rng.pick(['#8ea79f', '#9fb5ac', '#7f9a93']), shape: 'round', vein: false },
    );
  }
  s +=
    B.rose(ctx, { x: cx - 120, y: cy + 110 }, 40, EUC_BLUE) + B.rose(ctx, { x: cx + 125, y: cy + 105 }, 34, EUC_BLUE);
  s += text('Tanvi', cx, cy - 20, { font: 'script', size: 80, fill: ink });
  s += text('&', cx, cy + 24, { font: 'italic', size: 30, fill: ink });
  s += text('Ishaan', cx, cy + 86, { font: 'script', size: 80, fill: ink });
  const L: Line[] = [
    { t: 'are getting married', font: 'sans', size: 14, weight: 400, ls: 5, caps: true, fill: ink, dy: 0 },
    { t: 'Saturday, 23 January 2027', font: 'italic', size: 26, fill: ink, dy: 52 },
    { t: 'Taj Falaknuma Palace, Hyderabad', font: 'italic', size: 26, fill: ink, dy: 36 },
  ];
  s += lines(L, cx, 510, w - 80).svg;
  s += O.divider(cx, 680, 120, '#8ea79f', { mark: 'dot' });
  s += text('tap to RSVP', cx, 740, { font: 'sans', size: 14, weight: 500, ls: 5, caps: true, fill: '#6f8a83' });
  return s;
}

function hand(ctx: Ctx, pw: number, ph: number, part: 'back' | 'front'): string {
  const skin = '#dcaa88';
  const shadow = shade(skin, -0.12);
  if (part === 'back') {
    let s = `<path d="M${f(pw * 0.02)} ${f(ph * 0.74)}C${f(-pw * 0.06)} ${f(ph * 0.92)} ${f(pw * 0.06)} ${f(ph * 1.1)} ${f(pw * 0.12)} ${f(ph * 1.5)}L${f(pw * 0.9)} ${f(ph * 1.5)}C${f(pw * 0.94)} ${f(ph * 1.15)} ${f(pw * 1.08)} ${f(ph * 0.98)} ${f(pw * 1.02)} ${f(ph * 0.76)}Z" fill="${skin}"/>`;
    for (let i = 0; i < 4; i++) {
      const y = ph * (0.47 + i * 0.085);
      s += `<ellipse cx="${f(pw * 1.0)}" cy="${f(y)}" rx="${f(pw * 0.1)}" ry="${f(ph * 0.042)}" fill="${i % 2 ? skin : shade(skin, 0.04)}" stroke="${shadow}" stroke-width="1"/>`;
    }
    // sleeve
    s += `<path d="M${f(pw * 0.06)} ${f(ph * 1.2)}L${f(pw * 0.96)} ${f(ph * 1.16)}L${f(pw * 1.05)} ${f(ph * 1.6)}L${f(-pw * 0.02)} ${f(ph * 1.6)}Z" fill="#a9b79d"/>`;
    let rib = '';
    for (let i = 0; i < 18; i++) rib += `<path d="M${f(pw * (0.08 + i * 0.05))} ${f(ph * 1.2)}v${f(ph * 0.1)}"/>`;
    s += `<g stroke="#8e9d82" stroke-width="2">${rib}</g>`;
    return s;
  }
  // thumb over the left edge
  const t: Pt[] = [
    [-pw * 0.1, ph * 0.86],
    [-pw * 0.08, ph * 0.74],
    [pw * 0.04, ph * 0.64],
    [pw * 0.14, ph * 0.6],
    [pw * 0.2, ph * 0.63],
    [pw * 0.16, ph * 0.69],
    [pw * 0.06, ph * 0.78],
    [pw * 0.02, ph * 0.9],
  ];
  let s = `<path d="${smoothClosed(t)}" transform="translate(3 6)" fill="#000" opacity="0.18" filter="${ctx.blur(5)}"/>`;
  s += `<path d="${smoothClosed(t)}" fill="${skin}"/>`;
  s += `<path d="M${f(pw * 0.11)} ${f(ph * 0.615)}Q${f(pw * 0.17)} ${f(ph * 0.6)} ${f(pw * 0.185)} ${f(ph * 0.63)}Q${f(pw * 0.15)} ${f(ph * 0.655)} ${f(pw * 0.11)} ${f(ph * 0.64)}Z" fill="#ecc7b0"/>`;
  s += `<path d="M${f(-pw * 0.04)} ${f(ph * 0.8)}Q${f(pw * 0.02)} ${f(ph * 0.74)} ${f(pw * 0.07)} ${f(ph * 0.72)}" fill="none" stroke="${shadow}" stroke-width="1.2" opacity="0.6"/>`;
  return s;
}

function handPhone(ctx: Ctx): string {
  let b = M.surface(ctx, W, H, { base: '#f0dcd6', kind: 'plaster', light: 0.5 });
  b += `<circle cx="460" cy="160" r="170" fill="#fff" opacity="0.35" filter="${ctx.blur(60)}"/>`;
  b += M.leafShadows(ctx, -40, 0, 1, 120, 0.07);
  const pw = 250;
  const ph = pw * 2.05;
  const x = 190,
    y = 140,
    rot = -8;
  let g = `<g transform="translate(${x} ${y}) rotate(${rot} ${pw / 2} ${ph / 2})">`;
  g += hand(ctx, pw, ph, 'back');
  g += M.phone(ctx, {
    x: 0,
    y: 0,
    w: pw,
    shadow: 0.6,
    screen: (sw, sh) => {
      const scale = sw / 600;
      return `<rect width="${f(sw)}" height="${f(sh)}" fill="#fbfaf7"/><g transform="translate(0 ${f(sh * 0.06)}) scale(${f(scale)})">${wreathInvite(ctx.sub('wreath'), 600, 800)}</g>`;
    },
  });
  g += hand(ctx, pw, ph, 'front');
  g += '</g>';
  return b + g;
}

function envelopeSeal(ctx: Ctx): string {
  let b = M.surface(ctx, W, H, { base: '#e7e2da', kind: 'linen' });
  // front of a second envelope with a calligraphy address
  let front = `<rect width="460" height="320" fill="#f8f3ea"/>`;
  front += text('The Kapoor Family', 230, 150, { font: 'script', size: 46, fill: '#3f5266' });
  front += text('14 Prithviraj Road', 230, 196, { font: 'italic', size: 20, fill: '#3f5266' });
  front += text('New Delhi 110011', 230, 222, { font: 'italic', size: 20, fill: '#3f5266' });
  front += `<rect x="372" y="24" width="60" height="74" fill="#e9d0c9" stroke="#c99d94" stroke-dasharray="3 3"/>`;
  front += B.rose(ctx, { x: 402, y: 61 }, 20, GARDEN_ROSE);
  b += M.card(ctx, { x: 80, y: 60, w: 460, h: 320, rot: -6, content: front, grain: false });
  const sprig =
    B.sprig(ctx, { x: 240, y: 190, rot: -62 }, { len: 210, leaves: 7, leafLen: 50, leafWidth: 20, colors: SAGE }) +
    B.eucalyptus(ctx, { x: 240, y: 190, rot: -28 }, 200) +
    B.sprig(ctx, { x: 240, y: 190, rot: 150 }, { len: 90, leaves: 4, leafLen: 30, leafWidth: 12, colors: SAGE }) +
    B.bud(ctx, { x: 244, y: 190, rot: -45 }, 30, PEONY) +
    B.blossom(ctx, { x: 300, y: 120 }, 11, '#fffaf5', '#e6c98f') +
    B.blossom(ctx, { x: 322, y: 138 }, 9, '#fffaf5', '#e6c98f');
  b += M.envelope(ctx, {
    x: 60,
    y: 330,
    w: 480,
    h: 330,
    rot: 5,
    color: '#a9bccd',
    seal: { color: '#b86f78', letter: 'K', font: 'pinyon' },
    extra: sprig,
  });
  return b;
}

function menuCard(ctx: Ctx, w: number, h: number): string {
  const ink = '#4a3f3a';
  let s = `<rect width="${w}" height="${h}" fill="#fdfaf5"/>`;
  s += B.sprig(
    ctx,
    { x: w / 2, y: 86, rot: -90 },
    { len: 70, leaves: 4, leafLen: 20, leafWidth: 8, colors: SAGE, bend: 0.2 },
  );
  s += B.sprig(
    ctx,
    { x: w / 2, y: 86, rot: 90 },
    { len: 70, leaves: 4, leafLen: 20, leafWidth: 8, colors: SAGE, bend: -0.2 },
  );
  s += text('Menu', w / 2, 70, { font: 'script', size: 52, fill: '#b86f78' });
  const courses: [string, string][] = [
    ['to begin', 'Burrata, heirloom tomato & basil'],
    ['small plates', 'Paneer tikka with mint chutney'],
    ['main', 'Saffron risotto, wild mushrooms'],
    ['sweet', 'Malai kulfi with rose & pistachio'],
  ];
  let y = 140;
  for (const [a, c] of courses) {
    s += text(a, w / 2, y, { font: 'sans', size: 9, weight: 500, ls: 3, caps: true, fill: '#9b8a80' });
    s += text(c, w / 2, y + 24, { font: 'italic', size: 16, fill: ink }, w - 30);
    y += 66;
  }
  s += O.heart(w / 2, h - 40, 5, '#b86f78');
  return s;
}

function tableSetting(ctx: Ctx): string {
  let b = M.surface(ctx, W, H, { base: '#efebe3', kind: 'linen', light: 0.4 });
  const cx = 300,
    cy = 390;
  // charger and plate
  b += `<circle cx="${cx + 8}" cy="${cy + 16}" r="232" fill="#3a2a20" opacity="0.18" filter="${ctx.blur(14)}"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="230" fill="${O.gold(ctx)}"/><circle cx="${cx}" cy="${cy}" r="218" fill="#f7f2e9"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="190" fill="#fdfcf9" stroke="#e6ded2" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="#efe9df" stroke-width="1.4"/>`;
  // cutlery
  const knife = (x: number) =>
    `<rect x="${x - 7}" y="140" width="14" height="220" rx="7" fill="#c9c4bd"/><path d="M${x - 7} 360h14v140a7 7 0 0 1 -14 0z" fill="#b8b2aa"/>`;
  const fork = (x: number) =>
    `<rect x="${x - 6}" y="250" width="12" height="250" rx="6" fill="#b8b2aa"/><path d="M${x - 16} 150h32v90q0 16 -16 16t-16 -16z" fill="#c9c4bd"/><path d="M${x - 8} 150v70M${x} 150v70M${x + 8} 150v70" stroke="#efebe3" stroke-width="3"/>`;
  b += `<g opacity="0.95">${fork(30)}${knife(572)}</g>`;
  // napkin
  b += `<g transform="rotate(-8 300 400)"><rect x="176" y="160" width="248" height="460" rx="4" fill="#3a2a20" opacity="0.14" filter="${ctx.blur(8)}"/><rect x="170" y="150" width="248" height="460" rx="3" fill="#a9b79d"/><path d="M170 170H418M170 590H418" stroke="#8e9d82" stroke-width="1.5"/></g>`;
  b += M.card(ctx, { x: 195, y: 175, w: 210, h: 420, rot: -4, content: menuCard(ctx.sub('menu'), 210, 420) });
  b += B.sprig(ctx, { x: 520, y: 690, rot: -20 }, { len: 170, leaves: 7, leafLen: 40, leafWidth: 16, colors: SAGE });
  b += B.rose(ctx, { x: 520, y: 694 }, 36, GARDEN_ROSE);
  // glass
  b += `<circle cx="520" cy="90" r="62" fill="#ffffff" opacity="0.35" stroke="#d9d4cc" stroke-width="2"/><circle cx="520" cy="90" r="46" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>`;
  return b;
}

function placeCards(ctx: Ctx): string {
  let b = M.surface(ctx, W, H, { base: '#e9e0d6', kind: 'linen' });
  b += M.leafShadows(ctx, 640, -40, 1, 200, 0.08);
  // tent card "Table Seven" seen from above at an angle: draw as card with fold shading
  let tn = `<rect width="360" height="240" fill="#fdfaf5"/>`;
  tn += `<rect width="360" height="40" fill="#efe7dc"/>`;
  tn += text('Table', 180, 120, { font: 'sans', size: 14, weight: 500, ls: 7, caps: true, fill: '#6b5d56' });
  tn += text('Seven', 180, 188, { font: 'script', size: 76, fill: '#b86f78' });
  b += M.card(ctx, { x: 120, y: 70, w: 360, h: 240, rot: -3, content: tn });
  b += peonySwag(ctx, 470, 80, 36, [170, 100]);
  const names = ['Zara Khan', 'Rohan Mehta', 'Leela Nair'];
  names.forEach((n, i) => {
    let c = `<rect width="240" height="130" fill="#fdfaf5"/>`;
    c += text(n, 120, 80, { font: 'script', size: 40, fill: '#3f4a3a' }, 210);
    c += B.sprig(ctx, { x: 200, y: 122, rot: -70 }, { len: 60, leaves: 4, leafLen: 16, leafWidth: 7, colors: SAGE });
    const x = [60, 320, 170][i] ?? 60;
    const y = [380, 420, 560][i] ?? 380;
    const r = [-6, 5, -2][i] ?? 0;
    b += M.card(ctx, { x, y, w: 240, h: 130, rot: r, content: c });
  });
  b += B.eucalyptus(ctx, { x: 560, y: 740, rot: -40 }, 200);
  return b;
}

function welcomeSign(ctx: Ctx): string {
  let b = `<rect width="${W}" height="${H}" fill="#efe3dc"/>`;
  b += `<rect width="${W}" height="${H}" fill="${ctx.radial(
    [
      [0, '#fff', 0.5],
      [1, '#fff', 0],
    ],
    { cx: 0.5, cy: 0.3, r: 0.7 },
  )}"/>`;
  b += `<rect y="610" width="${W}" height="140" fill="#d9c8bb"/><rect y="610" width="${W}" height="140" fill="${ctx.linear(
    [
      [0, '#3a2a20', 0.12],
      [1, '#3a2a20', 0],
    ],
  )}"/>`;
  // easel legs
  b += `<g fill="#b58e67"><path d="M220 120L236 120L170 690L156 688Z"/><path d="M364 120L380 120L444 688L430 690Z"/><path d="M293 110h14v520h-14z" opacity="0.8"/></g>`;
  b += `<ellipse cx="300" cy="690" rx="200" ry="16" fill="#3a2a20" opacity="0.18" filter="${ctx.blur(8)}"/>`;
  // sign board
  const sw = 340,
    sh = 460,
    sx = 130,
    sy = 100;
  let c = `<rect width="${sw}" height="${sh}" fill="#fdfaf5"/>`;
  c += `<path d="${M.archPath(sw - 30, sh - 30)}" transform="translate(15 15)" fill="none" stroke="#c99d94" stroke-width="1.2"/>`;
  c += text('Welcome', sw / 2, 176, { font: 'script', size: 64, fill: '#b86f78' });
  c += text('to the wedding of', sw / 2, 214, {
    font: 'sans',
    size: 11,
    weight: 500,
    ls: 4,
    caps: true,
    fill: '#6b5d56',
  });
  c += text('Mira', sw / 2, 288, { font: 'script', size: 58, fill: '#4a3f3a' });
  c += text('&', sw / 2, 318, { font: 'italic', size: 24, fill: '#6b5d56' });
  c += text('Dev', sw / 2, 372, { font: 'script', size: 58, fill: '#4a3f3a' });
  c += text('6 March 2027', sw / 2, 418, { font: 'sans', size: 11, weight: 500, ls: 4, caps: true, fill: '#6b5d56' });
  b += M.card(ctx, { x: sx, y: sy, w: sw, h: sh, shape: M.archPath(sw, sh), content: c });
  // easel ledge
  b += `<rect x="120" y="556" width="360" height="14" rx="3" fill="#a07a55"/>`;
  b += peonySwag(ctx, 150, 550, 46, [-75, 5]);
  b += peonySwag(ctx, 440, 130, 34, [180, 100]);
  return b;
}

export function stripJobs(): Job[] {
  return [
    job('strip/strip-1.webp', W, H, handPhone),
    job('strip/strip-2.webp', W, H, envelopeSeal),
    job('strip/strip-3.webp', W, H, tableSetting),
    job('strip/strip-4.webp', W, H, placeCards),
    job('strip/strip-5.webp', W, H, welcomeSign),
  ];
}
