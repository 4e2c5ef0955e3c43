/** The six shop collections: invitation front, second suite piece, phone or flat-lay. */
import { Ctx, Place, f, svgDoc } from '../lib/svg';
import { C, shade, mix } from '../lib/color';
import { text, lines, Line } from '../lib/fonts';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import * as O from '../lib/ornament';
import type { Job } from './job';

const W = 900;
const H = 1125;

// ---------------------------------------------------------------- shared palettes
export const PEONY: B.FlowerPalette = { edge: '#fce9e4', mid: '#f0b6b3', deep: '#cc7884' };
export const GARDEN_ROSE: B.FlowerPalette = { edge: '#fff3e8', mid: '#f4c9b4', deep: '#cf8a72' };
export const DUSTY_ROSE: B.FlowerPalette = { edge: '#f6e1da', mid: '#dcaaa3', deep: '#b5727a' };
export const SAGE = ['#9cae8f', '#8a9f7e', '#b3c0a4', '#7f957a'];

/** Foliage that mixes leafy sprigs and eucalyptus. */
export function gardenFoliage(ctx: Ctx, p: Place, len: number, i: number): string {
  if (i % 3 === 1) return B.eucalyptus(ctx, p, len * 0.95, { bend: ctx.rng.jit(0, 0.25) });
  return B.sprig(ctx, p, {
    len,
    leaves: Math.max(4, Math.round(len / 32)),
    leafLen: len * 0.34,
    leafWidth: len * 0.14,
    colors: SAGE,
    bend: ctx.rng.jit(0, 0.3),
    spread: 42,
  });
}

export function peonySwag(ctx: Ctx, x: number, y: number, R: number, arms: [number, number]): string {
  return B.swag(ctx, x, y, {
    R,
    arms,
    flower: (c, p, r, i) => (i === 0 ? B.peony(c, p, r, PEONY) : i === 1 ? B.rose(c, p, r, GARDEN_ROSE) : B.peony(c, p, r, { ...PEONY, deep: '#d98f97' })),
    foliage: gardenFoliage,
    reach: 2.7,
    collar: ['#a3b496', '#8fa384', '#b7c4a9'],
    buds: (c, p, s) => B.bud(c, p, s, PEONY),
    fillers: (c, p, s) => B.blossom(c, { ...p, rot: 0 }, s * 0.16, '#fffaf5', '#e6c98f') + B.blossom(c, { x: p.x + s * 0.22, y: p.y - s * 0.12 }, s * 0.12, '#fffaf5', '#e6c98f'),
  });
}

// ---------------------------------------------------------------- blush peony romance
function peonyInvite(ctx: Ctx, w: number, h: number): string {
  let s = `<rect width="${w}" height="${h}" fill="#fffaf6"/>`;
  s += `<circle cx="${w - 60}" cy="60" r="230" fill="${PEONY.edge}" opacity="0.7" filter="${ctx.blur(60)}"/>`;
  s += `<circle cx="40" cy="${h - 40}" r="200" fill="${PEONY.edge}" opacity="0.7" filter="${ctx.blur(60)}"/>`;
  s += peonySwag(ctx, w - 52, 60, 72, [178, 98]);
  s += peonySwag(ctx, 52, h - 56, 58, [-82, 8]);
  const ink = '#5b4a47';
  const rose = '#b86f78';
  const top: Line[] = [
    { t: 'Together with their families', font: 'serif', size: 14.5, weight: 600, ls: 3.6, caps: true, fill: ink, dy: 0 },
    { t: 'Aisha', font: 'script', size: 100, fill: rose, dy: 98 },
    { t: '&', font: 'italic', size: 34, fill: ink, dy: 50 },
    { t: 'Nikhil', font: 'script', size: 100, fill: rose, dy: 80 },
    { t: 'request the pleasure of your company', font: 'serif', size: 14, weight: 600, ls: 3, caps: true, fill: ink, dy: 64 },
    { t: 'at the celebration of their marriage', font: 'italic', size: 21, fill: ink, dy: 30 },
  ];
  const a = lines(top, w / 2, 205, 420);
  s += a.svg;
  s += O.divider(w / 2, a.end + 34, 110, rose, { mark: 'heart', gap: 12, width: 0.8 });
  const bottom: Line[] = [
    { t: 'Saturday, the twentieth of February', font: 'serif', size: 22, weight: 500, fill: ink, dy: 0 },
    { t: 'two thousand and twenty-seven', font: 'serif', size: 19, weight: 500, fill: ink, dy: 27 },
    { t: 'at half past six in the evening', font: 'italic', size: 19, fill: ink, dy: 27 },
    { t: 'The Leela Palace', font: 'serif', size: 16, weight: 600, ls: 3.4, caps: true, fill: ink, dy: 46 },
    { t: 'New Delhi', font: 'italic', size: 19, fill: ink, dy: 26 },
    { t: 'Dinner & dancing to follow', font: 'italic', size: 18, fill: rose, dy: 40 },
  ];
  s += lines(bottom, w / 2, a.end + 80, 400).svg;
  return s;
}

