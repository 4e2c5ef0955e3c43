/** The six shop collections: invitation front, second suite piece, phone or flat-lay. */
import { Ctx, type Place, f, svgDoc } from '../lib/svg';
import { text, lines, type Line } from '../lib/fonts';
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
    flower: (c, p, r, i) =>
      i === 0
        ? B.peony(c, p, r, PEONY)
        : i === 1
          ? B.rose(c, p, r, GARDEN_ROSE)
          : B.peony(c, p, r, { ...PEONY, deep: '#d98f97' }),
    foliage: gardenFoliage,
    reach: 2.7,
    collar: ['#a3b496', '#8fa384', '#b7c4a9'],
    buds: (c, p, s) => B.bud(c, p, s, PEONY),
    fillers: (c, p, s) =>
      B.blossom(c, { ...p, rot: 0 }, s * 0.16, '#fffaf5', '#e6c98f') +
      B.blossom(c, { x: p.x + s * 0.22, y: p.y - s * 0.12 }, s * 0.12, '#fffaf5', '#e6c98f'),
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
    {
      t: 'Together with their families',
      font: 'serif',
      size: 14.5,
      weight: 600,
      ls: 3.6,
      caps: true,
      fill: ink,
      dy: 0,
    },
    { t: 'Aisha', font: 'script', size: 100, fill: rose, dy: 98 },
    { t: '&', font: 'italic', size: 34, fill: ink, dy: 50 },
    { t: 'Nikhil', font: 'script', size: 100, fill: rose, dy: 80 },
    {
      t: 'request the pleasure of your company',
      font: 'serif',
      size: 14,
      weight: 600,
      ls: 3,
      caps: true,
      fill: ink,
      dy: 64,
    },
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
  s += text('number of guests', 60, 352, {
    font: 'serif',
    size: 13,
    weight: 600,
    ls: 2.6,
    caps: true,
    fill: ink,
    anchor: 'start',
  });
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
  return {
    out,
    w,
    h,
    build: () => {
      const ctx = new Ctx(out);
      return svgDoc(w, h, ctx, draw(ctx));
    },
  };
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
      b += M.card(ctx, {
        x: 300,
        y: 110,
        w: 500,
        h: 560,
        rot: 4,
        content: peonyDetails(ctx.sub(`${slug}-details`), 500, 560),
      });
      b += M.card(ctx, {
        x: 95,
        y: 600,
        w: 560,
        h: 400,
        rot: -3,
        content: peonyRsvp(ctx.sub(`${slug}-rsvp`), 560, 400),
        lift: 1.2,
      });
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
      b += B.sprig(
        ctx,
        { x: 140, y: 250, rot: 200 },
        { len: 240, leaves: 8, leafLen: 80, leafWidth: 32, colors: SAGE },
      );
      b += B.eucalyptus(ctx, { x: 130, y: 180, rot: -120 }, 220);
      b += peonySwag(ctx, 110, 140, 80, [10, 95]);
      b += M.phone(ctx, {
        x: 280,
        y: 150,
        w: 380,
        rot: 4,
        body: '#e9d3cc',
        screen: (sw, sh) =>
          M.phoneScreen(ctx, sw, sh, {
            bg: '#fbf2ee',
            ink: '#5b4a47',
            accent: '#b86f78',
            cardW: 600,
            cardH: 840,
            card: invite(ctx),
            button: '#c98089',
          }),
      });
      b += peonySwag(ctx, 800, 1010, 72, [185, 275]);
      b += M.petals(ctx, 760, 420, 70, 4, [PEONY.edge, PEONY.mid], 24);
      return b;
    }),
  ];
}

// ---------------------------------------------------------------- modern monogram
export const MM = { ink: '#2f2d2c', soft: '#8c8782', accent: '#a9826a', paper: '#fdfcf9', bg: '#e8e4de' };

