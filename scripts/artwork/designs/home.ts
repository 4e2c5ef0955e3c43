/** Homepage hero (1920x1200) and call-to-action band (1600x700). */
import { type Ctx } from '../lib/svg';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import type { Job } from './job';
import { job, SAGE, PEONY, GARDEN_ROSE, peonySwag } from './collections';
import { heroInvite, heroRsvp } from './suite';

function hero(ctx: Ctx): string {
  const W = 1920;
  const H = 1200;
  let b = M.surface(ctx, W, H, { base: '#f3ebe3', kind: 'linen', light: 0.6, vignette: 0.06 });
  // very soft window light and leaf shadow far right, keeping the left calm
  b += M.leafShadows(ctx, 1980, 520, 1.8, 220, 0.05);
  // suite: envelope, invitation, rsvp, ribbon, seal
  b += M.envelope(ctx, {
    x: 1180,
    y: 120,
    w: 560,
    h: 390,
    rot: 9,
    color: '#ecd3cb',
    seal: { color: '#b86f78', letter: 'A', font: 'pinyon' },
  });
  b += M.ribbon(
    ctx,
    [
      [1010, 1230],
      [1080, 1060],
      [990, 900],
      [1070, 760],
    ],
    '#e9c9c0',
    24,
  );
  b += M.card(ctx, {
    x: 980,
    y: 330,
    w: 480,
    h: 672,
    rot: -4,
    content: M.scaled(heroInvite(ctx.sub('hero-card')), 0.8),
    lift: 1.1,
  });
  b += M.card(ctx, {
    x: 1450,
    y: 690,
    w: 400,
    h: 286,
    rot: 7,
    content: M.scaled(heroRsvp(ctx.sub('hero-rsvp')), 400 / 560),
    lift: 1.2,
  });
  // florals in the corners (right side heavy, a whisper on the left)
  b += peonySwag(ctx, 1880, 40, 110, [170, 100]);
  b += peonySwag(ctx, 1890, 1170, 96, [190, 265]);
  b += `<g opacity="0.85">${B.sprig(ctx, { x: -20, y: 1230, rot: 40 }, { len: 320, leaves: 9, leafLen: 80, leafWidth: 30, colors: SAGE })}${B.eucalyptus(ctx, { x: -10, y: 1220, rot: 62 }, 260)}</g>`;
  b += `<g opacity="0.8">${B.sprig(ctx, { x: -20, y: -30, rot: 140 }, { len: 260, leaves: 8, leafLen: 70, leafWidth: 27, colors: SAGE })}</g>`;
  b += M.petals(ctx, 900, 1110, 60, 3, [PEONY.edge, PEONY.mid], 26);
  b += M.petals(ctx, 1640, 560, 60, 3, [PEONY.edge, GARDEN_ROSE.mid], 26);
  return b;
}

function cta(ctx: Ctx): string {
  const W = 1600;
  const H = 700;
  let b = `<rect width="${W}" height="${H}" fill="${ctx.linear(
    [
      [0, '#5b7061'],
      [0.5, '#53685a'],
      [1, '#4b5f51'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  b += `<rect width="${W}" height="${H}" fill="${ctx.radial(
    [
      [0, '#6f8573', 0.7],
      [1, '#6f8573', 0],
    ],
    { cx: 0.5, cy: 0.45, r: 0.55 },
  )}"/>`;
  b += M.surface(ctx, W, H, { base: '#000', kind: 'paper', light: 0, vignette: 0 })
    .replace(/<rect width="1600" height="700" fill="#000"\/>/, '')
    .replace(/<rect width="1600" height="700" fill="url\(#d\d+\)"\/>/, '');
  const tone = ['#7d9380', '#86a08b', '#71887a', '#93a996'];
  const leafy = (c: Ctx, x: number, y: number, rot: number, len: number) =>
    B.sprig(
      c,
      { x, y, rot },
      {
        len,
        leaves: Math.round(len / 34),
        leafLen: len * 0.3,
        leafWidth: len * 0.12,
        colors: tone,
        bend: c.rng.jit(0, 0.3),
        vein: true,
      },
    );
  let left = '';
  left += leafy(ctx, -30, 760, 30, 520) + leafy(ctx, -40, 520, 70, 420) + leafy(ctx, 40, 760, 10, 360);
  left += B.eucalyptus(ctx, { x: -20, y: 360, rot: 100 }, 380, { colors: ['#8fa596', '#9cb2a2', '#7f978a'] });
  left += B.fern(ctx, { x: 60, y: 760, rot: 25 }, 420, { color: '#7a9180' });
  left += B.fern(ctx, { x: -30, y: -40, rot: 150 }, 360, { color: '#7a9180' });
  let right = '';
  right += leafy(ctx, 1630, -40, -150, 480) + leafy(ctx, 1650, 200, -110, 420) + leafy(ctx, 1560, -40, -170, 320);
  right += B.eucalyptus(ctx, { x: 1630, y: 420, rot: -80 }, 360, { colors: ['#8fa596', '#9cb2a2', '#7f978a'] });
  right += B.fern(ctx, { x: 1640, y: 760, rot: -30 }, 400, { color: '#7a9180' });
  b += `<g opacity="0.55">${left}${right}</g>`;
  // a few pale blooms, tone on tone
  const pale: B.FlowerPalette = { edge: '#f3efe6', mid: '#dcd8c8', deep: '#a9b5a0' };
  b += `<g opacity="0.6">${B.rose(ctx, { x: 150, y: 600 }, 70, pale, { halo: false })}${B.rose(ctx, { x: 1470, y: 110 }, 60, pale, { halo: false })}${B.peony(ctx, { x: 40, y: 120 }, 60, pale, { halo: false, ink: false })}</g>`;
  return b;
}

export function homeJobs(): Job[] {
  return [job('home/hero.webp', 1920, 1200, hero), job('home/cta.webp', 1600, 700, cta)];
}
