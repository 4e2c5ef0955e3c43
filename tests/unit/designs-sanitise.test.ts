import { describe, expect, it } from 'vitest';
import { SVG_LIMITS, SvgRejected, sanitiseSvg } from '~/.server/designs/sanitise-svg';
import { readTemplate } from '~/.server/designs/template';

const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 600 840"${attrs}>${body}</svg>`;

function refused(input: string): string {
  try {
    sanitiseSvg(input);
  } catch (err) {
    expect(err).toBeInstanceOf(SvgRejected);
    return (err as Error).message;
  }
  throw new Error('accepted a hostile SVG');
}

describe('SVG sanitiser', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script>'), /script/],
    ['a namespaced script', svg('<svg:script>alert(1)</svg:script>'), /script/],
    ['an onload handler', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), /event handler \(onload\)/],
    ['an onclick on a shape', svg('<rect onclick="x()" width="1" height="1"/>'), /event handler/],
    [
      'foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'),
      /foreignObject/,
    ],
    ['an external use', svg('<use href="https://evil.example/x.svg#a"/>'), /outside the file/],
    [
      'an external xlink image',
      svg('<image xlink:href="http://evil.example/a.png" width="10" height="10"/>'),
      /outside the file/,
    ],
    ['a javascript: link', svg('<use xlink:href="javascript:alert(1)"/>'), /outside the file/],
    [
      'an HTML data: image',
      svg('<image href="data:text/html;base64,PHNjcmlwdD4=" width="1" height="1"/>'),
      /outside the file/,
    ],
    [
      'an SVG data: image',
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'),
      /outside the file/,
    ],
    ['a remote fill', svg('<rect fill="url(https://evil.example/p.svg#g)" width="1" height="1"/>'), /outside file/],
    [
      'a remote fill in style',
      svg('<rect style="fill:url(//evil.example/p#g)" width="1" height="1"/>'),
      /outside file/,
    ],
    ['a style sheet', svg('<style>@import url(https://evil.example/a.css);</style>'), /style/],
    [
      'animation that rewrites a link',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      /link|animation/,
    ],
    [
      'an animate element',
      svg('<rect width="1" height="1"><animate attributeName="x" values="0;1"/></rect>'),
      /animation/,
    ],
    ['an iframe', svg('<iframe src="https://evil.example"/>'), /web page/],
    ['an unknown element', svg('<blink>hi</blink>'), /does not print \(<blink>\)/],
    [
      'a DOCTYPE with entities (billion laughs)',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
      /DOCTYPE/,
    ],
    ['malformed XML', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect></svg>', /not well-formed/],
    ['an HTML root', '<html><body><svg/></body></html>', /not <svg>|does not print/],
    ['no size', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', /neither a viewBox/],
  ])('refuses %s', (_name, input, message) => {
    expect(refused(input)).toMatch(message);
  });

  it('refuses files over the size limit before parsing them', () => {
    const big = svg(`<desc>${'x'.repeat(SVG_LIMITS.bytes)}</desc>`);
    expect(refused(big)).toMatch(/larger than 3 MB/);
  });

  it('refuses too many elements and too deep nesting', () => {
    expect(refused(svg('<rect width="1" height="1"/>'.repeat(SVG_LIMITS.elements + 1)))).toMatch(
      /more than 30000 elements/,
    );
    expect(refused(svg('<g>'.repeat(SVG_LIMITS.depth + 1) + '</g>'.repeat(SVG_LIMITS.depth + 1)))).toMatch(
      /nests deeper/,
    );
  });

  it('keeps drawing, gradients, filters, local references and embedded PNGs; drops editor bookkeeping', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
    const input = svg(
      `<metadata><rdf:RDF xmlns:rdf="x"/></metadata><sodipodi:namedview xmlns:sodipodi="y"/>` +
        `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><filter id="b"><feGaussianBlur stdDeviation="3"/></filter></defs>` +
        `<rect width="600" height="840" fill="url(#g)" filter="url(#b)" inkscape:label="bg" class="st0" style="opacity:0.5;behavior:url(x.htc)"/>` +
        `<use xlink:href="#g"/><image href="${png}" width="1" height="1"/><!-- a comment --><text id="names" x="1" y="2">A &amp; B</text>`,
      ' width="600" height="840"',
    ).replace('behavior:url(x.htc)', 'cursor:pointer');
    const { markup } = sanitiseSvg(input);
    expect(markup).toContain('fill="url(#g)"');
    expect(markup).toContain('<feGaussianBlur stdDeviation="3"/>');
    expect(markup).toContain('href="#g"');
    expect(markup).toContain(png);
    expect(markup).toContain('>A &amp; B</text>');
    expect(markup).toContain('style="opacity:0.5"');
    for (const gone of ['metadata', 'sodipodi', 'inkscape', 'class=', 'comment', 'cursor', 'xlink'])
      expect(markup).not.toContain(gone);
    // The output parses again to itself: nothing the sanitiser writes is re-interpreted.
    expect(sanitiseSvg(markup).markup).toBe(markup);
  });

  it('refuses templates whose slots are unusable, naming the slot', () => {
    const t = (body: string) => () => readTemplate(svg(body));
    expect(t('<rect width="1" height="1"/>')).toThrow(/no text slots/);
    expect(t('<text id="names" x="10" y="10">A</text>')).toThrow(/“names” slot has no box/);
    expect(t('<text id="names" data-box="0 0 10">A</text>')).toThrow(/not “x y width height”/);
    expect(t('<text id="names" data-box="0 0 100 100" transform="rotate(10)">A</text>')).toThrow(/rotated or scaled/);
    expect(
      t('<text id="names" data-box="0 0 100 100">A</text><text id="names" data-box="0 0 100 100">B</text>'),
    ).toThrow(/two “names” slots/);
  });

  it('reads a box from a sibling rectangle (how Figma and Illustrator export it) and removes it from the art', () => {
    const template = readTemplate(
      svg(
        '<rect id="names-box" x="50" y="100" width="500" height="120" fill="none" stroke="red"/>' +
          '<text id="names" transform="translate(300 170)" font-family="Great Vibes, cursive" font-size="80" text-anchor="middle" fill="#b86f78">Aisha &amp; Nikhil</text>',
      ),
    );
    const [item] = template.items;
    expect(item?.slot).toBe('names');
    expect(item?.box).toEqual({ x: 50, y: 100, w: 500, h: 120 });
    expect(item?.style.face).toBe('script');
    expect(item?.style.align).toBe('middle');
    expect(template.art).not.toContain('names-box');
    expect(template.art).not.toContain('<text');
  });
});