export function monogramMark(cx: number, cy: number, r: number, a: string, b: string, color: string, sw = 0.9): string {
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-width="${f(sw)}"/>`;
  s += `<path d="M${f(cx + r * 0.16)} ${f(cy - r * 0.5)}L${f(cx - r * 0.16)} ${f(cy + r * 0.5)}" stroke="${color}" stroke-width="${f(sw)}"/>`;
  s += text(a, cx - r * 0.36, cy + r * 0.2, { font: 'serif', size: r * 0.78, weight: 300, fill: color });
  s += text(b, cx + r * 0.38, cy + r * 0.42, { font: 'serif', size: r * 0.78, weight: 300, fill: color });
  return s;
}

function modernInvite(ctx: Ctx, w: number, h: number): string {
  void ctx;
  const { ink, soft, accent } = MM;
  let s = `<rect width="${w}" height="${h}" fill="${MM.paper}"/>`;
  s += monogramMark(w / 2, 168, 50, 'M', 'L', ink);
  const L: Line[] = [
    { t: 'Meera', font: 'sans', size: 46, weight: 300, ls: 17, caps: true, fill: ink, dy: 0 },
    { t: '&', font: 'italic', size: 36, fill: accent, dy: 58 },
    { t: 'Lucas', font: 'sans', size: 46, weight: 300, ls: 17, caps: true, fill: ink, dy: 66 },
  ];
  const a = lines(L, w / 2, 318);
  s += a.svg;
  s += `<path d="M${w / 2 - 22} ${f(a.end + 48)}H${w / 2 + 22}" stroke="${ink}" stroke-width="0.8"/>`;
  const L2: Line[] = [
    { t: 'are getting married', font: 'sans', size: 12.5, weight: 400, ls: 5.5, caps: true, fill: soft, dy: 0 },
    { t: '14 · 05 · 2027', font: 'sans', size: 30, weight: 300, ls: 7, fill: ink, dy: 64 },
    {
      t: 'Friday at five in the evening',
      font: 'sans',
      size: 11.5,
      weight: 400,
      ls: 4.2,
      caps: true,
      fill: soft,
      dy: 36,
    },
    { t: 'The Imperial', font: 'sans', size: 14.5, weight: 500, ls: 5.5, caps: true, fill: ink, dy: 66 },
    { t: 'Janpath, New Delhi', font: 'italic', size: 20, fill: ink, dy: 28 },
  ];
  const b = lines(L2, w / 2, a.end + 96);
  s += b.svg;
  s += text('Reception to follow', w / 2, h - 62, {
    font: 'sans',
    size: 10.5,
    weight: 400,
    ls: 4.5,
    caps: true,
    fill: soft,
  });
  return s;
}

function modernWeekend(ctx: Ctx, w: number, h: number): string {
  void ctx;
  const { ink, soft, accent } = MM;
  let s = `<rect width="${w}" height="${h}" fill="${MM.paper}"/>`;
  s += monogramMark(w / 2, 86, 30, 'M', 'L', ink, 0.8);
  s += text('The Weekend', w / 2, 176, { font: 'sans', size: 24, weight: 300, ls: 10, caps: true, fill: ink });
  const rows: [string, string, string, string][] = [
    ['Thursday', '13', 'Welcome Drinks', 'Seven o’clock · The Imperial Lawns'],
    ['Friday', '14', 'Ceremony & Dinner', 'Five o’clock · The Royal Ballroom'],
    ['Saturday', '15', 'Farewell Brunch', 'Eleven o’clock · 1911 Restaurant'],
  ];
  let y = 236;
  const colX = 150;
  s += `<path d="M60 ${y}H${w - 60}" stroke="${ink}" stroke-width="0.6" opacity="0.6"/>`;
  for (const [day, num, ev, det] of rows) {
    s += text(day, 100, y + 48, { font: 'sans', size: 10, weight: 500, ls: 3, caps: true, fill: soft });
    s += text(num, 100, y + 96, { font: 'serif', size: 46, weight: 300, fill: ink });
    s += text('May', 100, y + 120, { font: 'sans', size: 10, weight: 400, ls: 3, caps: true, fill: soft });
    s += `<path d="M${colX + 10} ${y + 30}V${y + 128}" stroke="${ink}" stroke-width="0.6" opacity="0.35"/>`;
    s += text(
      ev,
      colX + 40,
      y + 70,
      { font: 'sans', size: 15, weight: 500, ls: 4, caps: true, fill: ink, anchor: 'start' },
      w - colX - 100,
    );
    s += text(det, colX + 40, y + 100, { font: 'italic', size: 19, fill: ink, anchor: 'start' }, w - colX - 100);
    y += 150;
    s += `<path d="M60 ${y}H${w - 60}" stroke="${ink}" stroke-width="0.6" opacity="0.6"/>`;
  }
  s += text('Kindly reply by the first of April', w / 2, y + 56, { font: 'italic', size: 20, fill: ink });
  s += text('meeraandlucas.com', w / 2, y + 86, {
    font: 'sans',
    size: 11,
    weight: 400,
    ls: 4,
    caps: true,
    fill: accent,
  });
  return s;
}

function modernJobs(): Job[] {
  const slug = 'modern-monogram';
  const invite = (ctx: Ctx) => modernInvite(ctx.sub(`${slug}-card`), 600, 840);
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: MM.bg, kind: 'plaster', vignette: 0.08 });
      b += M.leafShadows(ctx, 900, 40, 1.5, 210, 0.09);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: invite(ctx) });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: MM.bg, kind: 'plaster', vignette: 0.08 });
      b += M.leafShadows(ctx, -120, 980, 1.4, 20, 0.08);
      b += M.envelope(ctx, { x: 90, y: 90, w: 600, h: 420, rot: -7, color: '#dcd6cd' });
      b += M.card(ctx, {
        x: 230,
        y: 240,
        w: 560,
        h: 800,
        rot: 3,
        content: modernWeekend(ctx.sub(`${slug}-weekend`), 560, 800),
      });
      return b;
    }),
    job(`collections/${slug}-3.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: MM.bg, kind: 'plaster', vignette: 0.08 });
      b += M.leafShadows(ctx, 950, 700, 1.5, 250, 0.09);
      b += M.phone(ctx, {
        x: 260,
        y: 160,
        w: 380,
        rot: -3,
        body: '#cfcac3',
        screen: (sw, sh) =>
          M.phoneScreen(ctx, sw, sh, {
            bg: '#f4f2ee',
            ink: MM.ink,
            accent: MM.accent,
            cardW: 600,
            cardH: 840,
            card: invite(ctx),
            button: MM.ink,
          }),
      });
      return b;
    }),
  ];
}

// ---------------------------------------------------------------- woodland rustic
export const WD = { kraft: '#d7b98f', ink: '#3d2d21', green: '#41503a', wood: '#a8825e', twine: '#b48b5c' };
export const FERN_GREENS = ['#6f8560', '#7d9170', '#5f7552'];

export function woodGarland(ctx: Ctx, cx: number, cy: number, s: number): string {
  let g = '';
  for (const side of [-1, 1]) {
    g += B.fern(ctx, { x: cx, y: cy, rot: side * 78 }, 230 * s, {
      color: ctx.rng.pick(FERN_GREENS),
      bend: side * -0.15,
    });
    g += B.eucalyptus(ctx, { x: cx, y: cy + 4, rot: side * 62 }, 190 * s, { bend: side * 0.2 });
    g += B.sprig(
      ctx,
      { x: cx, y: cy, rot: side * 100 },
      {
        len: 160 * s,
        leaves: 6,
        leafLen: 40 * s,
        leafWidth: 15 * s,
        colors: ['#8a9a6a', '#9aa97c'],
        bend: side * 0.2,
        spread: 40,
      },
    );
    g += B.berries(ctx, { x: cx, y: cy, rot: side * 40 }, 90 * s, '#7b5a4e', '#6d5a48', 5);
  }
  g += M.twineBow(cx, cy, 24 * s, WD.twine);
  return g;
}

