/** A hero suite design ("Anaya & Rohan"-style peony and eucalyptus) reused by the hero and OG image. */
import { type Ctx } from '../lib/svg';
import { text, lines, type Line } from '../lib/fonts';
import * as B from '../lib/botanical';
import * as O from '../lib/ornament';
import { peonySwag, PEONY } from './collections';

export function heroInvite(ctx: Ctx): string {
  const w = 600,
    h = 840;
  const ink = '#4d4341';
  const rose = '#b86f78';
  let s = `<rect width="${w}" height="${h}" fill="#fffbf7"/>`;
  s += `<circle cx="${w / 2}" cy="40" r="260" fill="${PEONY.edge}" opacity="0.6" filter="${ctx.blur(60)}"/>`;
  s += peonySwag(ctx, w / 2 - 20, 30, 64, [165, 15]);
  const L: Line[] = [
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
    { t: 'Anaya', font: 'script', size: 96, fill: rose, dy: 96 },
    { t: '&', font: 'italic', size: 32, fill: ink, dy: 48 },
    { t: 'Rehan', font: 'script', size: 96, fill: rose, dy: 80 },
    {
      t: 'request the pleasure of your company',
      font: 'serif',
      size: 14,
      weight: 600,
      ls: 3,
      caps: true,
      fill: ink,
      dy: 62,
    },
    { t: 'Saturday, 13 November 2027', font: 'italic', size: 22, fill: ink, dy: 42 },
    { t: 'at half past six in the evening', font: 'italic', size: 20, fill: ink, dy: 28 },
    { t: 'The Oberoi, Gurugram', font: 'serif', size: 16, weight: 600, ls: 3.4, caps: true, fill: ink, dy: 50 },
  ];
  const a = lines(L, w / 2, 300, 440);
  s += a.svg;
  s += O.divider(w / 2, a.end + 50, 110, rose, { mark: 'heart', gap: 12 });
  return s;
}

export function heroRsvp(ctx: Ctx): string {
  const w = 560,
    h = 400;
  const ink = '#4d4341';
  const rose = '#b86f78';
  let s = `<rect width="${w}" height="${h}" fill="#fffbf7"/>`;
  s += B.eucalyptus(ctx, { x: w - 30, y: h + 10, rot: -40 }, 200);
  s += B.peony(ctx, { x: w - 40, y: h - 30 }, 44, PEONY);
  s += text('Kindly Reply', w / 2, 98, { font: 'script', size: 58, fill: rose });
  s += text('by the first of October', w / 2, 136, { font: 'italic', size: 20, fill: ink });
  s += text('M', 60, 206, { font: 'script', size: 30, fill: ink, anchor: 'start' });
  s += `<path d="M86 206H${w - 60}M60 258H${w - 60}" stroke="${ink}" stroke-width="0.8" opacity="0.5"/>`;
  s += text('joyfully accepts  ·  regretfully declines', w / 2, 320, { font: 'italic', size: 20, fill: ink });
  return s;
}
