import { describe, expect, it } from 'vitest';
import { collectionTemplate } from '~/.server/designs/collection-templates';
import { initialsOf, splitNames } from '~/.server/designs/names-layout';
import { readTemplate, sampleValues, setTemplateText, type Template } from '~/.server/designs/template';

/** The names set in a template, line by line: what each line says and where its ink is. */
async function namesLines(slug: string, piece: 'invitation' | 'thank-you', names: string) {
  const template = (await collectionTemplate(slug, piece)) as Template;
  const set = setTemplateText(template, { ...sampleValues(template), names });
  const item = set.find((s) => s.item.slot === 'names');
  return { box: item?.item.box, lines: item?.lines ?? [] };
}

describe('the names and their joiner', () => {
  it('splits a pair at its joiner, whatever the couple typed between them', () => {
    expect(splitNames('Aisha & Nikhil')).toEqual(['Aisha', '&', 'Nikhil']);
    expect(splitNames('Aisha&Nikhil')).toEqual(['Aisha', '&', 'Nikhil']);
    expect(splitNames('Mary Anne and John Paul')).toEqual(['Mary Anne', 'and', 'John Paul']);
    expect(splitNames('Priya weds Arjun')).toEqual(['Priya', 'weds', 'Arjun']);
    expect(splitNames('आरव और अनाया')).toEqual(['आरव', 'और', 'अनाया']);
    expect(splitNames('Aisha')).toBeUndefined();
    expect(splitNames('Alexander Anderson')).toBeUndefined();
    expect(splitNames('& Nikhil')).toBeUndefined();
  });

  it('takes the monogram’s initials from the names, in any script', () => {
    expect(initialsOf('Aisha & Nikhil')).toBe('A N');
    expect(initialsOf('aisha and nikhil')).toBe('A N');
    expect(initialsOf('Émile & Zoë')).toBe('É Z');
    // The letter, without its vowel sign or conjunct: प्रिया → प, not प्रि.
    expect(initialsOf('प्रिया & आरव')).toBe('प आ');
    expect(initialsOf('Aisha')).toBe('A');
    expect(initialsOf('')).toBe('');
  });

  it('stacks the invitation’s names: first name, the ampersand on its own smaller line, second name', async () => {
    const { box, lines } = await namesLines('blush-peony-romance', 'invitation', 'Priya & Arjun');
    expect(lines.map((l) => l.text)).toEqual(['Priya', '&', 'Arjun']);
    const [a, amp, b] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];
    expect(amp.size).toBeLessThan(a.size * 0.6);
    expect(a.size).toBe(b.size);
    // One above the other, the ampersand's ink between the names' baselines, nothing outside the box.
    expect(a.baseline).toBeLessThan(amp.baseline);
    expect(amp.baseline).toBeLessThan(b.baseline);
    expect(amp.ink.y0).toBeGreaterThan(a.baseline - 1);
    for (const l of lines) {
      expect(l.ink.x0).toBeGreaterThanOrEqual((box?.x ?? 0) - 0.01);
      expect(l.ink.x1).toBeLessThanOrEqual((box?.x ?? 0) + (box?.w ?? 0) + 0.01);
      expect(l.ink.y0).toBeGreaterThanOrEqual((box?.y ?? 0) - 0.01);
      expect(l.ink.y1).toBeLessThanOrEqual((box?.y ?? 0) + (box?.h ?? 0) + 0.01);
    }
  });

  it('gives a long name two lines of its own in the stack', async () => {
    const { lines } = await namesLines(
      'modern-monogram',
      'invitation',
      'Venkataraghavan Subramaniam & Anushka Bhattacharya',
    );
    expect(lines.map((l) => l.text)).toEqual(['Venkataraghavan', 'Subramaniam', '&', 'Anushka Bhattacharya']);
  });

  it('sets a row with room around the ampersand: its ink never touches either name (no “&Arjun”)', async () => {
    const { lines } = await namesLines('blush-peony-romance', 'thank-you', 'Priya & Arjun');
    expect(lines.map((l) => l.text)).toEqual(['Priya', '&', 'Arjun']);
    const [a, amp, b] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];
    expect(new Set(lines.map((l) => l.baseline)).size).toBe(1);
    expect(amp.face).toMatch(/^serif-italic/u);
    expect(amp.ink.x0 - a.ink.x1).toBeGreaterThan(a.size * 0.15);
    expect(b.ink.x0 - amp.ink.x1).toBeGreaterThan(a.size * 0.15);
  });

  it('wraps names without a joiner as plain text, as before', async () => {
    const { lines } = await namesLines('blush-peony-romance', 'invitation', 'The Sharma Family');
    expect(lines.map((l) => l.text).join(' ')).toBe('The Sharma Family');
  });
});

describe('the monogram', () => {
  it('sets the first initial high on the left, the second low on the right, inside the circle’s box', async () => {
    const template = (await collectionTemplate('modern-monogram', 'invitation')) as Template;
    const set = setTemplateText(template, { ...sampleValues(template), initials: 'प आ' });
    const item = set.find((s) => s.item.slot === 'initials');
    const [first, second] = item?.lines ?? [];
    expect([first?.text, second?.text]).toEqual(['प', 'आ']);
    expect(first?.face).toBe('devanagari');
    expect((first?.ink.x0 ?? 0) + (first?.ink.x1 ?? 0)).toBeLessThan((second?.ink.x0 ?? 0) + (second?.ink.x1 ?? 0));
    expect((first?.ink.y0 ?? 0) + (first?.ink.y1 ?? 0)).toBeLessThan((second?.ink.y0 ?? 0) + (second?.ink.y1 ?? 0));
    const box = item?.item.box;
    for (const l of item?.lines ?? []) {
      expect(l.ink.x0).toBeGreaterThanOrEqual((box?.x ?? 0) - 0.01);
      expect(l.ink.x1).toBeLessThanOrEqual((box?.x ?? 0) + (box?.w ?? 0) + 0.01);
    }
  });

  it('refuses a layout on a slot it is not for, saying where it goes', () => {
    const svg = (layout: string, id: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 840"><text id="${id}" data-box="50 50 500 100" data-layout="${layout}">Aisha &amp; Nikhil</text></svg>`;
    expect(() => readTemplate(svg('stack', 'names'))).not.toThrow();
    expect(() => readTemplate(svg('monogram', 'names'))).toThrow(/use "stack" or "row" on the names/u);
    expect(() => readTemplate(svg('stack', 'venue'))).toThrow(/"monogram" on the initials/u);
  });
});
