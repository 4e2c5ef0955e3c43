/** The six shop collections: invitation front, second suite piece, phone or flat-lay. */
import { Ctx, type Place, f, svgDoc } from '../lib/svg';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import * as O from '../lib/ornament';
import type { Job } from './job';
import { pieceCard } from './piece-cards';

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
  const invite = () => pieceCard(slug, 'invitation', 600);
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: bg, kind: 'linen' });
      b += M.leafShadows(ctx, -40, -60, 1.2, 120, 0.07);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: invite() });
      b += B.peony(ctx, { x: 860, y: 1080 }, 95, PEONY);
      b += M.petals(ctx, 690, 1070, 80, 5, [PEONY.edge, PEONY.mid], 26);
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: bg, kind: 'linen' });
      b += M.leafShadows(ctx, 980, -80, 1.1, 200, 0.06);
      b += M.card(ctx, { x: 350, y: 70, w: 440, h: 616, rot: 4, content: pieceCard(slug, 'details', 440) });
      b += M.card(ctx, {
        x: 150,
        y: 540,
        w: 340,
        h: 476,
        rot: -4,
        content: pieceCard(slug, 'rsvp', 340),
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
            card: invite(),
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

function modernJobs(): Job[] {
  const slug = 'modern-monogram';
  const invite = () => pieceCard(slug, 'invitation', 600);
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = M.surface(ctx, W, H, { base: MM.bg, kind: 'plaster', vignette: 0.08 });
      b += M.leafShadows(ctx, 900, 40, 1.5, 210, 0.09);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: invite() });
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
        h: 784,
        rot: 3,
        content: pieceCard(slug, 'details', 560),
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
            card: invite(),
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

function woodJobs(): Job[] {
  const slug = 'woodland-rustic';
  const invite = () => pieceCard(slug, 'invitation', 600);
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
        content: invite(),
        shadow: 1.3,
      });
      b += B.eucalyptus(ctx, { x: 800, y: 1120, rot: -30 }, 260);
      b += B.fern(ctx, { x: 860, y: 1125, rot: -10 }, 300, { color: '#6f8560' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = woodBg(ctx);
      b += M.card(ctx, {
        x: 90,
        y: 70,
        w: 500,
        h: 700,
        rot: 2.5,
        shape: M.deckle(ctx, 500, 700),
        content: pieceCard(slug, 'details', 500),
        shadow: 1.3,
      });
      b += M.card(ctx, {
        x: 470,
        y: 560,
        w: 330,
        h: 462,
        rot: -4,
        shape: M.deckle(ctx, 330, 462),
        content: pieceCard(slug, 'rsvp', 330),
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
        content: pieceCard(slug, 'invitation', 432),
        shadow: 1.3,
        lift: 1.2,
      });
      b += M.card(ctx, {
        x: 110,
        y: 690,
        w: 260,
        h: 364,
        rot: -5,
        shape: M.deckle(ctx, 260, 364),
        content: pieceCard(slug, 'rsvp', 260),
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

/** The scalloped lace edge the vintage cards are cut to (the templates print the same lace inside it). */
const lace = (ctx: Ctx) => O.laceCard(ctx, 600, 840, 40, VL.lace, { eyelet: VL.lace }).outline;

function vintageJobs(): Job[] {
  const slug = 'vintage-lace-heirloom';
  const bg = (ctx: Ctx) => M.surface(ctx, W, H, { base: VL.bg, kind: 'silk', light: 0.45 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, -60, -40, 1.2, 120, 0.06);
      b += M.card(ctx, {
        x: 150,
        y: 142,
        w: 600,
        h: 840,
        content: pieceCard(slug, 'invitation', 600),
        shape: lace(ctx),
        shadow: 0.6,
      });
      b += B.rose(ctx, { x: 860, y: 1090 }, 70, DUSTY_ROSE);
      b += B.rose(ctx, { x: 770, y: 1110 }, 50, { edge: '#fbefe6', mid: '#ecc9bd', deep: '#c38f86' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += O.doily(ctx, 450, 560, 400, '#fcf7ee');
      const s = 0.6;
      b += M.card(ctx, {
        x: 270,
        y: 308,
        w: 600 * s,
        h: 840 * s,
        rot: -3,
        content: pieceCard(slug, 'rsvp', 600 * s),
        shape: lace(ctx),
        shapeScale: s,
        shadow: 0.6,
      });
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
      const s2 = 0.66;
      b += M.card(ctx, {
        x: 440,
        y: 420,
        w: 600 * s2,
        h: 840 * s2,
        rot: 6,
        content: pieceCard(slug, 'invitation', 600 * s2),
        shape: lace(ctx),
        shapeScale: s2,
        lift: 1.2,
        shadow: 0.6,
      });
      const s3 = 0.4;
      b += M.card(ctx, {
        x: 90,
        y: 690,
        w: 600 * s3,
        h: 840 * s3,
        rot: -4,
        content: pieceCard(slug, 'rsvp', 600 * s3),
        shape: lace(ctx),
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

function bohoJobs(): Job[] {
  const slug = 'boho-pampas-sunset';
  const invite = () => pieceCard(slug, 'invitation', 600);
  const bg = (ctx: Ctx) => M.surface(ctx, W, H, { base: '#e9d2bf', kind: 'plaster', light: 0.5 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, 960, -40, 1.4, 200, 0.08);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, shape: M.archPath(600, 840), content: invite() });
      b += B.palmFan(ctx, { x: 880, y: 1100, rot: -40 }, 150, { color: '#dcb48a' });
      b += B.pampas(ctx, { x: 860, y: 1140, rot: -25 }, 300, { color: '#ecdcc0' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, -80, 1000, 1.4, 20, 0.08);
      b += M.card(ctx, {
        x: 170,
        y: 170,
        w: 560,
        h: 784,
        rot: -2,
        content: pieceCard(slug, 'save-the-date', 560),
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
            card: invite(),
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

function classicJobs(): Job[] {
  const slug = 'classic-gilded-script';
  const invite = () => pieceCard(slug, 'invitation', 600);
  const bg = (ctx: Ctx) => M.surface(ctx, W, H, { base: CL.bg, kind: 'linen', light: 0.45 });
  return [
    job(`collections/${slug}-1.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.leafShadows(ctx, -60, 1000, 1.4, 20, 0.07);
      b += M.card(ctx, { x: 150, y: 142, w: 600, h: 840, content: invite() });
      b += B.rose(ctx, { x: 860, y: 1090 }, 80, { edge: '#fffaf2', mid: '#f1e4d0', deep: '#cdb28a' });
      b += B.rose(ctx, { x: 760, y: 1120 }, 50, { edge: '#fffaf2', mid: '#f1e4d0', deep: '#cdb28a' });
      return b;
    }),
    job(`collections/${slug}-2.webp`, W, H, (ctx) => {
      let b = bg(ctx);
      b += M.card(ctx, {
        x: 330,
        y: 70,
        w: 450,
        h: 630,
        rot: 4,
        content: pieceCard(slug, 'details', 450),
      });
      b += M.card(ctx, {
        x: 130,
        y: 560,
        w: 330,
        h: 462,
        rot: -3,
        content: pieceCard(slug, 'rsvp', 330),
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
      b += M.card(ctx, {
        x: 430,
        y: 250,
        w: 420,
        h: 588,
        rot: 5,
        content: pieceCard(slug, 'invitation', 420),
        lift: 1.2,
      });
      b += M.card(ctx, {
        x: 110,
        y: 700,
        w: 240,
        h: 336,
        rot: -4,
        content: pieceCard(slug, 'rsvp', 240),
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
