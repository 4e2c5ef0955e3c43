/** Founder studio desk, team monogram wreaths and reviewer avatars. */
import { type Ctx, type Pt, f, polar, smoothOpen } from '../lib/svg';
import { shade } from '../lib/color';
import { text } from '../lib/fonts';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import type { Job } from './job';
import { job, SAGE, PEONY, GARDEN_ROSE } from './collections';

// ---------------------------------------------------------------- founder's desk
function sketchPeony(ctx: Ctx, x: number, y: number, R: number): string {
  // pencil/ink line drawing with a loose wash, as in a sketchbook
  const r = ctx.rng;
  let s = `<circle cx="${x + 6}" cy="${y + 4}" r="${R * 0.95}" fill="#f2c3c0" opacity="0.45" filter="${ctx.wobble(10, 0.03)}"/>`;
  let lines = '';
  for (let layer = 0; layer < 4; layer++) {
    const rr = R * (1 - layer * 0.22);
    const n = 7 - layer;
    const off = r.range(0, 360);
    for (let i = 0; i < n; i++) {
      const a = off + (360 / n) * i;
      const pts: Pt[] = [];
      for (let k = 0; k <= 6; k++) {
        const ang = a - 30 + k * 10;
        const [px, py] = polar(rr * (0.8 + 0.2 * Math.sin((Math.PI * k) / 6)) * r.range(0.95, 1.05), ang);
        pts.push([x + px, y + py]);
      }
      lines += `<path d="${smoothOpen(pts)}"/>`;
    }
  }
  s += `<g fill="none" stroke="#5a4a48" stroke-width="1.1" opacity="0.75" stroke-linecap="round">${lines}</g>`;
  s += `<path d="M${x} ${y + R}Q${x + 10} ${y + R * 1.8} ${x - 6} ${y + R * 2.6}" fill="none" stroke="#5a4a48" stroke-width="1.2" opacity="0.7"/>`;
  s += B.leaf(
    ctx,
    { x: x + 4, y: y + R * 1.7, rot: 60 },
    { len: R * 0.9, width: R * 0.35, color: '#b5c4a6', line: '#5a4a48', vein: true },
  );
  s += B.leaf(
    ctx,
    { x: x + 2, y: y + R * 2.1, rot: -55 },
    { len: R * 0.8, width: R * 0.32, color: '#b5c4a6', line: '#5a4a48', vein: true },
  );
  s += `<ellipse cx="${x + R * 0.5}" cy="${y + R * 1.9}" rx="${R * 0.45}" ry="${R * 0.2}" transform="rotate(60 ${x + R * 0.5} ${y + R * 1.9})" fill="#b5c4a6" opacity="0.5"/>`;
  return s;
}