function woodInvite(ctx: Ctx, w: number, h: number): string {
  const { ink, kraft } = WD;
  let s = `<rect width="${w}" height="${h}" fill="${kraft}"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#e4c9a3', 0.7],
      [1, '#e4c9a3', 0],
    ],
    { cx: 0.5, cy: 0.45, r: 0.6 },
  )}"/>`;
  s += M.fibres(ctx, w, h, kraft, 220);
  s += woodGarland(ctx, w / 2, 118, 1.15);
  const L: Line[] = [
    { t: 'With joy in our hearts', font: 'serif', size: 14.5, weight: 600, ls: 3.6, caps: true, fill: ink, dy: 0 },
    { t: 'Emily', font: 'script', size: 96, fill: WD.green, dy: 96 },
    { t: '&', font: 'italic', size: 34, fill: ink, dy: 48 },
    { t: 'Karan', font: 'script', size: 96, fill: WD.green, dy: 80 },
    { t: 'invite you to share in our wedding day', font: 'italic', size: 21, fill: ink, dy: 60 },
  ];
  const a = lines(L, w / 2, 262, 440);
  s += a.svg;
  s += O.divider(w / 2, a.end + 34, 90, ink, { mark: 'dot', gap: 9, width: 0.8 });
  const L2: Line[] = [
    { t: 'Saturday · 9 October 2027', font: 'serif', size: 17, weight: 600, ls: 3.2, caps: true, fill: ink, dy: 0 },
    { t: 'four o’clock in the afternoon', font: 'italic', size: 20, fill: ink, dy: 28 },
    { t: 'Glenburn Tea Estate', font: 'serif', size: 16, weight: 600, ls: 3.4, caps: true, fill: ink, dy: 46 },
    { t: 'Darjeeling, West Bengal', font: 'italic', size: 20, fill: ink, dy: 27 },
    { t: 'supper, bonfire & dancing under the stars', font: 'italic', size: 18, fill: WD.green, dy: 42 },
  ];
  s += lines(L2, w / 2, a.end + 80, 440).svg;
  return s;
}

function woodDetails(ctx: Ctx, w: number, h: number): string {
  const { ink, kraft } = WD;
  let s = `<rect width="${w}" height="${h}" fill="${kraft}"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#e4c9a3', 0.7],
      [1, '#e4c9a3', 0],
    ],
    { cx: 0.5, cy: 0.45, r: 0.6 },
  )}"/>`;
  s += M.fibres(ctx, w, h, kraft, 180);
  s += text('Weekend Details', w / 2, 98, { font: 'script', size: 60, fill: WD.green });
  const items: [string, string, string][] = [
    ['Getting there', 'Fly into Bagdogra — cars will', 'bring you up the hill to the estate'],
    ['Where to stay', 'Cottages on the estate are held', 'for our guests until 1 August'],
    ['What to wear', 'Garden formal, comfortable shoes', 'and a shawl for the bonfire'],
  ];
  let y = 168;
  for (const [t1, t2, t3] of items) {
    s += text(t1, w / 2, y, { font: 'serif', size: 15, weight: 600, ls: 3.2, caps: true, fill: ink });
    s += text(t2, w / 2, y + 29, { font: 'italic', size: 19, fill: ink }, w - 80);
    s += text(t3, w / 2, y + 53, { font: 'italic', size: 19, fill: ink }, w - 80);
    y += 112;
  }
  s += text('emilyandkaran.in', w / 2, y + 8, {
    font: 'serif',
    size: 13,
    weight: 600,
    ls: 3,
    caps: true,
    fill: WD.green,
  });
  for (const side of [-1, 1])
    s += B.fern(ctx, { x: w / 2, y: h - 40, rot: side * 70 }, 170, { color: '#6f8560', bend: side * -0.1 });
  s += B.eucalyptus(ctx, { x: w / 2, y: h - 36, rot: 0 }, 90);
  return s;
}

function woodRsvp(ctx: Ctx, w: number, h: number): string {
  const { ink, kraft } = WD;
  let s = `<rect width="${w}" height="${h}" fill="${kraft}"/>` + M.fibres(ctx, w, h, kraft, 90);
  s += text('Will you join us?', w / 2, 80, { font: 'script', size: 50, fill: WD.green });
  s += text('kindly reply by the first of August', w / 2, 116, { font: 'italic', size: 18, fill: ink });
  s += `<path d="M50 176H${w - 50}" stroke="${ink}" stroke-width="0.8" opacity="0.55"/>`;
  s += text('name(s)', 50, 196, {
    font: 'serif',
    size: 11,
    weight: 600,
    ls: 2.4,
    caps: true,
    fill: ink,
    anchor: 'start',
    opacity: 0.7,
  });
  s += `<rect x="70" y="234" width="13" height="13" fill="none" stroke="${ink}" stroke-width="0.9"/><rect x="${w / 2 - 4}" y="234" width="13" height="13" fill="none" stroke="${ink}" stroke-width="0.9"/>`;
  s += text('count me in', 94, 246, { font: 'italic', size: 18, fill: ink, anchor: 'start' });
  s += text('sending love from afar', w / 2 + 20, 246, { font: 'italic', size: 18, fill: ink, anchor: 'start' });
  return s;
}

