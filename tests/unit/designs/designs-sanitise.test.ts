import { describe, expect, it } from 'vitest';
import { SVG_LIMITS, SvgRejected, sanitiseSvg } from '~/.server/designs/sanitise-svg';
import { FILTER_LIMITS } from '~/.server/designs/svg-filter-bounds';
import { checkSlotTemplateMarkup } from '~/.server/designs/slot-template-check';
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

  // Issue 24, finding 13: what a browser's CSS parser reads, not the raw text, is checked.
  it.each([
    [
      'a CSS-escaped url',
      svg('<rect fill="u\\rl(https://evil.example/p.svg#g)" width="1" height="1"/>'),
      /outside file/,
    ],
    ['a hex-escaped url', svg('<rect style="fill:u\\72 l(//evil.example/p#g)" width="1" height="1"/>'), /outside file/],
    [
      'a url split by a comment',
      svg('<rect style="fill:ur/**/l(//evil.example/p#g)" width="1" height="1"/>'),
      /outside file/,
    ],
    ['an unclosed url', svg('<rect fill="url(https://evil.example/p.svg#g" width="1" height="1"/>'), /outside file/],
    [
      'an escape that decodes to an escape',
      svg('<rect fill="u\\5c 72l(x)" width="1" height="1"/>'),
      /escaped characters/,
    ],
    ['an escaped javascript:', svg('<rect style="fill:java\\73 cript:x" width="1" height="1"/>'), /active value/],
    [
      'image-set',
      svg('<rect style="fill:image-set(&quot;https://evil.example/a.png&quot; 1x)" width="1" height="1"/>'),
      /loads an image through CSS/,
    ],
    [
      'an escaped -webkit-image-set',
      svg('<rect fill="-webkit-image-s\\65t(&quot;a.png&quot; 1x)" width="1" height="1"/>'),
      /loads an image/,
    ],
    [
      'a non-root XHTML namespace',
      svg('<g xmlns="http://www.w3.org/1999/xhtml"><title>x</title></g>'),
      /another vocabulary \(xmlns="http:\/\/www\.w3\.org\/1999\/xhtml"\)/,
    ],
    [
      'a non-root prefixed namespace',
      svg('<g xmlns:h="http://www.w3.org/1999/xhtml"><rect width="1" height="1"/></g>'),
      /another vocabulary/,
    ],
    [
      'a foreign-namespace element',
      svg('<h:div xmlns:h="http://www.w3.org/1999/xhtml">hi</h:div>'),
      /another vocabulary \(<h:div>\)/,
    ],
    [
      'a root in another namespace',
      svg('').replace('xmlns="http://www.w3.org/2000/svg"', 'xmlns="http://www.w3.org/1999/xhtml"'),
      /another vocabulary/,
    ],
  ])('refuses %s (CSS escapes, comments, image-set, stray namespaces)', (_name, input, message) => {
    expect(refused(input)).toMatch(message);
  });

  it('keeps decoded values and harmless namespace declarations', () => {
    const { markup } = sanitiseSvg(
      svg(
        '<g xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect fill="r\\65 d" style="opacity:/* half */0.5" width="1" height="1"/></g>',
      ),
    );
    expect(markup).toContain('<g><rect fill="red" style="opacity:0.5" width="1" height="1"/></g>');
    expect(markup).not.toMatch(/\\|\/\*|xhtml/u);
  });

  // Issue 24, finding 4: what a filter costs to draw is bounded.
  const card = (defs: string, use = '<rect width="600" height="840" filter="url(#f)"/>') =>
    svg(`<defs>${defs}</defs>${use}`);
  it.each([
    [
      'a full-card feMorphology radius 60',
      card('<filter id="f"><feMorphology radius="60"/></filter>'),
      /<feMorphology> has radius="60" — at most 2\.1 on this card; use a smaller radius/,
    ],
    ['a morphology radius pair', card('<filter id="f"><feMorphology radius="1 9"/></filter>'), /radius="1 9"/],
    [
      'a 3000 % filter region',
      card(
        '<filter id="f" x="-1000%" y="-1000%" width="3000%" height="3000%"><feGaussianBlur stdDeviation="2"/></filter>',
      ),
      /filter region of <filter id="f"> is too large \(x="-1000%"\)/,
    ],
    ['a wide region as a fraction', card('<filter id="f" width="30"><feFlood/></filter>'), /too large \(width="30"\)/],
    [
      'a user-space region far larger than the card',
      card('<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="60000" height="840"><feFlood/></filter>'),
      /too large \(width="60000"\)/,
    ],
    [
      'a user-space region in inches',
      card('<filter id="f" filterUnits="userSpaceOnUse" width="100in"><feFlood/></filter>'),
      /too large \(width="100in"\)/,
    ],
    ['a region in em', card('<filter id="f" width="30em"><feFlood/></filter>'), /not a plain number or percentage/],
    [
      'a huge primitive subregion',
      card('<filter id="f"><feFlood width="1e6"/></filter>'),
      /<feFlood> is too large \(width="1e6"\)/,
    ],
    [
      'a huge blur',
      card('<filter id="f"><feGaussianBlur stdDeviation="5 900"/></filter>'),
      /stdDeviation="5 900" — at most 84/,
    ],
    ['a huge drop shadow', card('<filter id="f"><feDropShadow stdDeviation="400"/></filter>'), /feDropShadow/],
    [
      'many turbulence octaves',
      card('<filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="1000000"/></filter>'),
      /numOctaves="1000000" — at most 6/,
    ],
    [
      'a box-unit radius over the box',
      card('<filter id="f" primitiveUnits="objectBoundingBox"><feMorphology radius="0.5"/></filter>'),
      /at most 0/,
    ],
    [
      'too many effects in one filter',
      card(`<filter id="f">${'<feOffset dx="1"/>'.repeat(FILTER_LIMITS.primitivesPerFilter + 1)}</filter>`),
      /has 17 effects — at most 16/,
    ],
    [
      'too many effects in the file',
      card(Array.from({ length: 21 }, (_, i) => `<filter id="f${i}">${'<feOffset/>'.repeat(10)}</filter>`).join('')),
      /210 filter effects — at most 200/,
    ],
    ['a CSS filter function', card('', '<rect width="600" height="840" filter="blur(500px)"/>'), /CSS filter function/],
    [
      'a long filter chain',
      card(
        '<filter id="f"><feOffset/></filter>',
        `<rect width="1" height="1" style="filter:${'url(#f) '.repeat(5)}"/>`,
      ),
      /chains 5 filters/,
    ],
  ])('refuses %s, naming what to simplify', (_name, input, message) => {
    expect(refused(input)).toMatch(message);
  });

  it('keeps filters the shop’s own designs use, and scales the bounds with the card', () => {
    const soft =
      '<filter id="f" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="57.5"/><feMorphology radius="2"/><feTurbulence numOctaves="4"/></filter>';
    expect(sanitiseSvg(card(soft)).markup).toContain('stdDeviation="57.5"');
    const small = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84"><defs><filter id="f"><feGaussianBlur stdDeviation="57.5"/></filter></defs></svg>`;
    expect(refused(small)).toMatch(/at most 8\.4 on this card/);
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

  // Issue 24, finding 3: the design's own wording is laid out on every page that shows it, so it is bounded.
  it('refuses more fixed wording than a page can lay out quickly, saying what to shorten', () => {
    const slot = '<text id="names" data-box="50 300 500 200" font-size="40">Aisha &amp; Nikhil</text>';
    const t = (body: string) => () => readTemplate(svg(slot + body));
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 10}`).join(' ');
    expect(t(`<text x="10" y="20" font-size="4">${'petal '.repeat(3400)}</text>`)).toThrow(
      /the text “petal petal .*” is 20399 characters long — the design’s own wording can be at most 500 characters in one text element\. Shorten it, or convert it to outlines/u,
    );
    expect(t('<text x="1" y="1">x</text>'.repeat(60))).toThrow(
      /more than 60 text elements\. Convert decorative lettering to outlines/u,
    );
    expect(t(`<text x="1" y="1">${words(80)}</text>`.repeat(9))).toThrow(/more than 4000 characters in all/u);
    expect(t(`<text x="1" y="1">${words(80)}</text>`).call(null).items).toHaveLength(2);
  });

  // Issue 24, finding 7: data-paper is a colour, or the upload is refused saying so.
  it.each([
    ['a word', 'cream'],
    ['markup', '#fff"/><image href="/etc/passwd"/><rect fill="#fff'],
    ['a reference', 'url(#g)'],
    ['a colour with alpha sharp reads otherwise', '#ffffff00'],
  ])('refuses a data-paper that is %s, saying how to write it', async (_name, paper) => {
    const input = svg(
      '<text id="names" data-box="50 300 500 200" font-size="40">Aisha &amp; Nikhil</text>',
      ` data-paper="${paper.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;')}"`,
    );
    const check = await checkSlotTemplateMarkup(Buffer.from(input), 'invitation', 'card.svg');
    expect(check).toEqual({
      ok: false,
      message: expect.stringMatching(
        /data-paper=".*" is not a colour — write the paper colour as a hex code such as #fffaf6\./u,
      ),
    });
    expect(readTemplate(input.replace(/ data-paper="[^"]*"/u, ' data-paper="#FDFCF9"')).paper).toBe('#FDFCF9');
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
