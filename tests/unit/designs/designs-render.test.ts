import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  collectionStoryTemplate,
  collectionTemplate,
  collectionTemplateSlugs,
  PIECE_NAMES,
} from '~/.server/designs/collection-templates';
import { renderPreview, textPixels, textSvg } from '~/.server/designs/render-image';
import { renderSetPdf } from '~/.server/designs/render-pdf';
import { drawPieceFiles, fittingValues } from '~/.server/designs/render-piece';
import { renderStory, renderStoryLayout } from '~/.server/designs/render-story';
import { SLOT_FIELDS, SlotTextError, type SlotValues } from '~/.server/designs/slots';
import { eventsText, invitationTime } from '~/lib/wedding-events';
import { readTemplate, sampleValues, setTemplateText, type SetItem, type Template } from '~/.server/designs/template';
import { foldedPdfText, pdfFonts, pdfPageBoxes } from '../support/read-pdf';

/**
 * Every collection's five pieces, set four ways: a long name pair (and long date and venue), six
 * events with a time and a closing line, a
 * Devanagari name pair, and every optional slot left empty. For each: no ink outside any text
 * box (checked on the rasterised text layer, not only on the layout's numbers), and the PDF's
 * text, read back by pdf.js (tests/unit/support/read-pdf.ts), holds the names and the wording exactly.
 */
const SLUGS = collectionTemplateSlugs();

const CASES: Record<string, (t: Template) => SlotValues> = {
  long: (t) => ({
    ...sampleValues(t),
    names: 'Anastasia Wilhelmina & Maximilian Alexander',
    date: 'Saturday, 27 November 2027',
    venue: 'The Grand Ballroom, Umaid Bhawan Palace, Jodhpur',
    wording: 'request the honour of your presence at the celebration of their marriage',
  }),
  devanagari: (t) => ({
    ...sampleValues(t),
    names: 'आरव & अनन्या',
    initials: 'आ अ',
    venue: 'उम्मेद भवन पैलेस, जोधपुर',
  }),
  'six events': (t) => ({
    ...sampleValues(t),
    time: invitationTime('18:30'),
    closing: 'Reception to follow at the Grand Ballroom',
    events: eventsText(
      (['haldi', 'mehndi', 'sangeet', 'ceremony', 'reception', 'reception'] as const).map((kind, i) => ({
        kind,
        date: `2027-02-${String(15 + i).padStart(2, '0')}`,
        time: '19:30',
        venue: i % 2 ? 'The Lawns, The Leela Palace, New Delhi' : '',
      })),
    ),
  }),
  'empty optional': (t) =>
    Object.fromEntries(
      Object.entries(sampleValues(t)).map(([k, v]) => [
        k,
        SLOT_FIELDS[k as keyof typeof SLOT_FIELDS].optional ? '' : v,
      ]),
    ),
};

const words = (s: string) => s.replace(/\s+/gu, ' ').trim();

/** Pixels with ink (alpha) outside every text box, on the text layer rendered alone at 1 px per unit. */
function inkOutsideBoxes(template: Template, set: SetItem[]): number {
  const px = textPixels(textSvg(template, set, false), template.width);
  const scale = px.width / template.width;
  const pad = 1.5; // anti-aliasing spill of a glyph that touches the box edge
  // Mark where ink may be (every box, padded), then count inked pixels anywhere else.
  const allowed = new Uint8Array(px.width * px.height);
  for (const { item, lines } of set) {
    if (lines.length === 0) continue;
    const b = item.box;
    const x0 = Math.max(0, Math.floor((b.x - pad) * scale));
    const x1 = Math.min(px.width, Math.ceil((b.x + b.w + pad) * scale));
    const y0 = Math.max(0, Math.floor((b.y - pad) * scale));
    const y1 = Math.min(px.height, Math.ceil((b.y + b.h + pad) * scale));
    for (let y = y0; y < y1; y++) allowed.fill(1, y * px.width + x0, y * px.width + x1);
  }
  let outside = 0;
  for (let i = 0; i < allowed.length; i++) if (!allowed[i] && (px.raw[i * 4 + 3] ?? 0) >= 24) outside += 1;
  return outside;
}