function woodJobs(): Job[] {
  const slug = 'woodland-rustic';
  const invite = (ctx: Ctx) => woodInvite(ctx.sub(`${slug}-card`), 600, 840);
  const woodBg = (ctx: Ctx) => M.surface(ctx, W, H, { base: '#b08d6a', kind: 'wood', light: 0.35, vignette: 0.2 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = woodBg(ctx);
      b += M.card(ctx, {
        x: 150,
        y: 142,
        w: 600,
        h: 840,
        rot: -1.2,
        shape: M.deckle(ctx, 600, 840),
        content: invite(ctx),
        shadow: 1.3,
      });
      b += B.eucalyptus(ctx, { x: 800, y: 1120, rot: -30 }, 260);
      b += B.fern(ctx, { x: 860, y: 1125, rot: -10 }, 300, { color: '#6f8560' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = woodBg(ctx);
      b += M.card(ctx, {
        x: 110,
        y: 90,
        w: 520,
        h: 720,
        rot: 2.5,
        shape: M.deckle(ctx, 520, 720),
        content: woodDetails(ctx.sub(`${slug}-details`), 520, 720),
        shadow: 1.3,
      });
      b += M.card(ctx, {
        x: 330,
        y: 740,
        w: 480,
        h: 300,
        rot: -4,
        shape: M.deckle(ctx, 480, 300),
        content: woodRsvp(ctx.sub(`${slug}-rsvp`), 480, 300),
        shadow: 1.3,
        lift: 1.2,
      });
      // a small tied bundle of greenery
      let bundle = '';
      bundle += B.eucalyptus(ctx, { x: 0, y: 0, rot: -10 }, 240);
      bundle += B.fern(ctx, { x: 6, y: 0, rot: 12 }, 260, { color: '#6f8560' });
      bundle += B.sprig(
        ctx,
        { x: -4, y: 0, rot: 28 },
        { len: 200, leaves: 7, leafLen: 50, leafWidth: 19, colors: ['#8a9a6a', '#9aa97c'] },
      );
      bundle += M.twine(`M-14 -4Q0 4 16 -6`, WD.twine, 3) + M.twineBow(0, -2, 16, WD.twine);
      b += `<g transform="translate(790 420) rotate(-150)">${bundle}</g>`;
      return b;
    }),
    job(`collections/${slug}-3.webp`, W, H, (ctx) => {
      let b = woodBg(ctx);
      const liner = (() => {
        const c = ctx.sub('liner');
        let l = `<rect width="520" height="380" fill="#efe4cf"/>`;
        for (let i = 0; i < 7; i++)
          for (let j = 0; j < 4; j++)
            l += B.fern(c, { x: 40 + i * 75 + (j % 2) * 36, y: 110 + j * 90, rot: j % 2 ? 30 : -30 }, 90, {
              color: '#8a9c78',
            });
        return l;
      })();
      b += M.envelope(ctx, { x: 60, y: 250, w: 520, h: 370, rot: -9, color: '#c8a47a', open: true, liner });
      b += M.card(ctx, {
        x: 400,
        y: 290,
        w: 432,
        h: 605,
        rot: 5,
        shape: M.deckle(ctx, 432, 605),
        content: M.scaled(invite(ctx), 0.72),
        shadow: 1.3,
        lift: 1.2,
      });
      b += M.card(ctx, {
        x: 80,
        y: 760,
        w: 380,
        h: 238,
        rot: -5,
        shape: M.deckle(ctx, 380, 238),
        content: M.scaled(woodRsvp(ctx.sub(`${slug}-rsvp`), 480, 300), 380 / 480),
        shadow: 1.3,
      });
      b += M.waxSeal(ctx, { x: 540, y: 1010, rot: 12 }, 42, '#4c5d3f', 'E', 'script');
      b += B.eucalyptus(ctx, { x: 60, y: 200, rot: 130 }, 260);
      b += B.fern(ctx, { x: 20, y: 180, rot: 110 }, 280, { color: '#6f8560' });
      b += B.fern(ctx, { x: 880, y: 1100, rot: -40 }, 260, { color: '#5f7552' });
      b += B.berries(ctx, { x: 840, y: 200, rot: -140 }, 150, '#7b5a4e');
      return b;
    }),
  ];
}

// ---------------------------------------------------------------- vintage lace heirloom
export const VL = { paper: '#f8efe2', rose: '#b77e7c', ink: '#5a4441', lace: '#c9a19b', bg: '#e4cfca' };

export function roseGarland(ctx: Ctx, cx: number, cy: number, s: number): string {
  let g = '';
  for (const side of [-1, 1]) {
    g += B.sprig(
      ctx,
      { x: cx, y: cy, rot: side * 82 },
      {
        len: 150 * s,
        leaves: 6,
        leafLen: 34 * s,
        leafWidth: 14 * s,
        colors: ['#9aa58c', '#8b987d', '#aab49a'],
        bend: side * -0.25,
        spread: 44,
      },
    );
    g += B.sprig(
      ctx,
      { x: cx, y: cy, rot: side * 110 },
      {
        len: 110 * s,
        leaves: 5,
        leafLen: 30 * s,
        leafWidth: 12 * s,
        colors: ['#9aa58c', '#b5bca4'],
        bend: side * 0.3,
        spread: 44,
      },
    );
    g += B.bud(ctx, { x: cx + side * 92 * s, y: cy + 6 * s, rot: side * 70 }, 16 * s, DUSTY_ROSE, '#8b987d');
    g += B.blossom(ctx, { x: cx + side * 66 * s, y: cy - 14 * s }, 7 * s, '#fbf4ec', '#d7b984');
  }
  g += B.rose(ctx, { x: cx - 30 * s, y: cy + 6 * s }, 24 * s, DUSTY_ROSE);
  g += B.rose(ctx, { x: cx + 30 * s, y: cy + 6 * s }, 24 * s, DUSTY_ROSE);
  g += B.rose(ctx, { x: cx, y: cy - 4 * s }, 30 * s, { edge: '#fbefe6', mid: '#ecc9bd', deep: '#c38f86' });
  return g;
}

function vintageInvite(ctx: Ctx, w: number, h: number): { content: string; shape: string } {
  const lace = O.laceCard(ctx, w, h, 40, VL.lace, { eyelet: VL.lace });
  const { ink, rose } = VL;
  let s = `<rect width="${w}" height="${h}" fill="${VL.paper}"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#fffaf2', 0.8],
      [1, '#efe0c9', 0.6],
    ],
    { cx: 0.5, cy: 0.45, r: 0.7 },
  )}"/>`;
  s += lace.deco;
  const fi = 74;
  s += O.notchedFrame(fi, fi, w - 2 * fi, h - 2 * fi, 18, rose, 0.9);
  s += O.flourish(fi + 10, fi + 10, 46, 1, 1, rose, 1);
  s += O.flourish(w - fi - 10, fi + 10, 46, -1, 1, rose, 1);
  s += O.flourish(fi + 10, h - fi - 10, 46, 1, -1, rose, 1);
  s += O.flourish(w - fi - 10, h - fi - 10, 46, -1, -1, rose, 1);
  s += roseGarland(ctx, w / 2, 146, 1.12);
  const L: Line[] = [
    { t: 'With the blessings of their families', font: 'italic', size: 20, fill: ink, dy: 0 },
    { t: 'Radhika', font: 'script', size: 86, fill: rose, dy: 88 },
    { t: '&', font: 'italic', size: 32, fill: ink, dy: 46 },
    { t: 'Samuel', font: 'script', size: 86, fill: rose, dy: 76 },
    { t: 'invite you to celebrate their marriage', font: 'italic', size: 20, fill: ink, dy: 56 },
  ];
  const a = lines(L, w / 2, 258, 380);
  s += a.svg;
  s += O.divider(w / 2, a.end + 30, 100, rose, { mark: 'diamond', gap: 10 });
  const L2: Line[] = [
    {
      t: 'Saturday, the twenty-seventh of November',
      font: 'serif',
      size: 13.5,
      weight: 600,
      ls: 2.4,
      caps: true,
      fill: ink,
      dy: 0,
    },
    { t: 'two thousand and twenty-seven · four o’clock', font: 'italic', size: 18.5, fill: ink, dy: 27 },
    { t: 'Umaid Bhawan Palace', font: 'serif', size: 16, weight: 600, ls: 3.4, caps: true, fill: ink, dy: 46 },
    { t: 'Jodhpur, Rajasthan', font: 'italic', size: 19, fill: ink, dy: 26 },
  ];
  s += lines(L2, w / 2, a.end + 72, 390).svg;
  s += O.heart(w / 2, h - 128, 6, rose);
  return { content: s, shape: lace.outline };
}

function vintageRsvp(ctx: Ctx, w: number, h: number): { content: string; shape: string } {
  const lace = O.laceCard(ctx, w, h, 34, VL.lace, { eyelet: VL.lace });
  const { ink, rose } = VL;
  let s = `<rect width="${w}" height="${h}" fill="${VL.paper}"/>` + lace.deco;
  s += text('Répondez s’il vous plaît', w / 2, 118, { font: 'script', size: 44, fill: rose });
  s += text(
    'the favour of a reply is requested by the first of October',
    w / 2,
    152,
    { font: 'italic', size: 17, fill: ink },
    w - 150,
  );
  s += text('M', 86, 214, { font: 'script', size: 30, fill: ink, anchor: 'start' });
  s += `<path d="M112 214H${w - 86}" stroke="${ink}" stroke-width="0.8" opacity="0.5"/>`;
  s += text('accepts with pleasure  ·  declines with regret', w / 2, 268, { font: 'italic', size: 18, fill: ink });
  s += O.heart(w / 2, h - 84, 5, rose);
  return { content: s, shape: lace.outline };
}

function vintageJobs(): Job[] {
  const slug = 'vintage-lace-heirloom';
  const bg = (ctx: Ctx) => M.surface(ctx, W, H, { base: VL.bg, kind: 'silk', light: 0.45 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, -60, -40, 1.2, 120, 0.06);
      const v = vintageInvite(ctx.sub(`${slug}-card`), 600, 840);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: v.content, shape: v.shape, shadow: 0.6 });
      b += B.rose(ctx, { x: 860, y: 1090 }, 70, DUSTY_ROSE);
      b += B.rose(ctx, { x: 770, y: 1110 }, 50, { edge: '#fbefe6', mid: '#ecc9bd', deep: '#c38f86' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += O.doily(ctx, 450, 560, 400, '#fcf7ee');
      const v = vintageRsvp(ctx.sub(`${slug}-rsvp`), 580, 400);
      b += M.card(ctx, { x: 160, y: 360, w: 580, h: 400, rot: -3, content: v.content, shape: v.shape, shadow: 0.6 });
      b += M.ribbon(
        ctx,
        [
          [-20, 1010],
          [200, 960],
          [420, 1040],
          [640, 980],
          [920, 1030],
        ],
        '#dcb1aa',
        26,
      );
      b += roseGarland(ctx, 760, 180, 1.3);
      return b;
    }),
    job(`collections/${slug}-3.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += O.doily(ctx, 250, 330, 250, '#fcf7ee');
      b += M.envelope(ctx, {
        x: 70,
        y: 130,
        w: 500,
        h: 350,
        rot: -6,
        color: '#dcb0a9',
        seal: { color: '#8e3b46', letter: 'R', font: 'pinyon' },
      });
      const v = vintageInvite(ctx.sub(`${slug}-card`), 600, 840);
      const s2 = 0.66;
      b += M.card(ctx, {
        x: 440,
        y: 420,
        w: 600 * s2,
        h: 840 * s2,
        rot: 6,
        content: M.scaled(v.content, s2),
        shape: v.shape,
        shapeScale: s2,
        lift: 1.2,
        shadow: 0.6,
      });
      const r = vintageRsvp(ctx.sub(`${slug}-rsvp`), 580, 400);
      const s3 = 0.62;
      b += M.card(ctx, {
        x: 60,
        y: 720,
        w: 580 * s3,
        h: 400 * s3,
        rot: -4,
        content: M.scaled(r.content, s3),
        shape: r.shape,
        shapeScale: s3,
        shadow: 0.6,
      });
      b += M.ribbon(
        ctx,
        [
          [600, -20],
          [540, 180],
          [660, 330],
          [600, 420],
        ],
        '#dcb1aa',
        24,
      );
      b += B.rose(ctx, { x: 70, y: 1060 }, 60, DUSTY_ROSE);
      b += B.rose(ctx, { x: 170, y: 1100 }, 42, { edge: '#fbefe6', mid: '#ecc9bd', deep: '#c38f86' });
      b += B.sprig(
        ctx,
        { x: 230, y: 1110, rot: 60 },
        { len: 180, leaves: 7, leafLen: 46, leafWidth: 18, colors: ['#9aa58c', '#8b987d'] },
      );
      b += B.rose(ctx, { x: 820, y: 180 }, 64, DUSTY_ROSE);
      b += B.rose(ctx, { x: 750, y: 300 }, 44, { edge: '#fbefe6', mid: '#ecc9bd', deep: '#c38f86' });
      b += B.sprig(
        ctx,
        { x: 900, y: 120, rot: -120 },
        { len: 200, leaves: 7, leafLen: 50, leafWidth: 20, colors: ['#9aa58c', '#8b987d'] },
      );
      return b;
    }),
  ];
}

// ---------------------------------------------------------------- boho pampas sunset
export const BH = {
  paper: '#fbf3e9',
  terracotta: '#b95f3f',
  ink: '#5a3a2e',
  sand: '#ecdccb',
  peach: '#f2c4a4',
  blush: '#f0d2c4',
  ochre: '#d49a5b',
};

export function bohoSprays(ctx: Ctx, x: number, y: number, side: 1 | -1, s = 1): string {
  let g = '';
  g += B.palmFan(ctx, { x: x + side * 10 * s, y: y - 10 * s, rot: side * 32 }, 120 * s, { color: '#e2bf93' });
  g += B.pampas(ctx, { x, y, rot: side * 24 }, 330 * s, { color: '#ecdcc0', bend: side * 0.12 });
  g += B.pampas(ctx, { x: x + side * 8 * s, y, rot: side * 6 }, 390 * s, { color: '#f1e3ca', bend: side * 0.05 });
  g += B.palmSpear(ctx, { x: x + side * 6 * s, y: y + 4 * s, rot: side * 48 }, 190 * s, {
    color: '#d9a77a',
    bend: side * 0.06,
  });
  g += B.bunnyTail(ctx, { x: x + side * 4 * s, y, rot: side * 62 }, 150 * s, '#f4ead8');
  g += B.bunnyTail(ctx, { x, y, rot: side * 40 }, 170 * s, '#f4ead8');
  g += B.palmFan(ctx, { x: x + side * 20 * s, y: y + 20 * s, rot: side * 70 }, 90 * s, { color: '#c98d62' });
  return g;
}

export function sunsetPanel(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  const d = `M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}Z`;
  const clip = ctx.clip(`<path d="${d}"/>`);
  let s = `<g clip-path="${clip}">`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${ctx.linear([
    [0, '#e7a98e'],
    [0.45, '#f1c2a2'],
    [0.8, '#f8dcc4'],
    [1, '#fbe8d6'],
  ])}"/>`;
  s += `<circle cx="${f(x + w / 2)}" cy="${f(y + h * 0.82)}" r="${f(w * 0.3)}" fill="#fff3e2" opacity="0.5" filter="${ctx.blur(w * 0.06)}"/>`;
  s += `<circle cx="${f(x + w / 2)}" cy="${f(y + h * 0.82)}" r="${f(w * 0.17)}" fill="${ctx.linear([
    [0, '#f39a72'],
    [1, '#f6bb8c'],
  ])}"/>`;
  // sea and dunes
  s += `<rect x="${f(x)}" y="${f(y + h * 0.84)}" width="${f(w)}" height="${f(h * 0.2)}" fill="#f3cbb0"/>`;
  s += `<path d="M${f(x)} ${f(y + h * 0.88)}q${f(w * 0.25)} ${f(-h * 0.02)} ${f(w * 0.5)} 0t${f(w * 0.5)} 0V${f(y + h)}H${f(x)}Z" fill="#e8b08e"/>`;
  s += `<path d="M${f(x)} ${f(y + h * 0.94)}q${f(w * 0.3)} ${f(-h * 0.05)} ${f(w * 0.6)} ${f(-h * 0.01)}t${f(w * 0.4)} ${f(h * 0.01)}V${f(y + h)}H${f(x)}Z" fill="${BH.terracotta}" opacity="0.85"/>`;
  s += `<g stroke="#fff6ec" stroke-width="1.4" fill="none" opacity="0.75"><path d="M${f(x + w * 0.3)} ${f(y + h * 0.865)}h${f(w * 0.12)}M${f(x + w * 0.55)} ${f(y + h * 0.865)}h${f(w * 0.16)}M${f(x + w * 0.42)} ${f(y + h * 0.855)}h${f(w * 0.1)}"/></g>`;
  // birds
  const bird = (bx: number, by: number, k: number) =>
    `<path d="M${f(bx - 8 * k)} ${f(by - 3 * k)}q${f(4 * k)} ${f(-2 * k)} ${f(8 * k)} ${f(3 * k)}q${f(4 * k)} ${f(-5 * k)} ${f(8 * k)} ${f(-3 * k)}"/>`;
  s += `<g stroke="${BH.ink}" stroke-width="1.2" fill="none" opacity="0.6">${bird(x + w * 0.34, y + h * 0.42, 1)}${bird(x + w * 0.42, y + h * 0.36, 0.8)}${bird(x + w * 0.62, y + h * 0.46, 0.9)}</g>`;
  s += `</g><path d="${d}" fill="none" stroke="${BH.terracotta}" stroke-width="1" opacity="0.5"/>`;
  return s;
}