function founder(ctx: Ctx): string {
  const W = 900,
    H = 1125;
  let b = M.surface(ctx, W, H, { base: '#d8c0a2', kind: 'wood', light: 0.5, vignette: 0.15 });
  // sketchbook (two pages)
  let book = `<rect x="-8" y="-8" width="636" height="436" rx="8" fill="#6b5a4f"/>`;
  book += `<rect width="310" height="420" fill="#fbf8f1"/><rect x="310" width="310" height="420" fill="#fdfaf4"/>`;
  book += `<rect x="290" width="40" height="420" fill="${ctx.linear(
    [
      [0, '#000', 0],
      [0.5, '#000', 0.12],
      [1, '#000', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  // left page: pencil layout of an invitation
  book += `<rect x="60" y="50" width="190" height="270" fill="none" stroke="#9a9088" stroke-width="1" stroke-dasharray="4 3"/>`;
  book += text('A & R', 155, 150, { font: 'script', size: 44, fill: '#7a706a', opacity: 0.8 });
  book += `<g stroke="#a79d95" stroke-width="1.4" opacity="0.8"><path d="M95 185h120M110 205h90M100 235h110M120 255h70M105 285h100"/></g>`;
  book += text('names: 96pt script?', 155, 360, { font: 'italic', size: 15, fill: '#8a7f78' });
  book += `<circle cx="95" cy="85" r="16" fill="#e9b7b1" opacity="0.7"/><circle cx="125" cy="80" r="12" fill="#b9c6aa" opacity="0.7"/>`;
  // right page: peony sketch
  book += sketchPeony(ctx, 465, 150, 70);
  book += text('peony study, no. 4', 465, 390, { font: 'italic', size: 15, fill: '#8a7f78' });
  b += `<g transform="translate(140 330) rotate(-4 310 210)"><rect x="14" y="22" width="636" height="436" rx="8" fill="#3a2a20" opacity="0.25" filter="${ctx.blur(14)}"/>${book}</g>`;
  // watercolour palette tin
  let pal = `<rect width="300" height="150" rx="10" fill="#f1eeea" stroke="#cfc8c0" stroke-width="2"/>`;
  const pans = [
    '#e8a6a3',
    '#d77a82',
    '#f2c9a6',
    '#c6714f',
    '#e3cc91',
    '#9cae8f',
    '#6f8466',
    '#8fa6bd',
    '#1f2d47',
    '#b8924a',
  ];
  pans.forEach((c, i) => {
    const px = 20 + (i % 5) * 54;
    const py = 20 + Math.floor(i / 5) * 62;
    pal += `<rect x="${px}" y="${py}" width="44" height="50" rx="5" fill="#fff" stroke="#ddd6cf"/><rect x="${px + 4}" y="${py + 4}" width="36" height="42" rx="4" fill="${c}"/><ellipse cx="${px + 16}" cy="${py + 16}" rx="8" ry="5" fill="#fff" opacity="0.3"/>`;
  });
  b += `<g transform="translate(560 70) rotate(6 150 75)"><rect x="8" y="14" width="300" height="150" rx="10" fill="#3a2a20" opacity="0.22" filter="${ctx.blur(10)}"/>${pal}</g>`;
  // ink pot
  b += `<g transform="translate(150 160)"><circle cx="8" cy="14" r="70" fill="#3a2a20" opacity="0.25" filter="${ctx.blur(10)}"/><circle r="70" fill="#2b2d3a"/><circle r="70" fill="${ctx.radial(
    [
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ],
    { cx: 0.35, cy: 0.3, r: 0.6 },
  )}"/><circle r="36" fill="#0f1120"/><circle r="36" fill="none" stroke="#52566b" stroke-width="4"/><ellipse cx="-10" cy="-12" rx="12" ry="6" fill="#fff" opacity="0.25"/></g>`;
  // brush
  b += `<g transform="translate(300 250) rotate(28)"><rect x="6" y="10" width="420" height="14" rx="7" fill="#3a2a20" opacity="0.2" filter="${ctx.blur(5)}"/><rect x="0" y="0" width="300" height="14" rx="7" fill="#2f3a34"/><rect x="300" y="-1" width="60" height="16" rx="3" fill="#c8c2b8"/><path d="M360 0 C400 -6 430 2 450 7 C430 12 400 20 360 14Z" fill="#4a3b31"/><path d="M420 4 C435 6 445 7 450 7 C445 8 435 9 420 10Z" fill="#d77a82"/></g>`;
  // chai
  b += `<g transform="translate(480 985)"><circle cx="10" cy="16" r="120" fill="#3a2a20" opacity="0.22" filter="${ctx.blur(12)}"/><circle r="118" fill="#fbf8f2" stroke="#e4ddd2" stroke-width="2"/><circle r="100" fill="none" stroke="#8fa6bd" stroke-width="3" stroke-dasharray="2 8"/>`;
  b += `<path d="M78 -14 C122 -20 126 34 80 26" fill="none" stroke="#f6f2ea" stroke-width="16" stroke-linecap="round"/><path d="M78 -14 C122 -20 126 34 80 26" fill="none" stroke="#e4ddd2" stroke-width="2"/>`;
  b += `<circle r="82" fill="#fffdf8" stroke="#e4ddd2" stroke-width="3"/><circle r="68" fill="#b98558"/><circle r="68" fill="${ctx.radial(
    [
      [0, '#d9ab7c', 0.9],
      [1, '#a87448', 0.2],
    ],
    { cx: 0.45, cy: 0.4, r: 0.6 },
  )}"/><path d="M-40 -20q20 -18 50 -10q30 10 14 40" fill="none" stroke="#e8c9a2" stroke-width="3" opacity="0.6"/><circle cx="-18" cy="18" r="4" fill="#6d8a52"/><circle cx="-8" cy="26" r="3" fill="#5b4334"/></g>`;
  // colour swatch fan
  const sw = ['#f3d9d3', '#e8b7ad', '#c9707c', '#9cae8f', '#62775c', '#8fa6bd', '#e3cc91'];
  let fan = '';
  sw.forEach((c, i) => {
    fan += `<g transform="rotate(${-36 + i * 10})"><rect x="-30" y="-230" width="60" height="230" rx="6" fill="#3a2a20" opacity="0.1" transform="translate(3 5)"/><rect x="-30" y="-230" width="60" height="230" rx="6" fill="#fdfbf7"/><rect x="-24" y="-224" width="48" height="120" rx="3" fill="${c}"/><circle cx="0" cy="-20" r="5" fill="#d8d0c6"/></g>`;
  });
  b += `<g transform="translate(180 1080)">${fan}</g>`;
  // invitation proofs
  const proof = (seed: string) => {
    const c = ctx.sub(seed);
    let p = `<rect width="220" height="308" fill="#fffbf7"/>`;
    p += B.peony(c, { x: 190, y: 30 }, 40, PEONY) + B.rose(c, { x: 140, y: 20 }, 26, GARDEN_ROSE);
    p += B.sprig(c, { x: 200, y: 40, rot: -150 }, { len: 90, leaves: 5, leafLen: 24, leafWidth: 10, colors: SAGE });
    p +=
      text('Aisha', 110, 150, { font: 'script', size: 40, fill: '#b86f78' }) +
      text('&', 110, 172, { font: 'italic', size: 16, fill: '#5b4a47' }) +
      text('Nikhil', 110, 208, { font: 'script', size: 40, fill: '#b86f78' });
    p += `<g stroke="#8a7f78" stroke-width="1" opacity="0.6"><path d="M60 240h100M75 256h70M70 272h80"/></g>`;
    p += `<circle cx="30" cy="280" r="12" fill="none" stroke="#c9707c" stroke-width="1.5"/><path d="M24 280l4 4l8 -9" stroke="#c9707c" stroke-width="1.5" fill="none"/>`;
    return p;
  };
  b += M.card(ctx, { x: 590, y: 790, w: 220, h: 308, rot: 8, content: proof('proof-a') });
  b += M.card(ctx, { x: 680, y: 760, w: 220, h: 308, rot: 18, content: proof('proof-b') });
  // a sprig lying on the desk
  b += B.eucalyptus(ctx, { x: 60, y: 720, rot: 200 }, 260);
  b += B.peony(ctx, { x: 70, y: 420 }, 60, PEONY);
  return b;
}

