/**
 * The five pieces of each shop collection as slot templates (docs/slot-templates.md): the
 * collection's own artwork (palettes, flowers, frames from collections.ts) with every line of
 * text a <text> element — the couple's words in named slots, the design's wording fixed.
 */
import { Ctx, f, svgDoc } from '../lib/svg';
import * as M from '../lib/mockup';
import * as O from '../lib/ornament';
import { esc } from '../lib/svg';
import {
  BH,
  CL,
  DUSTY_ROSE,
  MM,
  PEONY,
  VL,
  WD,
  bohoSprays,
  laurel,
  peonySwag,
  roseGarland,
  sunsetPanel,
  woodGarland,
} from './collections';

export const PIECES = ['invitation', 'save-the-date', 'rsvp', 'details', 'thank-you'] as const;
/** The five printed pieces, and the invitation's 9 : 16 phone story (set with the same words). */
export type Piece = (typeof PIECES)[number] | 'story';

type Font = 'script' | 'pinyon' | 'serif' | 'italic' | 'sans';
interface Block {
  /** A slot id, or undefined for the design's own wording. */
  slot?: string;
  text: string;
  font: Font;
  size: number;
  weight?: number;
  /** letter-spacing in px at `size` */
  ls?: number;
  caps?: boolean;
  fill: string;
  /** box height */
  h: number;
  lines?: number;
  min?: number;
  lineHeight?: number;
  /** an ornament instead of text */
  ornament?: (cx: number, cy: number) => string;
  gap?: number;
  width?: number;
  /** data-layout: the names stacked or in a row, the initials as a monogram. */
  layout?: 'stack' | 'row' | 'monogram';
  /** The joiner between the names: its face, size (share of the names') and colour. */
  joiner?: { font: Font; size: number; fill: string };
  /** Where the text sits in a box taller than it (the events list starts at its top). */
  valign?: 'top' | 'bottom';
  /** A fixed box instead of one in the stack (the monogram in its circle). */
  at?: { x: number; y: number; w: number; h: number };
}

interface Look {
  slug: string;
  paper: string;
  ink: string;
  accent: string;
  names: Font;
  namesSize: number;
  namesWeight?: number;
  namesLs?: number;
  namesCaps?: boolean;
  label: Font;
  labelWeight: number;
  divider: (cx: number, y: number) => string;
  /** The invitation's wording in this design's voice. */
  wording?: string;
  /** The joiner between the names: an italic serif beside a script, the accent beside capitals. */
  joiner: { font: Font; stack: number; row: number; fill?: string };
  /** Where the monogram of the couple's initials sits, if the design has one. */
  monogram?: (w: number, h: number) => { x: number; y: number; w: number; h: number; size: number };
  /** Background and decoration; returns the area text may use. */
  frame: (ctx: Ctx, w: number, h: number, piece: Piece) => { svg: string; top: number; bottom: number; side: number };
}

const FAMILY: Record<Font, string> = {
  script: 'Great Vibes',
  pinyon: 'Pinyon Script',
  serif: 'Cormorant Garamond',
  italic: 'Cormorant Garamond',
  sans: 'Jost',
};

const soft = (ctx: Ctx, cx: number, cy: number, r: number, fill: string, o = 0.7) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" opacity="${o}" filter="${ctx.blur(r / 4)}"/>`;