function bohoInvite(ctx: Ctx, w: number, h: number): string {
  const { ink, terracotta } = BH;
  let s = `<rect width="${w}" height="${h}" fill="${BH.paper}"/>`;
  s += `<path d="${M.archPath(w - 40, h - 40)}" transform="translate(20 20)" fill="none" stroke="${terracotta}" stroke-width="0.8" opacity="0.6"/>`;
  s += sunsetPanel(ctx, 120, 64, 360, 380);
  s += bohoSprays(ctx, 138, 436, -1, 0.8);
  s += bohoSprays(ctx, 462, 436, 1, 0.8);
  const L: Line[] = [
    { t: 'Zoya & Liam', font: 'script', size: 82, fill: terracotta, dy: 0 },
    {
      t: 'invite you to celebrate their wedding',
      font: 'sans',
      size: 12,
      weight: 400,
      ls: 3.6,
      caps: true,
      fill: ink,
      dy: 50,
    },
    { t: 'Friday · 12 March 2027', font: 'sans', size: 17, weight: 500, ls: 4.5, caps: true, fill: ink, dy: 66 },
    { t: 'at golden hour, half past five', font: 'italic', size: 21, fill: ink, dy: 30 },
    { t: 'Sunset Point, Goa', font: 'sans', size: 15, weight: 500, ls: 4.5, caps: true, fill: ink, dy: 50 },
    { t: 'barefoot celebration on the sand to follow', font: 'italic', size: 18.5, fill: terracotta, dy: 32 },
  ];
  const b = lines(L, w / 2, 556, 460);
  s += b.svg;
  s += O.divider(w / 2, 636, 70, terracotta, { mark: 'dot', gap: 8, width: 0.8 });
  return s;
}