function peonyRsvp(ctx: Ctx, w: number, h: number): string {
  let s = `<rect width="${w}" height="${h}" fill="#fffaf6"/>`;
  s += `<circle cx="${w - 30}" cy="30" r="150" fill="${PEONY.edge}" opacity="0.8" filter="${ctx.blur(40)}"/>`;
  s += peonySwag(ctx, w - 30, 34, 40, [175, 105]);
  const ink = '#5b4a47';
  const rose = '#b86f78';
  s += text('Kindly Reply', w / 2 - 30, 96, { font: 'script', size: 58, fill: rose });
  s += text('by the fifteenth of January', w / 2 - 30, 134, { font: 'italic', size: 19, fill: ink });
  const ruleY = [198, 252];
  s += text('M', 60, ruleY[0] ?? 0, { font: 'script', size: 30, fill: ink, anchor: 'start' });
  s += `<path d="M86 ${ruleY[0]}H${w - 60}M60 ${ruleY[1]}H${w - 60}" stroke="${ink}" stroke-width="0.8" opacity="0.5"/>`;
  s += `<circle cx="86" cy="300" r="8" fill="none" stroke="${ink}" stroke-width="0.9"/>`;
  s += text('joyfully accepts', 104, 306, { font: 'italic', size: 19, fill: ink, anchor: 'start' });
  s += `<circle cx="${w / 2 + 40}" cy="300" r="8" fill="none" stroke="${ink}" stroke-width="0.9"/>`;
  s += text('regretfully declines', w / 2 + 58, 306, { font: 'italic', size: 19, fill: ink, anchor: 'start' });
  s += text('number of guests', 60, 352, { font: 'serif', size: 13, weight: 600, ls: 2.6, caps: true, fill: ink, anchor: 'start' });
  s += `<path d="M210 352H${w / 2 + 10}" stroke="${ink}" stroke-width="0.8" opacity="0.5"/>`;
  s += O.heart(w - 80, 346, 7, rose);
  return s;
}

function peonyDetails(ctx: Ctx, w: number, h: number): string {
  let s = `<rect width="${w}" height="${h}" fill="#fdf3ef"/>`;
  s += `<circle cx="40" cy="${h - 30}" r="140" fill="${PEONY.mid}" opacity="0.35" filter="${ctx.blur(40)}"/>`;
  s += B.sprig(ctx, { x: 30, y: h - 10, rot: 35 }, { len: 170, leaves: 6, leafLen: 46, leafWidth: 18, colors: SAGE });
  s += B.peony(ctx, { x: 48, y: h - 46 }, 36, PEONY);
  const ink = '#5b4a47';
  const rose = '#b86f78';
  s += text('The Details', w / 2, 84, { font: 'script', size: 54, fill: rose });
  const items: [string, string, string][] = [
    ['Mehndi & Sangeet', 'Friday, 19 February · 7 pm', 'The Lawns, The Leela Palace'],
    ['The Wedding', 'Saturday, 20 February · 6.30 pm', 'The Grand Ballroom'],
    ['Stay', 'A room block is held until 10 January', 'Mention “Aisha & Nikhil” when booking'],
  ];
  let y = 140;
  for (const [a, b2, c] of items) {
    s += text(a, w / 2, y, { font: 'serif', size: 15, weight: 600, ls: 3, caps: true, fill: ink });
    s += text(b2, w / 2, y + 27, { font: 'italic', size: 19, fill: ink });
    s += text(c, w / 2, y + 51, { font: 'italic', size: 17, fill: ink, opacity: 0.85 });
    y += 104;
  }
  return s;
}