describe('collection slot templates', () => {
  it('there are five pieces for each of the six collections, every box inside the card', async () => {
    expect(SLUGS).toEqual([
      'blush-peony-romance',
      'boho-pampas-sunset',
      'classic-gilded-script',
      'modern-monogram',
      'vintage-lace-heirloom',
      'woodland-rustic',
    ]);
    for (const slug of SLUGS)
      for (const piece of PIECE_NAMES) {
        const t = await collectionTemplate(slug, piece);
        expect(t, `${slug}/${piece}`).toBeDefined();
        expect(t?.items.some((i) => i.slot === 'names')).toBe(true);
        for (const { box } of t?.items ?? []) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w).toBeLessThanOrEqual(t?.width ?? 0);
          expect(box.y + box.h).toBeLessThanOrEqual(t?.height ?? 0);
        }
      }
  });

  describe.each(SLUGS)('%s', (slug) => {
    it.each(PIECE_NAMES)(
      '%s: long, Devanagari and empty-optional words stay in their boxes; the PDF reads back',
      async (piece) => {
        const template = (await collectionTemplate(slug, piece)) as Template;
        for (const [name, make] of Object.entries(CASES)) {
          const values = make(template);
          const set = setTemplateText(template, values);
          expect(inkOutsideBoxes(template, set), `${slug}/${piece} ${name}: ink outside its box`).toBe(0);
          for (const { item, lines } of set) {
            if (item.slot && !values[item.slot]) expect(lines, `${item.slot} left empty`).toHaveLength(0);
          }
          // PDFs for every piece and case of one collection; for the others, the invitation's long
          // case (the layout and pixel checks above run for all of them).
          if (slug !== 'classic-gilded-script' && (name !== 'long' || piece !== 'invitation')) continue;
          const text = await foldedPdfText(
            await renderSetPdf(template, set, { paper: '5x7', bleed: true, artDpi: 20 }),
          );
          for (const slot of ['names', 'wording', 'venue', 'date', 'message', 'time', 'closing'] as const)
            if (values[slot] && template.items.some((i) => i.slot === slot))
              expect(text, `${slug}/${piece} ${name}: ${slot}`).toContain(words(values[slot] ?? ''));
        }
      },
    );
  });

  it.each(SLUGS)(
    '%s: the phone story is 9 : 16 with names a phone shows large, and every case stays in its boxes',
    async (slug) => {
      const story = (await collectionStoryTemplate(slug)) as Template;
      expect([story.width, story.height]).toEqual([1080, 1920]);
      const names = setTemplateText(story, sampleValues(story)).find((s) => s.item.slot === 'names');
      // On a 1080 px wide story, names set at 75 px or more are legible at arm's length on a phone.
      expect(Math.min(...(names?.lines.filter((l) => l.text !== '&').map((l) => l.size) ?? [0]))).toBeGreaterThan(75);
      for (const [name, make] of Object.entries(CASES)) {
        const set = setTemplateText(story, make(story));
        expect(inkOutsideBoxes(story, set), `${slug}/story ${name}: ink outside its box`).toBe(0);
      }
    },
  );

  it('an order’s story is the story layout set with the couple’s words; without one, the card on its paper', async () => {
    const template = (await collectionTemplate('blush-peony-romance', 'invitation')) as Template;
    const story = (await collectionStoryTemplate('blush-peony-romance')) as Template;
    const words = { names: 'Priya & Arjun', eventDate: '2027-03-14', venue: 'Umaid Bhawan Palace', time: '18:30' };
    const job = {
      collectionId: 1,
      piece: 'invitation' as const,
      template,
      words,
      slug: 'priya',
      options: { artDpi: 20 },
    };
    const storyOf = async (files: Awaited<ReturnType<typeof drawPieceFiles>>) =>
      files.find((file) => file.piece === 'story')?.bytes;
    const laidOut = await storyOf(await drawPieceFiles({ ...job, story }));
    expect(laidOut?.equals(await renderStoryLayout(story, fittingValues(story, words)))).toBe(true);
    const plain = await storyOf(await drawPieceFiles(job));
    expect(plain?.equals(await renderStory(template, fittingValues(template, words)))).toBe(true);
    expect((await sharp(laidOut).metadata()).height).toBe(1920);
  });

  it('the pixel check sees ink that leaves its box', async () => {
    const template = (await collectionTemplate('classic-gilded-script', 'invitation')) as Template;
    const set = setTemplateText(template, sampleValues(template));
    expect(inkOutsideBoxes(template, set)).toBe(0);
    const moved = set.map((s) =>
      s.item.slot === 'names' ? { ...s, item: { ...s.item, box: { ...s.item.box, x: s.item.box.x + 300 } } } : s,
    );
    expect(inkOutsideBoxes(template, moved)).toBeGreaterThan(100);
  });

  it('the PDF is A5 or 5×7 in, with bleed and trim boxes, fonts subset and embedded', async () => {
    const template = (await collectionTemplate('blush-peony-romance', 'invitation')) as Template;
    const set = setTemplateText(template, { ...sampleValues(template), names: 'आरव & Anaya' });
    const pdf = await renderSetPdf(template, set, { paper: 'a5', bleed: true, artDpi: 30 });
    const boxes = await pdfPageBoxes(pdf);
    expect(boxes.media.map((n) => n.toFixed(2))).toEqual(['0.00', '0.00', '436.54', '612.28']);
    expect(boxes.trim.map((n) => n.toFixed(2))).toEqual(['8.50', '8.50', '428.03', '603.78']);
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts)
      expect(font).toMatchObject({
        name: expect.stringMatching(/^[A-Z]{6}\+\S+$/u),
        subtype: 'Type0',
        descendant: 'CIDFontType2',
        encoding: 'Identity-H',
        embedded: true,
        toUnicode: true,
      });
    expect(fonts.map((font) => font.name).join(' ')).toMatch(/GreatVibes|TiroDeva/u);
    expect(await foldedPdfText(pdf)).toContain('आरव & Anaya');
    const plain = await renderSetPdf(template, set, { paper: '5x7', bleed: false, artDpi: 30 });
    expect((await pdfPageBoxes(plain)).media).toEqual([0, 0, 360, 504]);
  });

  // Issue 24, finding 7: a template object's paper (however it was made) never reaches markup unchecked.
  it('the PDF takes only a checked paper colour, never pasting the value into its SVG', async () => {
    const template = readTemplate(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 840"><rect width="600" height="840" fill="#fdfcf9"/><text id="names" data-box="50 300 500 200" font-family="Cormorant Garamond" font-size="40">Aisha &amp; Nikhil</text></svg>',
    );
    const injected = '#000"/><image href="/etc/hostname" width="600" height="840"/><rect fill="#fff';
    const hostile: Template = { ...template, paper: injected };
    const set = setTemplateText(hostile, sampleValues(hostile));
    const pdf = await renderSetPdf(hostile, set, { paper: '5x7', bleed: true, artDpi: 20 });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await foldedPdfText(pdf)).toContain('Aisha & Nikhil');
  });

  it('the preview is a watermarked WebP at most 1080 px; the story is a 1080×1920 JPG', async () => {
    const template = (await collectionTemplate('modern-monogram', 'invitation')) as Template;
    const values = { ...sampleValues(template), names: 'Meera & Lucas' };
    const webp = await renderPreview(template, values);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1080);
    const watermark = textSvg(template, setTemplateText(template, values), true);
    expect(watermark).toContain('id="wm"');
    const story = await sharp(await renderStory(template, values)).metadata();
    expect([story.format, story.width, story.height]).toEqual(['jpeg', 1080, 1920]);
  });

  it('a preview with a missing or refused value fails with the field’s message, not a crash', async () => {
    const template = (await collectionTemplate('woodland-rustic', 'invitation')) as Template;
    await expect(renderPreview(template, { ...sampleValues(template), names: '' })).rejects.toThrow(
      'Names are needed for the invitation.',
    );
    await expect(renderPreview(template, { ...sampleValues(template), venue: 'x'.repeat(161) })).rejects.toThrow(
      SlotTextError,
    );
    await expect(renderPreview(template, { ...sampleValues(template), names: 'A\u202E B' })).rejects.toThrow(
      /direction marks/,
    );
  });
});