function bohoSaveDate(ctx: Ctx, w: number, h: number): string {
  const { ink, terracotta } = BH;
  let s = `<rect width="${w}" height="${h}" fill="${BH.paper}"/>`;
  // rainbow arches rising from the bottom
  const cx = w / 2;
  const base = h + 10;
  const bands = ['#b95f3f', '#d98b63', '#eab38f', '#f2d2b8', '#c9a27e'];
  bands.forEach((c, i) => {
    const R = 250 - i * 44;
    s += `<path d="M${f(cx - R)} ${f(base)}A${f(R)} ${f(R)} 0 0 1 ${f(cx + R)} ${f(base)}Z" fill="${c}"/>`;
  });
  s += `<circle cx="${f(cx)}" cy="${f(base)}" r="46" fill="${BH.paper}"/>`;
  s += text('Save the Date', w / 2, 150, { font: 'script', size: 76, fill: terracotta });
  s += text('Zoya & Liam', w / 2, 222, { font: 'sans', size: 18, weight: 500, ls: 8, caps: true, fill: ink });
  s += `<path d="M${w / 2 - 24} 258H${w / 2 + 24}" stroke="${terracotta}" stroke-width="1"/>`;
  s += text('12 · 03 · 2027', w / 2, 318, { font: 'sans', size: 34, weight: 300, ls: 6, fill: ink });
  s += text('Sunset Point, Goa', w / 2, 366, { font: 'italic', size: 22, fill: ink });
  s += text('formal invitation to follow', w / 2, 404, {
    font: 'sans',
    size: 11,
    weight: 400,
    ls: 3.6,
    caps: true,
    fill: ink,
    opacity: 0.75,
  });
  return s;
}

