import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASIC, codePointsOf, LATIN, REST } from '../../../scripts/fonts/ranges';

const stylesDir = path.resolve('app/styles');
const css = fs.readFileSync(path.join(stylesDir, 'fonts.css'), 'utf8');

interface FontFace {
  face: string;
  file: string;
  points: Set<number>;
}

/** The @font-face rules of app/styles/fonts.css: which face, which file, which characters. */
const faces: FontFace[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule]) => {
  const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(rule!)?.[1]?.trim() ?? '';
  const points = new Set<number>();
  for (const range of get('unicode-range').split(/,\s*/)) {
    const [first, last = first] = range.replace('U+', '').split('-');
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point++) points.add(point);
  }
  return {
    face: `${get('font-family')} ${get('font-weight')} ${get('font-style')}`,
    file: /url\('([^']+)'\)/.exec(rule!)?.[1] ?? '',
    points,
  };
});

describe('the site’s web fonts', () => {
  it('serve every face app.css uses, each as a basic and a rest file that split Latin between them', () => {
    const byFace = new Map<string, FontFace[]>();
    for (const face of faces) byFace.set(face.face, [...(byFace.get(face.face) ?? []), face]);
    expect([...byFace.keys()].sort()).toEqual([
      "'Cormorant Garamond' 500 italic",
      "'Cormorant Garamond' 500 normal",
      "'Cormorant Garamond' 600 normal",
      "'Great Vibes' 400 normal",
      "'Jost' 400 normal",
      "'Jost' 500 normal",
    ]);
    const latin = codePointsOf(LATIN);
    for (const [, parts] of byFace) {
      expect(parts).toHaveLength(2);
      const [basic, rest] = parts as [FontFace, FontFace];
      expect([...basic.points]).toEqual(codePointsOf(BASIC));
      expect([...rest.points]).toEqual(codePointsOf(REST));
      expect([...basic.points].filter((point) => rest.points.has(point))).toEqual([]);
      expect(new Set([...basic.points, ...rest.points]).size).toBe(latin.length);
    }
  });

  it('put the letters and punctuation of the studio’s copy in the file every page loads', () => {
    const basic = new Set(codePointsOf(BASIC));
    const copy = 'Petal & Quill — “Your story, beautifully told” · Let’s begin… ©2027 (10:30) #1 @studio';
    for (const char of copy) expect(basic.has(char.codePointAt(0)!), char).toBe(true);
    expect(basic.has('é'.codePointAt(0)!)).toBe(false);
  });

  it('point at WOFF2 files that are there', () => {
    for (const { file } of faces) {
      const bytes = fs.readFileSync(path.join(stylesDir, file));
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
  });
});