const LOOKS: Look[] = [
  {
    slug: 'blush-peony-romance',
    paper: '#fffaf6',
    ink: '#5b4a47',
    accent: '#b86f78',
    names: 'script',
    namesSize: 92,
    joiner: { font: 'italic', stack: 0.45, row: 0.5, fill: '#5b4a47' },
    label: 'serif',
    labelWeight: 600,
    divider: (cx, y) => O.divider(cx, y, 110, '#b86f78', { mark: 'heart', gap: 12, width: 0.8 }),
    frame: (ctx, w, h) => {
      const k = Math.min(w, h) / 600;
      let s = `<rect width="${w}" height="${h}" fill="#fffaf6"/>`;
      s += soft(ctx, w - 60 * k, 60 * k, 230 * k, PEONY.edge) + soft(ctx, 40 * k, h - 40 * k, 200 * k, PEONY.edge);
      s += peonySwag(ctx, w - 52 * k, 60 * k, 72 * k, [178, 98]);
      s += peonySwag(ctx, 52 * k, h - 56 * k, 58 * k, [-82, 8]);
      return { svg: s, top: (w < h ? 175 : 150) * k, bottom: h - 120 * k, side: 80 * k };
    },
  },
  {
    slug: 'modern-monogram',
    paper: MM.paper,
    ink: MM.ink,
    accent: MM.accent,
    names: 'sans',
    namesSize: 42,
    namesWeight: 300,
    namesLs: 15,
    namesCaps: true,
    joiner: { font: 'italic', stack: 0.85, row: 0.8 },
    wording: 'are getting married',
    monogram: (w) => ({ x: w / 2 - 24, y: 72, w: 48, h: 48, size: 26 }),
    label: 'sans',
    labelWeight: 400,
    divider: (cx, y) => `<path d="M${f(cx - 22)} ${f(y)}H${f(cx + 22)}" stroke="${MM.ink}" stroke-width="0.8"/>`,
    frame: (ctx, w, h) => {
      void ctx;
      let s = `<rect width="${w}" height="${h}" fill="${MM.paper}"/>`;
      s += `<rect x="28" y="28" width="${w - 56}" height="${h - 56}" fill="none" stroke="${MM.ink}" stroke-width="0.6" opacity="0.5"/>`;
      s += `<circle cx="${w / 2}" cy="96" r="34" fill="none" stroke="${MM.ink}" stroke-width="0.9"/>`;
      s += `<path d="M${f(w / 2 + 5)} 80L${f(w / 2 - 5)} 112" stroke="${MM.accent}" stroke-width="0.9"/>`;
      return { svg: s, top: 150, bottom: h - 70, side: 70 };
    },
  },
  {
    slug: 'woodland-rustic',
    paper: WD.kraft,
    ink: WD.ink,
    accent: WD.green,
    names: 'script',
    namesSize: 90,
    joiner: { font: 'italic', stack: 0.45, row: 0.5, fill: WD.ink },
    label: 'serif',
    labelWeight: 600,
    divider: (cx, y) => O.divider(cx, y, 90, WD.ink, { mark: 'dot', gap: 9, width: 0.8 }),
    frame: (ctx, w, h) => {
      const k = Math.min(w, h) / 600;
      let s = `<rect width="${w}" height="${h}" fill="${WD.kraft}"/>`;
      s += `<rect width="${w}" height="${h}" fill="${ctx.radial(
        [
          [0, '#e4c9a3', 0.7],
          [1, '#e4c9a3', 0],
        ],
        { cx: 0.5, cy: 0.45, r: 0.6 },
      )}"/>`;
      s += M.fibres(ctx, w, h, WD.kraft, 200);
      s += woodGarland(ctx, w / 2, 100 * k, 1.0 * k);
      return { svg: s, top: 190 * k, bottom: h - 60 * k, side: 70 * k };
    },
  },
  {
    slug: 'vintage-lace-heirloom',
    paper: VL.paper,
    ink: VL.ink,
    accent: VL.rose,
    names: 'script',
    namesSize: 80,
    joiner: { font: 'italic', stack: 0.45, row: 0.5, fill: VL.ink },
    label: 'serif',
    labelWeight: 600,
    divider: (cx, y) => O.divider(cx, y, 100, VL.rose, { mark: 'diamond', gap: 10 }),
    frame: (ctx, w, h) => {
      const k = Math.min(w, h) / 600;
      const lace = O.laceCard(ctx, w, h, 40, VL.lace, { eyelet: VL.lace });
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
      s += O.notchedFrame(fi, fi, w - 2 * fi, h - 2 * fi, 18, VL.rose, 0.9);
      s += O.flourish(fi + 10, fi + 10, 46, 1, 1, VL.rose, 1) + O.flourish(w - fi - 10, fi + 10, 46, -1, 1, VL.rose, 1);
      s += O.flourish(fi + 10, h - fi - 10, 46, 1, -1, VL.rose, 1);
      s += O.flourish(w - fi - 10, h - fi - 10, 46, -1, -1, VL.rose, 1);
      s += roseGarland(ctx, w / 2, fi + 60 * k, 0.95 * k);
      s += O.heart(w / 2, h - fi - 24, 5, VL.rose);
      void DUSTY_ROSE;
      return { svg: s, top: fi + 120 * k, bottom: h - fi - 46, side: fi + 34 };
    },
  },
  {
    slug: 'boho-pampas-sunset',
    paper: BH.paper,
    ink: BH.ink,
    accent: BH.terracotta,
    names: 'script',
    namesSize: 78,
    joiner: { font: 'italic', stack: 0.45, row: 0.5, fill: BH.ink },
    label: 'sans',
    labelWeight: 500,
    divider: (cx, y) => O.divider(cx, y, 70, BH.terracotta, { mark: 'dot', gap: 8, width: 0.8 }),
    frame: (ctx, w, h, piece) => {
      let s = `<rect width="${w}" height="${h}" fill="${BH.paper}"/>`;
      s += `<path d="${M.archPath(w - 40, h - 40)}" transform="translate(20 20)" fill="none" stroke="${BH.terracotta}" stroke-width="0.8" opacity="0.6"/>`;
      if (w < h && piece !== 'details') {
        const pw = w * (piece === 'invitation' ? 0.36 : 0.46);
        s += sunsetPanel(ctx, (w - pw) / 2, 70, pw, pw * 0.95);
        s += bohoSprays(ctx, (w - pw) / 2 + 16, 70 + pw * 0.95 - 10, -1, 0.7);
        s += bohoSprays(ctx, (w + pw) / 2 - 16, 70 + pw * 0.95 - 10, 1, 0.7);
        return { svg: s, top: 70 + pw * 0.95 + 44, bottom: h - 46, side: 70 };
      }
      s += bohoSprays(ctx, 70, h - 20, -1, 0.55) + bohoSprays(ctx, w - 70, h - 20, 1, 0.55);
      return { svg: s, top: w < h ? 150 : 120, bottom: h - (w < h ? 150 : 60), side: w < h ? 90 : 170 };
    },
  },
  {
    slug: 'classic-gilded-script',
    paper: CL.paper,
    ink: CL.navy,
    accent: CL.navy,
    names: 'pinyon',
    namesSize: 72,
    joiner: { font: 'italic', stack: 0.4, row: 0.5 },
    label: 'serif',
    labelWeight: 600,
    divider: (cx, y) => O.divider(cx, y, 120, '#b8954f', { mark: 'diamond', gap: 10, width: 1 }),
    frame: (ctx, w, h) => {
      const gold = O.gold(ctx);
      let s = `<rect width="${w}" height="${h}" fill="${CL.paper}"/>`;
      s += `<rect x="22" y="22" width="${w - 44}" height="${h - 44}" fill="none" stroke="${gold}" stroke-width="3.2"/>`;
      s += O.notchedFrame(34, 34, w - 68, h - 68, 22, gold, 1.1);
      s +=
        O.flourish(46, 46, 44, 1, 1, gold, 1.1) +
        O.flourish(w - 46, 46, 44, -1, 1, gold, 1.1) +
        O.flourish(46, h - 46, 44, 1, -1, gold, 1.1) +
        O.flourish(w - 46, h - 46, 44, -1, -1, gold, 1.1);
      const portrait = w < h;
      if (portrait) {
        s += laurel(ctx, w / 2, 118, 44, gold);
        s += O.heart(w / 2, 126, 9, gold);
      }
      return { svg: s, top: portrait ? 180 : 70, bottom: h - 70, side: 80 };
    },
  },
];