function bohoJobs(): Job[] {
  const slug = 'boho-pampas-sunset';
  const invite = (ctx: Ctx) => bohoInvite(ctx.sub(`${slug}-card`), 600, 840);
  const bg = (ctx: Ctx) => M.surface(ctx, W, H, { base: '#e9d2bf', kind: 'plaster', light: 0.5 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, 960, -40, 1.4, 200, 0.08);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, shape: M.archPath(600, 840), content: invite(ctx) });
      b += B.palmFan(ctx, { x: 880, y: 1100, rot: -40 }, 150, { color: '#dcb48a' });
      b += B.pampas(ctx, { x: 860, y: 1140, rot: -25 }, 300, { color: '#ecdcc0' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, -80, 1000, 1.4, 20, 0.08);
      b += M.card(ctx, {
        x: 150,
        y: 190,
        w: 600,
        h: 760,
        rot: -2,
        content: bohoSaveDate(ctx.sub(`${slug}-std`), 600, 760),
      });
      b += B.pampas(ctx, { x: 930, y: 1060, rot: -40 }, 460, { color: '#efe0c6', bend: -0.1 });
      b += B.palmFan(ctx, { x: 870, y: 140, rot: -130 }, 140, { color: '#d6aa7d' });
      b += B.palmSpear(ctx, { x: 60, y: 1080, rot: 50 }, 240, { color: '#d9a77a' });
      return b;
    }),
    job(`collections/${slug}-3.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += bohoSprays(ctx, 150, 1000, -1, 1.1);
      b += M.phone(ctx, {
        x: 280,
        y: 150,
        w: 380,
        rot: 5,
        body: '#c9a98e',
        screen: (sw, sh) =>
          M.phoneScreen(ctx, sw, sh, {
            bg: '#f6e9dc',
            ink: BH.ink,
            accent: BH.terracotta,
            cardW: 600,
            cardH: 840,
            card: invite(ctx),
            button: BH.terracotta,
            shape: M.archPath(600, 840),
          }),
      });
      b += B.palmFan(ctx, { x: 860, y: 130, rot: -140 }, 150, { color: '#dcb48a' });
      b += B.pampas(ctx, { x: 930, y: 420, rot: -25 }, 320, { color: '#ecdcc0' });
      return b;
    }),
  ];
}

// ---------------------------------------------------------------- classic gilded script
export const CL = { paper: '#fbf6ea', navy: '#1f2d47', bg: '#d5d9df' };

export function laurel(ctx: Ctx, cx: number, cy: number, r: number, fill: string): string {
  let s = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i++) {
      const a = 90 + side * (28 + i * 16);
      const [x, y] = [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
      const rot = a + (side > 0 ? 0 : 180) + side * 60;
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.06)}" ry="${f(r * 0.16)}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})" fill="${fill}"/>`;
    }
  }
  void ctx;
  return s;
}

function classicInvite(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx);
  const { navy } = CL;
  let s = `<rect width="${w}" height="${h}" fill="${CL.paper}"/>`;
  s += `<rect x="22" y="22" width="${w - 44}" height="${h - 44}" fill="none" stroke="${gold}" stroke-width="3.2"/>`;
  s += O.notchedFrame(34, 34, w - 68, h - 68, 22, gold, 1.1);
  s +=
    O.flourish(46, 46, 44, 1, 1, gold, 1.1) +
    O.flourish(w - 46, 46, 44, -1, 1, gold, 1.1) +
    O.flourish(46, h - 46, 44, 1, -1, gold, 1.1) +
    O.flourish(w - 46, h - 46, 44, -1, -1, gold, 1.1);
  // crest
  s += laurel(ctx, w / 2, 122, 46, gold);
  s += text('K', w / 2 - 13, 134, { font: 'serif', size: 34, weight: 500, fill: navy });
  s += text('A', w / 2 + 13, 134, { font: 'serif', size: 34, weight: 500, fill: navy });
  s += `<path d="M${w / 2} 108v30" stroke="${gold}" stroke-width="0.8"/>`;
  const L: Line[] = [
    { t: 'Mr. and Mrs. Rajiv Menon', font: 'serif', size: 14.5, weight: 600, ls: 3.2, caps: true, fill: navy, dy: 0 },
    { t: 'request the honour of your presence', font: 'italic', size: 20, fill: navy, dy: 30 },
    { t: 'at the marriage of their daughter', font: 'italic', size: 20, fill: navy, dy: 25 },
    { t: 'Kavya', font: 'pinyon', size: 76, fill: navy, dy: 84 },
    { t: 'to', font: 'italic', size: 22, fill: navy, dy: 42 },
    { t: 'Alexander', font: 'pinyon', size: 76, fill: navy, dy: 70 },
    { t: 'son of Mr. and Mrs. Edward Grant', font: 'italic', size: 19, fill: navy, dy: 44 },
  ];
  const a = lines(L, w / 2, 222, 420);
  s += a.svg;
  s += O.divider(w / 2, a.end + 30, 120, gold, { mark: 'diamond', gap: 10, width: 1 });
  const L2: Line[] = [
    {
      t: 'Saturday, the eighteenth of December',
      font: 'serif',
      size: 14,
      weight: 600,
      ls: 2.6,
      caps: true,
      fill: navy,
      dy: 0,
    },
    { t: 'two thousand and twenty-seven', font: 'italic', size: 19, fill: navy, dy: 26 },
    { t: 'at five o’clock in the evening', font: 'italic', size: 19, fill: navy, dy: 24 },
    { t: 'The Taj Mahal Palace', font: 'serif', size: 16, weight: 600, ls: 3.4, caps: true, fill: navy, dy: 44 },
    { t: 'Apollo Bunder, Mumbai', font: 'italic', size: 19, fill: navy, dy: 26 },
  ];
  s += lines(L2, w / 2, a.end + 72, 420).svg;
  return s;
}

