/** Social preview image and the site icons (favicon.svg, favicon.ico, apple-touch-icon.png). */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Ctx, f, svgDoc } from '../lib/svg';
import { text } from '../lib/fonts';
import * as B from '../lib/botanical';
import * as M from '../lib/mockup';
import { outlineSvg, rasterize } from '../lib/render';
import type { Job } from './job';
import { job, peonySwag, SAGE } from './collections';
import { heroInvite } from './suite';

function og(ctx: Ctx): string {
  const W = 1200,
    H = 630;
  let b = M.surface(ctx, W, H, { base: '#f3ebe3', kind: 'linen', light: 0.6, vignette: 0.06 });
  b += `<g opacity="0.9">${B.sprig(ctx, { x: -20, y: 660, rot: 40 }, { len: 260, leaves: 8, leafLen: 70, leafWidth: 27, colors: SAGE })}${B.eucalyptus(ctx, { x: -10, y: 650, rot: 64 }, 220)}</g>`;
  b += M.card(ctx, { x: 760, y: 70, w: 360, h: 504, rot: 4, content: M.scaled(heroInvite(ctx.sub('hero-card')), 0.6) });
  b += peonySwag(ctx, 1170, 30, 70, [170, 100]);
  b += peonySwag(ctx, 700, 620, 50, [-60, 20]);
  b += text('Petal & Quill', 90, 300, { font: 'script', size: 112, fill: '#a85f6b', anchor: 'start' });
  b += `<path d="M96 350H420" stroke="#c9a3a0" stroke-width="1"/>`;
  b += text(
    'Digital Wedding & Event Invitations',
    94,
    400,
    { font: 'sans', size: 21, weight: 500, ls: 4.2, caps: true, fill: '#4d4341', anchor: 'start' },
    580,
  );
  b += text('designed in New Delhi · sent anywhere', 94, 446, {
    font: 'italic',
    size: 26,
    fill: '#6b5d56',
    anchor: 'start',
  });
  return b;
}

/** The P&Q monogram with a leaf, on a blush tile. Text is converted to outlines. */
function iconSvg(size: number, rounded: boolean): string {
  const ctx = new Ctx('icon');
  let b = rounded
    ? `<rect width="64" height="64" rx="14" fill="#b86f78"/>`
    : `<rect width="64" height="64" fill="#b86f78"/>`;
  b += `<path d="M45 10C54 12 57 20 55 28C47 27 42 20 45 10Z" fill="#c9d8bd"/><path d="M45.5 11Q50 19 54.5 27.5" stroke="#8ea47f" stroke-width="1" fill="none"/>`;
  b += text('P', 22, 45, { font: 'serif', size: 38, weight: 600, fill: '#fdf7f2' });
  b += text('Q', 41, 50, { font: 'serif', size: 32, weight: 600, fill: '#fdf7f2', opacity: 0.92 });
  const inner = svgDoc(64, 64, ctx, b);
  const outlined = outlineSvg(inner);
  return outlined.replace(
    /<svg[^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(size)}" height="${f(size)}" viewBox="0 0 64 64">`,
  );
}

function ico(pngs: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const dir = Buffer.alloc(16 * pngs.length);
  let offset = 6 + 16 * pngs.length;
  pngs.forEach((p, i) => {
    const sz = sizes[i] ?? 32;
    const o = i * 16;
    dir.writeUInt8(sz >= 256 ? 0 : sz, o);
    dir.writeUInt8(sz >= 256 ? 0 : sz, o + 1);
    dir.writeUInt8(0, o + 2);
    dir.writeUInt8(0, o + 3);
    dir.writeUInt16LE(1, o + 4);
    dir.writeUInt16LE(32, o + 6);
    dir.writeUInt32LE(p.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += p.length;
  });
  return Buffer.concat([header, dir, ...pngs]);
}

export async function writeIcons(publicDir: string): Promise<[string, number][]> {
  const out: [string, number][] = [];
  const svg = iconSvg(64, true);
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), svg);
  out.push(['favicon.svg', Buffer.byteLength(svg)]);
  const sizes = [16, 32];
  const pngs = await Promise.all(
    sizes.map((sz) =>
      sharp(rasterize(iconSvg(sz, true), sz))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  );
  const icoBuf = ico(pngs, sizes);
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoBuf);
  out.push(['favicon.ico', icoBuf.length]);
  const apple = await sharp(rasterize(iconSvg(180, false), 180))
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), apple);
  out.push(['apple-touch-icon.png', apple.length]);
  return out;
}

export function brandJobs(): Job[] {
  return [job('og.webp', 1200, 630, og)];
}