// ---------------------------------------------------------------- monogram wreaths
interface WreathStyle {
  bg: string;
  ring: string;
  letter: string;
  leaves: string[];
  flowers: (ctx: Ctx, x: number, y: number, r: number, i: number) => string;
}

const STYLES: WreathStyle[] = [
  {
    bg: '#f7e9e4',
    ring: '#d9a7a5',
    letter: '#a95e6b',
    leaves: SAGE,
    flowers: (c, x, y, r, i) =>
      i % 2
        ? B.rose(c, { x, y }, r * 0.8, GARDEN_ROSE, { halo: false })
        : B.peony(c, { x, y }, r, PEONY, { halo: false }),
  },
  {
    bg: '#e7ece6',
    ring: '#9fb2a4',
    letter: '#40584b',
    leaves: ['#8ea79f', '#9fb5ac', '#7f9a93', '#a9bbb0'],
    flowers: (c, x, y, r, i) =>
      i % 2
        ? B.blossom(c, { x, y }, r * 0.55, '#fffdf8', '#e3c98a', { shape: 'star', petals: 6 })
        : B.rose(c, { x, y }, r * 0.85, { edge: '#fffdf8', mid: '#eef0ea', deep: '#b9c3b5' }, { halo: false }),
  },
  {
    bg: '#f5e8dc',
    ring: '#d9a57f',
    letter: '#a4533a',
    leaves: ['#c9a27e', '#b98a62', '#d9b48d', '#9cae8f'],
    flowers: (c, x, y, r, i) =>
      i % 2
        ? B.marigold(c, { x, y }, r * 0.7, { outer: '#f2b45a', inner: '#e38a3a', deep: '#b8562a' })
        : B.rose(c, { x, y }, r * 0.85, { edge: '#fdf0e6', mid: '#f2c9ad', deep: '#c97f5c' }, { halo: false }),
  },
  {
    bg: '#e6ebf1',
    ring: '#9fb2c6',
    letter: '#3f5a74',
    leaves: ['#8ea79f', '#9fb5ac', '#a9bbb0'],
    flowers: (c, x, y, r, i) =>
      i % 2
        ? B.blossom(c, { x, y }, r * 0.5, '#fffdf8', '#e3c98a')
        : B.rose(c, { x, y }, r * 0.85, { edge: '#fbfcfd', mid: '#e1e8ef', deep: '#9fb2c6' }, { halo: false }),
  },
];