function classicReception(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx);
  const iv = '#f3ead6';
  let s = `<rect width="${w}" height="${h}" fill="${CL.navy}"/>`;
  s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, '#2c3d5e', 0.9],
      [1, CL.navy, 0],
    ],
    { cx: 0.4, cy: 0.3, r: 0.8 },
  )}"/>`;
  s += `<rect x="18" y="18" width="${w - 36}" height="${h - 36}" fill="none" stroke="${gold}" stroke-width="2.4"/>`;
  s += O.notchedFrame(28, 28, w - 56, h - 56, 18, gold, 0.9);
  s += laurel(ctx, w / 2, 112, 36, gold);
  s += text('K', w / 2 - 10, 122, { font: 'serif', size: 27, weight: 500, fill: gold });
  s += text('A', w / 2 + 10, 122, { font: 'serif', size: 27, weight: 500, fill: gold });
  s += text('Reception', w / 2, 236, { font: 'pinyon', size: 72, fill: gold });
  s += text('immediately following the ceremony', w / 2, 282, { font: 'italic', size: 20, fill: iv });
  s += O.divider(w / 2, 318, 100, gold, { mark: 'diamond', gap: 10 });
  s += text('The Crystal Room', w / 2, 364, { font: 'serif', size: 16, weight: 600, ls: 3.4, caps: true, fill: iv });
  s += text('dinner, toasts & dancing', w / 2, 394, { font: 'italic', size: 20, fill: iv });
  s += text('Black tie', w / 2, 460, { font: 'serif', size: 13, weight: 600, ls: 3.4, caps: true, fill: gold });
  return s;
}

function classicRsvp(ctx: Ctx, w: number, h: number): string {
  const gold = O.gold(ctx);
  const { navy } = CL;
  let s = `<rect width="${w}" height="${h}" fill="${CL.paper}"/>`;
  s += `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" fill="none" stroke="${gold}" stroke-width="2"/>`;
  s += text('The favour of a reply is requested', w / 2, 78, { font: 'italic', size: 20, fill: navy });
  s += text('by the first of November', w / 2, 104, { font: 'italic', size: 20, fill: navy });
  s += text('M', 60, 168, { font: 'pinyon', size: 34, fill: navy, anchor: 'start' });
  s += `<path d="M92 168H${w - 60}" stroke="${navy}" stroke-width="0.7" opacity="0.6"/>`;
  s += text('accepts with pleasure', w / 2 - 20, 226, { font: 'italic', size: 19, fill: navy, anchor: 'end' });
  s += text('declines with regret', w / 2 + 20, 226, { font: 'italic', size: 19, fill: navy, anchor: 'start' });
  s += `<path d="M${w / 2} 212v18" stroke="${gold}" stroke-width="1"/>`;
  return s;
}

function classicJobs(): Job[] {
  const slug = 'classic-gilded-script';
  const invite = (ctx: Ctx) => classicInvite(ctx.sub(`${slug}-card`), 600, 840);
  const bg = (ctx: Ctx) => M.surface(ctx, W, H, { base: CL.bg, kind: 'linen', light: 0.45 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, -60, 1000, 1.4, 20, 0.07);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: invite(ctx) });
      b += B.rose(ctx, { x: 860, y: 1090 }, 80, { edge: '#fffaf2', mid: '#f1e4d0', deep: '#cdb28a' });
      b += B.rose(ctx, { x: 760, y: 1120 }, 50, { edge: '#fffaf2', mid: '#f1e4d0', deep: '#cdb28a' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.card(ctx, {
        x: 300,
        y: 100,
        w: 480,
        h: 620,
        rot: 4,
        content: classicReception(ctx.sub(`${slug}-rec`), 480, 620),
      });
      b += M.card(ctx, {
        x: 110,
        y: 660,
        w: 540,
        h: 300,
        rot: -3,
        content: classicRsvp(ctx.sub(`${slug}-rsvp`), 540, 300),
        lift: 1.2,
      });
      b += M.ribbon(
        ctx,
        [
          [-20, 300],
          [120, 380],
          [60, 520],
          [180, 620],
        ],
        '#f3ead6',
        26,
      );
      b += B.rose(ctx, { x: 110, y: 200 }, 80, { edge: '#fffaf2', mid: '#f1e4d0', deep: '#cdb28a' });
      b += B.sprig(
        ctx,
        { x: 200, y: 160, rot: 60 },
        { len: 200, leaves: 7, leafLen: 50, leafWidth: 20, colors: ['#8f9e92', '#a4b1a4'] },
      );
      return b;
    }),
    job(`collections/${slug}-3.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      const liner = (() => {
        let l = `<rect width="560" height="400" fill="${CL.navy}"/>`;
        for (let i = -8; i < 24; i++)
          l += `<path d="M${i * 40} 0l200 400M${i * 40 + 200} 0l-200 400" stroke="#c7a560" stroke-width="1" opacity="0.7"/>`;
        return l;
      })();
      b += M.envelope(ctx, { x: 60, y: 300, w: 560, h: 390, rot: -8, color: CL.navy, open: true, liner });
      b += M.card(ctx, { x: 430, y: 250, w: 420, h: 588, rot: 5, content: M.scaled(invite(ctx), 0.7), lift: 1.2 });
      b += M.card(ctx, {
        x: 90,
        y: 760,
        w: 400,
        h: 222,
        rot: -4,
        content: M.scaled(classicRsvp(ctx.sub(`${slug}-rsvp`), 540, 300), 400 / 540),
      });
      b += M.waxSeal(ctx, { x: 600, y: 960, rot: -10 }, 48, '#c09a55', 'K', 'pinyon');
      b += M.ribbon(
        ctx,
        [
          [520, 1140],
          [640, 1020],
          [780, 1060],
          [920, 980],
        ],
        '#f3ead6',
        26,
      );
      b += B.rose(ctx, { x: 130, y: 170 }, 78, { edge: '#fffaf2', mid: '#f1e4d0', deep: '#cdb28a' });
      b += B.sprig(
        ctx,
        { x: 240, y: 120, rot: 70 },
        { len: 220, leaves: 7, leafLen: 54, leafWidth: 22, colors: ['#8f9e92', '#a4b1a4'] },
      );
      return b;
    }),
  ];
}

export function collectionJobs(): Job[] {
  return [...peonyJobs(), ...modernJobs(), ...woodJobs(), ...vintageJobs(), ...bohoJobs(), ...classicJobs()];
}
