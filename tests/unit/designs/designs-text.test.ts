import { describe, expect, it } from 'vitest';
import { fitText, type TextStyle } from '~/.server/designs/fit-text';
import { textLayerSvg } from '~/.server/designs/glyph-svg';
import { SlotTextError, cleanSlotText, cleanSlotValues, escapeXml } from '~/.server/designs/slots';
import { readTemplate, setTemplateText } from '~/.server/designs/template';

const script: TextStyle = {
  face: 'script',
  size: 100,
  minSize: 45,
  tracking: 0,
  caps: false,
  lineHeight: 1.05,
  align: 'middle',
  valign: 'middle',
  maxLines: 2,
};
const box = { x: 60, y: 200, w: 480, h: 240 };
const names = { slot: 'names' as const, piece: 'invitation' };

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(SlotTextError);
    return (err as Error).message;
  }
  throw new Error('not refused');
}

describe('slot text rules', () => {
  it.each([
    ['a NUL', 'Aisha\u0000 & Nikhil', /Names contains a control character/],
    ['an escape', 'Aisha \u001b[31m& Nikhil', /control character/],
    ['a tab', 'Aisha\t& Nikhil', /control character/],
    ['a C1 control', 'Aisha\u0085', /control character/],
    ['a right-to-left override', 'Aisha \u202Elihkin', /direction marks/],
    ['an isolate', 'Aisha \u2067x\u2069', /direction marks/],
    ['a lone surrogate', 'Aisha \uD800', /broken characters/],
    ['a private-use character', 'Aisha \uE000', /cannot be printed/],
    ['too many characters', 'A'.repeat(81), /Names is too long — keep it under 80 characters/],
  ])('refuses %s, naming the field', (_n, value, re) => {
    expect(message(() => cleanSlotText('names', value))).toMatch(re);
  });

  it('folds line endings and spaces, keeps markup characters as plain text', () => {
    expect(cleanSlotText('venue', '  The Leela Palace\r\n\r\n  New   Delhi ')).toBe('The Leela Palace\nNew Delhi');
    expect(cleanSlotText('names', 'A <b>&</b> "B"')).toBe('A <b>&</b> "B"');
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(message(() => cleanSlotValues({ nmes: 'x' }))).toMatch(/no “nmes”/);
  });

  it('markup in a value is drawn as letters, never reaches the SVG as markup', () => {
    const template = readTemplate(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 840"><text id="names" data-box="20 100 560 300" data-max-lines="3" font-family="Cormorant Garamond" font-size="40">x</text></svg>`,
    );
    const layer = textLayerSvg(setTemplateText(template, { names: '<script>alert("&")</script>' }));
    expect(layer).not.toMatch(/<script|alert|&(?!amp;|lt;|gt;|quot;|#39;)/u);
    expect(layer).toMatch(/^<g fill="#000000"><path /u);
  });
});

describe('text that fits', () => {
  it('keeps the design size when the names fit, and keeps "&" with the second name', () => {
    const lines = fitText('Aisha & Nikhil', script, box, names);
    expect(lines.map((l) => l.text)).toEqual(['Aisha', '& Nikhil']);
    expect(lines[0]?.size).toBe(100);
  });

  it('shrinks long names down towards the minimum and keeps every glyph inside the box', () => {
    const lines = fitText('Anastasia Wilhelmina & Maximilian Alexander', script, box, names);
    expect(lines.length).toBeLessThanOrEqual(2);
    const size = lines[0]?.size ?? 0;
    expect(size).toBeLessThan(100);
    expect(size).toBeGreaterThanOrEqual(45);
    for (const l of lines) {
      expect(l.ink.x0).toBeGreaterThanOrEqual(box.x - 0.01);
      expect(l.ink.x1).toBeLessThanOrEqual(box.x + box.w + 0.01);
      expect(l.ink.y0).toBeGreaterThanOrEqual(box.y - 0.01);
      expect(l.ink.y1).toBeLessThanOrEqual(box.y + box.h + 0.01);
    }
  });

  it('refuses what cannot fit with the field’s message', () => {
    expect(
      message(() =>
        fitText(
          'Alexandrina Montgomery Fitzwilliam Featherstonehaugh & Bartholomew Featherstonehaugh Smythe-Montgomery',
          script,
          box,
          names,
        ),
      ),
    ).toBe('Names are too long for the invitation — shorten them.');
    expect(
      message(() =>
        fitText('x'.repeat(100), { ...script, face: 'serif-500', size: 20, minSize: 16, maxLines: 1 }, box, {
          slot: 'venue',
          piece: 'RSVP card',
        }),
      ),
    ).toBe('The venue is too long for the RSVP card — shorten it.');
  });

  it('sets Devanagari names in the Devanagari face, shaped (conjuncts, reordered matra)', () => {
    const lines = fitText('आरव & अनन्या किशोरी', script, box, names);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.face === 'devanagari')).toBe(true);
    // न्य is one conjunct glyph: अनन्या is six characters and four glyphs.
    const [one] = fitText('अनन्या', script, box, names);
    expect(one?.glyphs).toHaveLength(4);
  });

  it('refuses letters no face has, naming the field', () => {
    expect(message(() => fitText('Aisha ☃ Nikhil', script, box, names))).toMatch(
      /Names use letters the invitation’s fonts cannot print \(☃\)/,
    );
  });

  it('wraps at spaces up to the slot’s line limit, then shrinks', () => {
    const style: TextStyle = {
      ...script,
      face: 'serif-italic-400',
      size: 20,
      minSize: 14,
      maxLines: 2,
      lineHeight: 1.3,
    };
    const wide = { x: 80, y: 450, w: 440, h: 70 };
    const lines = fitText('request the pleasure of your company at the celebration of their marriage', style, wide, {
      slot: 'wording',
      piece: 'invitation',
    });
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.text).join(' ')).toBe(
      'request the pleasure of your company at the celebration of their marriage',
    );
  });
});