export function job(out: string, w: number, h: number, draw: (ctx: Ctx) => string): Job {
  return { out, w, h, build: () => { const ctx = new Ctx(out); return svgDoc(w, h, ctx, draw(ctx)); } };
}

function peonyJobs(): Job[] {
  const slug = 'blush-peony-romance';
  const bg = '#f1e2dc';
  const invite = (ctx: Ctx) => peonyInvite(ctx.sub(`${slug}-card`), 600, 840);
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: bg, kind: 'linen' });
      b += M.leafShadows(ctx, -40, -60, 1.2, 120, 0.07);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: invite(ctx) });
      b += B.peony(ctx, { x: 860, y: 1080 }, 95, PEONY);
      b += M.petals(ctx, 690, 1070, 80, 5, [PEONY.edge, PEONY.mid], 26);
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: bg, kind: 'linen' });
      b += M.leafShadows(ctx, 980, -80, 1.1, 200, 0.06);
      b += M.card(ctx, { x: 300, y: 110, w: 500, h: 560, rot: 4, content: peonyDetails(ctx.sub(`${slug}-details`), 500, 560) });
      b += M.card(ctx, { x: 95, y: 600, w: 560, h: 400, rot: -3, content: peonyRsvp(ctx.sub(`${slug}-rsvp`), 560, 400), lift: 1.2 });
      b += B.sprig(ctx, { x: 40, y: 420, rot: 160 }, { len: 260, leaves: 8, leafLen: 80, leafWidth: 32, colors: SAGE });
      b += B.peony(ctx, { x: 120, y: 340 }, 84, PEONY);
      b += B.rose(ctx, { x: 40, y: 230 }, 60, GARDEN_ROSE);
      b += B.bud(ctx, { x: 210, y: 250, rot: 40 }, 34, PEONY);
      b += M.petals(ctx, 800, 1050, 70, 4, [PEONY.edge, PEONY.mid], 24);
      return b;
    }),
    job(`collections/${slug}-3.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: bg, kind: 'linen' });
      b += M.leafShadows(ctx, -60, 900, 1.2, 40, 0.06);
      b += B.sprig(ctx, { x: 140, y: 250, rot: 200 }, { len: 240, leaves: 8, leafLen: 80, leafWidth: 32, colors: SAGE });
      b += B.eucalyptus(ctx, { x: 130, y: 180, rot: -120 }, 220);
      b += peonySwag(ctx, 110, 140, 80, [10, 95]);
      b += M.phone(ctx, {
        x: 280,
        y: 150,
        w: 380,
        rot: 4,
        body: '#e9d3cc',
        screen: (sw, sh) =>
          M.phoneScreen(ctx, sw, sh, { bg: '#fbf2ee', ink: '#5b4a47', accent: '#b86f78', cardW: 600, cardH: 840, card: invite(ctx), button: '#c98089' }),
      });
      b += peonySwag(ctx, 800, 1010, 72, [185, 275]);
      b += M.petals(ctx, 760, 420, 70, 4, [PEONY.edge, PEONY.mid], 24);
      return b;
    }),
  ];
}

export function collectionJobs(): Job[] {
  return [...peonyJobs()];
}