function wreath(
  ctx: Ctx,
  size: number,
  letter: string,
  st: WreathStyle,
  o: { font?: 'serif' | 'italic' | 'script' } = {},
): string {
  const r = ctx.rng;
  const cx = size / 2,
    cy = size / 2,
    R = size * 0.34;
  let s = `<rect width="${size}" height="${size}" fill="${st.bg}"/>`;
  s += `<rect width="${size}" height="${size}" fill="${ctx.radial(
    [
      [0, '#ffffff', 0.6],
      [1, '#ffffff', 0],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  )}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${f(R * 0.78)}" fill="#fffdf9" opacity="0.85"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${f(R * 0.72)}" fill="none" stroke="${st.ring}" stroke-width="${f(size / 400)}"/>`;
  // two branches meeting at the bottom, open at the top
  for (const side of [-1, 1]) {
    const pts: Pt[] = [];
    for (let k = 0; k <= 20; k++) {
      const a = 90 + side * (10 + k * 7.5);
      pts.push([cx + R * Math.cos((a * Math.PI) / 180), cy + R * Math.sin((a * Math.PI) / 180)]);
    }
    s += `<path d="${smoothOpen(pts)}" fill="none" stroke="${shade(st.leaves[0] ?? '#888', -0.3)}" stroke-width="${f(size / 300)}"/>`;
    for (let k = 1; k <= 20; k++) {
      const a = 90 + side * (10 + k * 7.5);
      const [x, y] = [cx + R * Math.cos((a * Math.PI) / 180), cy + R * Math.sin((a * Math.PI) / 180)];
      const tang = a + side * 90; // direction of growth along the ring
      for (const out of [-1, 1]) {
        s += B.leaf(
          ctx,
          { x, y, rot: tang + 90 + out * 40 + r.jit(0, 8) },
          { len: size * 0.075 * (1 - k * 0.02), width: size * 0.032, color: r.pick(st.leaves), bend: out * 0.1 },
        );
      }
    }
  }
  const spots = [90, 62, 118, 35, 145, 200, 340];
  spots.forEach((a, i) => {
    const [x, y] = [cx + R * Math.cos((a * Math.PI) / 180), cy + R * Math.sin((a * Math.PI) / 180)];
    const rr = size * (i === 0 ? 0.085 : i < 3 ? 0.065 : 0.045);
    s += st.flowers(ctx, x, y, rr, i);
  });
  const font = o.font ?? 'italic';
  const fs = font === 'script' ? size * 0.36 : size * 0.3;
  s += text(letter, cx, cy + fs * (font === 'script' ? 0.3 : 0.32), { font, size: fs, weight: 500, fill: st.letter });
  return s;
}

export function aboutJobs(): Job[] {
  const team: [string, string, number][] = [
    ['about/team-1.webp', 'M', 0],
    ['about/team-2.webp', 'K', 1],
    ['about/team-3.webp', 'N', 2],
  ];
  const avatars: [string, string, number][] = [
    ['avatars/reviewer-1.webp', 'S', 3],
    ['avatars/reviewer-2.webp', 'A', 0],
    ['avatars/reviewer-3.webp', 'J', 1],
  ];
  return [
    job('about/founder.webp', 900, 1125, founder),
    ...team.map(([out, l, i]) =>
      job(out, 480, 480, (ctx) => wreath(ctx, 480, l, STYLES[i] ?? STYLES[0]!, { font: 'italic' })),
    ),
    ...avatars.map(([out, l, i]) =>
      job(out, 240, 240, (ctx) => wreath(ctx, 240, l, STYLES[i] ?? STYLES[0]!, { font: 'serif' })),
    ),
  ];
}
