import fc from 'fast-check';

/**
 * Generated hostile slot templates (issue 24, findings 3, 4 and 13), for the upload check's own
 * property test (tests/unit/designs/hostile-svg-uploads.test.ts) and the fuzz suite's admin upload route
 * (tests/server/fuzz.test.ts): costly filters (huge regions and parameters, many effects, CSS
 * filter functions, long chains), long wording (one long line, many elements), CSS values that
 * read otherwise than they look (escapes, comments, image-set), stray namespaces and a data-paper
 * that is markup. Each is a whole SVG with one usable slot, so it gets as far as the check goes.
 */
const SLOT =
  '<text id="names" data-box="50 300 500 200" font-family="Great Vibes" font-size="60">Aisha &amp; Nikhil</text>';
const card = (defs: string, body: string, rootAttrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 840"${rootAttrs}><defs>${defs}</defs>${body}${SLOT}</svg>`;
const attr = (value: string) => value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');

/** A number as a designer's tool or an attacker might write it. */
const amount = fc.oneof(
  fc.double({ min: 0, max: 5, noNaN: true }).map((n) => String(Math.round(n * 100) / 100)),
  fc.integer({ min: 0, max: 1_000_000 }).map(String),
  fc.constantFrom('1e9', '-1', '60 60', '2,900', 'NaN', '', 'Infinity', '0x10'),
);
const length = fc.oneof(
  fc.integer({ min: -5000, max: 5000 }).map((n) => `${n}%`),
  fc.integer({ min: -100_000, max: 100_000 }).map(String),
  fc.constantFrom('-60%', '220%', '100in', '30em', '1e6', '.5', 'calc(1000%)', ''),
);
const region = fc
  .record(
    {
      x: length,
      y: length,
      width: length,
      height: length,
      units: fc.constantFrom('userSpaceOnUse', 'objectBoundingBox'),
    },
    { requiredKeys: [] },
  )
  .map((r) =>
    Object.entries(r)
      .map(([k, v]) => ` ${k === 'units' ? 'filterUnits' : k}="${attr(v)}"`)
      .join(''),
  );
const primitive = fc
  .tuple(
    fc.constantFrom('feMorphology', 'feGaussianBlur', 'feDropShadow', 'feTurbulence', 'feOffset', 'feFlood'),
    amount,
    region,
  )
  .map(([name, n, sub]) => {
    const param = {
      feMorphology: 'radius',
      feGaussianBlur: 'stdDeviation',
      feDropShadow: 'stdDeviation',
      feTurbulence: 'numOctaves',
      feOffset: 'dx',
      feFlood: 'flood-opacity',
    }[name];
    return `<${name} ${param}="${attr(n)}"${sub.replace('filterUnits', 'data-x')}/>`;
  });
const costlyFilter = fc
  .tuple(
    region,
    fc.array(primitive, { minLength: 1, maxLength: 20 }),
    fc.integer({ min: 1, max: 12 }),
    fc.constantFrom('', 'blur(500px) ', 'url(#f) url(#f) url(#f) url(#f) url(#f) '),
  )
  .map(([r, prims, filters, extra]) => {
    const defs = Array.from(
      { length: filters },
      (_, i) => `<filter id="f${i ? i : ''}"${r}>${prims.join('')}</filter>`,
    ).join('');
    return card(defs, `<rect width="600" height="840" fill="#fdfcf9" filter="${extra}url(#f)"/>`);
  });

/** The design's own wording, long or many times over. */
const longText = fc
  .tuple(
    fc.integer({ min: 1, max: 4000 }),
    fc.integer({ min: 1, max: 80 }),
    fc.constantFrom('4', '0.1', '40'),
    fc.constantFrom('', ' data-box="0 0 100000000 50"', ' data-box="0 0 100 800" data-max-lines="12"'),
  )
  .map(([words, elements, size, box]) =>
    card(
      '',
      `<text x="10" y="20" font-size="${size}"${box}>${'petal '.repeat(words)}</text>`.repeat(
        Math.min(elements, 1 + Math.floor(4000 / words)),
      ),
    ),
  );

/** CSS values a browser reads as something else than they look, and stray namespaces. */
const cssTrick = fc.oneof(
  fc.constantFrom(
    'u\\rl(https://evil.example/a.svg#x)',
    '\\75 rl(//evil.example/x)',
    'ur/**/l(//evil.example/x)',
    'url(//evil.example/x',
    'image-set("https://evil.example/a.png" 1x)',
    '-webkit-image-s\\65t("a.png" 1x)',
    'u\\5c 72l(x)',
    'red\\3b behavior:url(x.htc)',
    'java\\73 cript:alert(1)',
    'red/*',
  ),
  fc.stringMatching(/^[u\\r l(/*)#x0-9a-f;:"'-]{0,40}$/u),
);
const escapes = fc
  .tuple(cssTrick, fc.constantFrom('fill', 'style', 'stroke', 'font-family'))
  .map(([value, where]) =>
    card(
      '',
      where === 'style'
        ? `<rect width="1" height="1" style="fill:${attr(value)}"/>`
        : `<rect width="1" height="1" ${where}="${attr(value)}"/>`,
    ),
  );
const namespaces = fc.constantFrom(
  card('', '<g xmlns="http://www.w3.org/1999/xhtml"><title>x</title></g>'),
  card('', '<h:div xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></h:div>'),
  card('', '<g xmlns:x="http://www.w3.org/1998/Math/MathML"><rect width="1" height="1"/></g>'),
  card('', '<inkscape:script xmlns:inkscape="http://www.w3.org/1999/xhtml">alert(1)</inkscape:script>'),
  card('', '', ' data-paper="#fff&quot;/&gt;&lt;image href=&quot;/etc/passwd&quot;/&gt;"'),
);

export const hostileSvg: fc.Arbitrary<string> = fc.oneof(costlyFilter, longText, escapes, namespaces);