// Issue 24, finding 3: a long line is set in time linear in its length, not once per word added.
describe('the layout of long text', () => {
  const serif: TextStyle = { ...script, face: 'serif-400', size: 12, minSize: 12, maxLines: 1 };
  const wide = { x: 0, y: 0, w: 1e9, h: 100 };
  const fixed = { piece: 'invitation' };
  let run = 0;
  /** Words no earlier call has shaped (the shaping cache would hide the cost otherwise). */
  const text = (words: number) => {
    run += 1;
    return Array.from({ length: words }, (_, i) => `petal${run.toString(36)}q${i.toString(36)}`).join(' ');
  };
  /** The fastest of three, in ms: the least disturbed by other work on the machine. */
  const time = (words: number, box = wide, style = serif) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = text(words);
      const start = performance.now();
      fitText(t, style, box, fixed);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };

  it('takes under 20× the time for 8× the words on one line (the old way: 157×)', () => {
    time(50); // fonts loaded, code warm
    const short = time(150);
    const long = time(1200);
    console.log(
      `one line: 150 words ${short.toFixed(1)} ms, 1200 words ${long.toFixed(1)} ms (${(long / short).toFixed(1)}×)`,
    );
    expect(long / short).toBeLessThan(20);
  });

  it('sets a long paragraph wrapped in a narrow box as the old greedy wrap did', () => {
    const style: TextStyle = { ...serif, maxLines: 12 };
    const lines = fitText(
      'request the pleasure of your company at the celebration of their marriage on a summer evening in the garden',
      style,
      { x: 0, y: 0, w: 150, h: 400 },
      fixed,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'request the pleasure of your',
      'company at the celebration of',
      'their marriage on a summer',
      'evening in the garden',
    ]);
    for (const l of lines) expect(l.ink.x1 - l.ink.x0).toBeLessThanOrEqual(150 + 0.01);
  });
});