function textEl(b: Block, box: { x: number; y: number; w: number; h: number }): string {
  const italic = b.font === 'italic';
  const weight = b.weight ?? (b.font === 'serif' || italic ? 500 : 400);
  const attrs = [
    b.slot ? `id="${b.slot}"` : '',
    `data-box="${f(box.x)} ${f(box.y)} ${f(box.w)} ${f(box.h)}"`,
    `x="${f(box.x + box.w / 2)}"`,
    `y="${f(box.y + box.h / 2 + b.size * 0.3)}"`,
    `font-family="${FAMILY[b.font]}"`,
    `font-size="${f(b.size)}"`,
    `font-weight="${weight}"`,
    italic ? 'font-style="italic"' : '',
    b.ls ? `letter-spacing="${f(b.ls)}"` : '',
    b.caps ? 'data-case="upper"' : '',
    'text-anchor="middle"',
    `fill="${b.fill}"`,
    b.lines ? `data-max-lines="${b.lines}"` : '',
    b.min ? `data-min-size="${f(b.min)}"` : '',
    b.lineHeight ? `data-line-height="${b.lineHeight}"` : '',
    b.layout ? `data-layout="${b.layout}"` : '',
    b.valign ? `data-valign="${b.valign}"` : '',
    b.joiner ? `data-joiner-font="${FAMILY[b.joiner.font]}"` : '',
    b.joiner ? `data-joiner-style="${b.joiner.font === 'italic' ? 'italic' : 'normal'}"` : '',
    b.joiner ? `data-joiner-size="${b.joiner.size}"` : '',
    b.joiner ? `data-joiner-fill="${b.joiner.fill}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(b.text)}</text>`;
}

/** The blocks of each piece, top to bottom, in a look's type. */
function blocks(look: Look, piece: Piece): Block[] {
  const { ink, accent } = look;
  const namesFill = accent === ink ? ink : accent;
  const names = (size: number, lines = 2): Block => ({
    slot: 'names',
    text: 'Aisha & Nikhil',
    font: look.names,
    size,
    weight: look.namesWeight,
    ls: look.namesLs ? (look.namesLs * size) / look.namesSize : undefined,
    caps: look.namesCaps,
    fill: namesFill,
    h: look.names === 'sans' ? size * 1.25 * lines : size * 1.1 * lines + size * 0.25,
    lines,
    min: size * 0.45,
    lineHeight: look.names === 'sans' ? 1.3 : 1.02,
    layout: lines > 1 ? 'stack' : 'row',
    joiner: {
      font: look.joiner.font,
      size: lines > 1 ? look.joiner.stack : look.joiner.row,
      fill: look.joiner.fill ?? (look.names === 'sans' ? accent : namesFill),
    },
  });
  const label = (slot: string | undefined, text: string, size = 14.5, lines = 1): Block => ({
    slot,
    text,
    font: look.label,
    size,
    weight: look.labelWeight,
    ls: size * 0.24,
    caps: true,
    fill: ink,
    h: size * 1.6 * lines,
    lines,
    min: size * 0.7,
    lineHeight: 1.5,
  });
  const italic = (slot: string | undefined, text: string, size = 20, lines = 1, fill = ink): Block => ({
    slot,
    text,
    font: 'italic',
    size,
    fill,
    h: size * 1.35 * lines + 4,
    lines,
    min: size * 0.7,
    lineHeight: 1.3,
  });
  const title = (text: string, size = 64): Block => ({
    text,
    font: look.names === 'sans' ? 'sans' : look.names,
    size: look.names === 'sans' ? size * 0.42 : size,
    weight: look.names === 'sans' ? 300 : undefined,
    ls: look.names === 'sans' ? size * 0.16 : undefined,
    caps: look.names === 'sans',
    fill: accent,
    h: look.names === 'sans' ? size * 0.7 : size * 1.3,
  });
  const divider: Block = { text: '', font: 'serif', size: 0, fill: ink, h: 14, ornament: look.divider, gap: 14 };
  switch (piece) {
    case 'invitation':
      return [
        label('host_line', 'Together with their families', 14.5, 2),
        names(look.namesSize),
        italic(
          'wording',
          look.wording ?? 'request the pleasure of your company at the celebration of their marriage',
          20,
          2,
        ),
        divider,
        { ...label('date', 'Saturday, 20 February 2027', 17), h: 30 },
        italic('time', 'at half past six in the evening', 19),
        { ...label('venue', 'The Leela Palace, New Delhi', 15.5, 2), gap: 4 },
        italic('closing', 'Dinner & dancing to follow', 18, 1, accent),
      ];
    case 'save-the-date':
      return [
        title('Save the Date', 78),
        divider,
        names(look.namesSize * 0.8),
        { ...label('date', '20 · 02 · 2027', 26, 1), h: 50 },
        italic('venue', 'The Leela Palace, New Delhi', 22, 2),
        label(undefined, 'formal invitation to follow', 11.5),
      ];
    case 'rsvp':
      return [
        title('Kindly Reply', 58),
        italic('rsvp_by', 'by the fifteenth of January', 20),
        { ...italic(undefined, 'M ____________________________________', 20), h: 44 },
        italic(undefined, 'joyfully accepts   ·   regretfully declines', 19),
        label(undefined, 'number of guests  ______', 12.5),
        italic('names', 'Aisha & Nikhil', 18, 1, accent),
      ];
    case 'details':
      return [
        title('The Details', 58),
        { ...names(look.namesSize * 0.45, 1), min: look.namesSize * 0.25 },
        divider,
        label('date', 'Saturday, 20 February 2027', 14),
        italic('venue', 'The Leela Palace, New Delhi', 19, 1),
        {
          ...italic(
            'events',
            'Mehndi · Friday, 19 February · 4 pm\nThe Lawns\nSangeet · Friday, 19 February · 8 pm\nThe Grand Ballroom\nReception · Saturday, 20 February · 8.30 pm',
            15,
            12,
          ),
          valign: 'top',
        },
        label('website', 'aishaandnikhil.com', 12),
      ];
    case 'thank-you':
      return [
        title('Thank you', 84),
        divider,
        italic('message', 'for celebrating with us and for making our wedding day so full of love and laughter', 20, 4),
        names(look.namesSize * 0.62, 1),
        label('date', '20 February 2027', 12.5),
      ];
    case 'story':
      // Read on a phone at arm's length: the names as large as the width allows, then the day.
      return [
        label('host_line', 'Together with their families', 25, 2),
        { ...names(look.namesSize * 1.9), h: look.namesSize * 1.9 * 2.9 },
        { ...divider, h: 24 },
        { ...label('date', 'Saturday, 20 February 2027', 36, 2), h: 120 },
        italic('time', 'at half past six in the evening', 40),
        italic('venue', 'The Leela Palace, New Delhi', 46, 2),
        italic('closing', 'Dinner & dancing to follow', 36, 1, accent),
      ];
  }
}

const SIZE: Record<Piece, [number, number]> = {
  invitation: [600, 840],
  'save-the-date': [600, 840],
  rsvp: [600, 840],
  details: [600, 840],
  'thank-you': [600, 840],
  story: [1080, 1920],
};

/** Stack the blocks in the frame's area: spare height goes evenly between blocks. */
export function slotTemplate(look: Look, piece: Piece): string {
  const [w, h] = SIZE[piece];
  const ctx = new Ctx(`slot-${look.slug}-${piece}`);
  const frame = look.frame(ctx, w, h, piece);
  const list = blocks(look, piece);
  const used = list.reduce((a, b) => a + b.h, 0);
  const avail = frame.bottom - frame.top;
  const gap = Math.max(6, Math.min(34, (avail - used) / (list.length + 1)));
  let y = frame.top + Math.max(0, (avail - used - gap * (list.length - 1)) / 2);
  let body = frame.svg;
  for (const b of list) {
    const box = { x: frame.side, y, w: w - 2 * frame.side, h: b.h };
    body += b.ornament ? b.ornament(w / 2, y + b.h / 2) : textEl(b, box);
    y += b.h + gap;
  }
  if (look.monogram) {
    const m = look.monogram(w, h);
    const initials: Block = {
      slot: 'initials',
      text: 'A N',
      font: 'serif',
      size: m.size,
      weight: 300,
      fill: look.ink,
      h: m.h,
      min: m.size * 0.6,
      layout: 'monogram',
    };
    body += textEl(initials, m);
  }
  const svg = svgDoc(w, h, ctx, body);
  return svg.replace('<svg ', `<svg data-piece="${piece}" data-paper="${look.paper}" `);
}

export function slotTemplates(): { slug: string; piece: Piece; svg: string }[] {
  return LOOKS.flatMap((look) =>
    [...PIECES, 'story' as const].map((piece) => ({ slug: look.slug, piece, svg: slotTemplate(look, piece) })),
  );
}
