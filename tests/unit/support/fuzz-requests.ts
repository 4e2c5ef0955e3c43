import http from 'node:http';
import fc from 'fast-check';

/**
 * The requests the fuzz suite (tests/server/fuzz.test.ts) sends, as plain data fast-check can
 * generate, shrink and print: fields, bodies, media types and headers, good and bad. Values that
 * only exist when the request is sent (a fresh one-time form token, a signed-in cookie) are named
 * by a `fresh` piece or a cookie kind and made by the test just before sending.
 */

/** A part of a field's name or value, as it is written into the body. */
export type Piece =
  /** Text, UTF-8 encoded and escaped as a browser does (a lone surrogate becomes U+FFFD, as there). */
  | { text: string }
  /** Bytes that need not be UTF-8 (overlong, truncated, a surrogate's bytes), escaped. */
  | { bytes: number[] }
  /** Written into the body exactly as it is: broken %-escapes, `&` and `=` that split fields. */
  | { raw: string }
  /** `text` many times over (escaped, or as it is): the huge values, and thousands of fields. */
  | { repeat: string; times: number; raw?: boolean }
  /** Made when the request is sent (a valid one-time form token, a fresh UUID…). */
  | { fresh: string };

export type Value = Piece[];

export interface Field {
  name: Value;
  value: Value;
  /** Sent as a file part with this file name (multipart only): a File where the action expects text. */
  file?: string;
}

/** How a multipart body is broken, if at all. */
export type Breakage = 'none' | 'no-closing-boundary' | 'other-boundary' | 'no-disposition' | 'cut-headers' | 'lf-only';

export type Body =
  | { kind: 'none' }
  | { kind: 'urlencoded'; fields: Field[] }
  | { kind: 'multipart'; fields: Field[]; breakage: Breakage }
  | { kind: 'bytes'; value: Value };

/** A request as the fuzzer describes it; placeholders in `path` and header values are filled when it is sent. */
export interface FuzzCase {
  method: string;
  path: string;
  /** Origin, Sec-Fetch-Site, Host, X-Forwarded-Host and the like; a name may repeat. */
  headers: [string, string][];
  /** Content-Type headers: none, one or (rarely) two; `{boundary}` is the multipart body's boundary. */
  contentType: string[];
  /** Which cookies the visitor has (see the test's cookie kinds). */
  cookies: string[];
  /** Whom the rate limits count: a new client each time, this machine (no header), or the header's value. */
  client: 'fresh' | 'none' | { value: string };
  /** Sent with Transfer-Encoding: chunked rather than Content-Length. */
  chunked: boolean;
  body: Body;
}

// ---------------------------------------------------------------------------------------------
// Values

const CONTROL = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x85, 0x9b, 0x2028, 0x2029, 0x202e, 0x2066, 0xfeff))
  .map((code) => String.fromCharCode(code));

/** Inputs that have broken something somewhere before. */
const SPECIAL_TEXT = [
  '\0',
  'a\0b',
  '\r\n',
  '\r',
  '\n',
  '\t',
  '\u2028',
  '\u202eevil',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udc00x',
  '\u{1f600}',
  'e\u0301',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '${x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9999999999999999999999',
  '2027-02-30',
  '0000-00-00',
  '99999-01-01',
  'null',
  '[]',
  '{}',
  ' ',
  '//evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
];

/** Byte sequences that are not UTF-8: overlong NUL, a surrogate's bytes (CESU-8), truncated, lone continuation, 0xFF. */
const BAD_UTF8 = [
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xe0, 0xa4],
  [0x80],
  [0xff, 0xfe],
  [0xf4, 0x90, 0x80, 0x80],
];

const BROKEN_ESCAPES = [
  '%',
  '%zz',
  '%2',
  '%uD800',
  '%%',
  '&',
  '=',
  '+',
  '&&=',
  '%E0%A4',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%00',
];

export const piece: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }).map((text) => ({ text })) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map((text) => ({ text })) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXT).map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.string({ unit: CONTROL, minLength: 1, maxLength: 4 }).map((text) => ({ text })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.constantFrom(...BAD_UTF8), fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 }))
      .map((bytes) => ({ bytes })),
  },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES).map((raw) => ({ raw })) },
);

/** Huge values: past every field's maximum, past the 64 KB form cap, or thousands of fields. */
const huge: fc.Arbitrary<Value> = fc
  .record({
    repeat: fc.constantFrom('x', 'é', '\u{1f600}', '\0', 'a b'),
    times: fc.integer({ min: 1_000, max: 70_000 }),
  })
  .chain((big) => fc.constantFrom<Value>([big], [{ repeat: '&a=1', times: Math.ceil(big.times / 4), raw: true }]));

/** Any value: empty, short and odd, or huge. */
export const anyValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Value>([]) },
  { weight: 8, arbitrary: fc.array(piece, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: huge },
);

export const text = (value: string): Value => [{ text: value }];

/**
 * A query string for one of `paths`, with parameters named from `names` (or odd ones) holding
 * short odd values, escaped as a form is (a huge one would only meet Node's header limit).
 */
export const withQuery = (paths: string[], names: string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...paths),
      fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom(...names).map(text), oddName),
          value: fc.array(piece, { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([path, fields]) => {
      const query = encodeBody({ kind: 'urlencoded', fields }, () => 'fresh')!.toString('latin1');
      return `${path}?${query}`;
    });

/** Field names nobody's form has: unknown ones, Conform's path syntax, prototype keys. */
const oddName: fc.Arbitrary<Value> = fc.oneof(
  fc
    .constantFrom(
      'junk',
      '',
      'a[0]',
      'a[999999999]',
      'a.b.c',
      'a[]',
      '[]',
      '__proto__',
      '__proto__[polluted]',
      '__proto__.polluted',
      'constructor[prototype][polluted]',
      'toString',
      'hasOwnProperty',
      '_data',
      'index',
      'website',
    )
    .map(text),
  fc.array(piece, { minLength: 1, maxLength: 2 }),
);

/** Conform's control fields, with something in them: JSON it reads without asking, or garbage. */
const conformField: fc.Arbitrary<Field> = fc.record({
  name: fc.constantFrom('__intent__', '__state__').map(text),
  value: fc.oneof(
    fc
      .constantFrom(
        '{"type":"validate"}',
        '{"type":"validate","payload":{"name":"email"}}',
        '{"type":"reset"}',
        '{"type":"update","payload":{"name":"__proto__","value":{"x":1}}}',
        '{"type":"insert","payload":{"name":"name","index":99999999}}',
        '{"type":"remove","payload":{"name":"name","index":-1}}',
        '{"type":"reorder","payload":{"name":"a","from":0,"to":1e9}}',
        '{"validated":{"email":true},"__proto__":{"x":1}}',
        '{',
        'null',
        '[]',
        '"x"',
      )
      .map(text),
    fc.jsonValue({ maxDepth: 2 }).map((json) => text(JSON.stringify(json) ?? 'null')),
    anyValue,
  ),
});

/** An extra field: a control field, an odd name, or one of the form's own names again (a duplicate). */
const extraField = (names: string[]): fc.Arbitrary<Field> =>
  fc.oneof(
    conformField,
    fc.record({ name: oddName, value: anyValue }),
    ...(names.length ? [fc.record({ name: fc.constantFrom(...names).map(text), value: anyValue })] : []),
  );

/**
 * The fields of a post to a form whose valid fields are `valid`: each field is sent valid (often,
 * so the action gets past its first check), with any value, or not at all, sometimes as a file;
 * a few extra fields follow.
 */
export function formFields(valid: Record<string, fc.Arbitrary<Value>>): fc.Arbitrary<Field[]> {
  const names = Object.keys(valid);
  const own = names.map((name) =>
    fc.oneof(
      { weight: 6, arbitrary: valid[name]!.map((value) => [{ name: text(name), value }]) },
      { weight: 3, arbitrary: anyValue.map((value) => [{ name: text(name), value }]) },
      { weight: 1, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc.tuple(valid[name]!, anyValue).map(([a, b]) => [
          { name: text(name), value: a },
          { name: text(name), value: b },
        ]),
      },
      { weight: 1, arbitrary: valid[name]!.map((value) => [{ name: text(name), value, file: 'a.txt' }]) },
    ),
  );
  return fc
    .tuple(fc.tuple(...own), fc.array(extraField(names), { maxLength: 3 }), fc.boolean())
    .map(([ownFields, extra, reversed]) => {
      const fields = [...ownFields.flat(), ...extra];
      return reversed ? fields.reverse() : fields;
    });
}

// ---------------------------------------------------------------------------------------------
// Bodies and headers

const BREAKAGES: Breakage[] = ['no-closing-boundary', 'other-boundary', 'no-disposition', 'cut-headers', 'lf-only'];

/** A form body: url-encoded mostly, multipart (well-formed or broken) sometimes. */
export const formBody = (fields: fc.Arbitrary<Field[]>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: fields.map((f): Body => ({ kind: 'urlencoded', fields: f })) },
    { weight: 2, arbitrary: fields.map((f): Body => ({ kind: 'multipart', fields: f, breakage: 'none' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom(...BREAKAGES))
        .map(([f, breakage]): Body => ({ kind: 'multipart', fields: f, breakage })),
    },
    { weight: 1, arbitrary: anyValue.map((value): Body => ({ kind: 'bytes', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );

/** The Content-Type a body is sent with: its own mostly, sometimes a wrong one, none, or two. */
export function contentTypeFor(body: Body): fc.Arbitrary<string[]> {
  const own =
    body.kind === 'multipart'
      ? ['multipart/form-data; boundary={boundary}']
      : body.kind === 'urlencoded'
        ? ['application/x-www-form-urlencoded']
        : [];
  const variants = fc.constantFrom<string[]>(
    ['application/x-www-form-urlencoded; charset=UTF-8'],
    ['APPLICATION/X-WWW-FORM-URLENCODED'],
    ['application/x-www-form-urlencoded; charset=utf-16le'],
    ['application/x-www-form-urlencoded;;;='],
    ['multipart/form-data'],
    ['multipart/form-data; boundary='],
    ['multipart/form-data; boundary="{boundary}"'],
    ['multipart/form-data; boundary=' + 'b'.repeat(200)],
    ['multipart/form-data; charset=utf-8; boundary={boundary}'],
    ['application/json'],
    ['application/json; charset=utf-8'],
    ['text/plain'],
    ['text/html'],
    ['application/xml'],
    ['application/octet-stream'],
    [''],
    [';'],
    ['garbage'],
    [],
    ['application/x-www-form-urlencoded', 'multipart/form-data; boundary={boundary}'],
  );
  return own.length
    ? fc.oneof({ weight: 8, arbitrary: fc.constant<string[]>(own) }, { weight: 2, arbitrary: variants })
    : variants;
}

/** Origin, Sec-Fetch-Site, Host and X-Forwarded-Host as browsers, proxies and attackers send them. */
export const originHeaders: fc.Arbitrary<[string, string][]> = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constant('{origin}') },
      { weight: 2, arbitrary: fc.constant(null) },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'null',
          'https://evil.example',
          '{origin}.evil.example',
          '{origin}/',
          '{origin}/contact',
          'HTTP://127.0.0.1:{port}',
          'http://localhost:{port}',
          'https://127.0.0.1:{port}',
          'http://127.0.0.1',
          'ftp://127.0.0.1:{port}',
          'not a url',
          '{origin}, {origin}',
          '',
        ),
      },
    ),
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'garbage', '') },
    ),
    fc.oneof(
      { weight: 12, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('evil.example', 'localhost:{port}', '', 'a/b', '127.0.0.1:99999999', '[::1]:{port}'),
      },
    ),
    fc.oneof(
      { weight: 12, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('127.0.0.1:{port}', 'evil.example', ', evil.example', ' ', 'a, b') },
    ),
  )
  .map(([origin, fetchSite, host, forwardedHost]) => {
    const headers: [string, string][] = [];
    if (origin !== null) headers.push(['Origin', origin]);
    if (fetchSite !== null) headers.push(['Sec-Fetch-Site', fetchSite]);
    if (host !== null) headers.push(['Host', host]);
    if (forwardedHost !== null) headers.push(['X-Forwarded-Host', forwardedHost]);
    return headers;
  });

/** Headers that have nothing to do with the form, some of them odd. */
const otherHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.constantFrom<[string, string]>(
    ['Accept', 'text/x-script'],
    ['Accept-Encoding', 'gzip, br, zstd, *;q=0'],
    ['Accept-Language', 'xx-' + 'y'.repeat(500)],
    ['Expect', '100-continue'],
    ['Connection', 'close'],
    ['X-Forwarded-For', '1.2.3.4, evil'],
    ['X-Remix-Response', 'yes'],
    ['Referer', 'https://evil.example/'],
    ['User-Agent', 'Googlebot/2.1'],
    ['If-None-Match', '*'],
    ['Range', 'bytes=0-0'],
    ['Content-Encoding', 'gzip'],
    ['Content-Language', '\u00ff\u00fe'],
  ),
  { maxLength: 2 },
);

const HEADER_CHAR = fc
  .integer({ min: 0x20, max: 0xff })
  .filter((code) => code !== 0x7f)
  .map((code) => String.fromCharCode(code));

/** Everything about a post to `path` but its body's fields and cookies, which each route chooses. */
export function postTo(
  paths: fc.Arbitrary<string>,
  body: fc.Arbitrary<Body>,
  cookies: fc.Arbitrary<string[]>,
): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant('POST') },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO') },
      ),
      path: paths,
      origin: originHeaders,
      other: otherHeaders,
      body,
      cookies,
      client: fc.oneof(
        { weight: 8, arbitrary: fc.constant<'fresh'>('fresh') },
        { weight: 1, arbitrary: fc.constant<'none'>('none') },
        {
          weight: 1,
          // Latin-1 without control characters: Node refuses to send a header value with one, and so would a proxy.
          arbitrary: fc.string({ unit: HEADER_CHAR, maxLength: 150 }).map((value) => ({ value })),
        },
      ),
      chunked: fc.boolean(),
    })
    .chain(({ origin, other, ...rest }) =>
      contentTypeFor(rest.body).map((contentType) => ({ ...rest, headers: [...origin, ...other], contentType })),
    );
}

/** The action's path as a browser or a fetcher posts it: plain, single fetch's `.data`, or with a query. */
export const actionPaths = (path: string, queries: string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(path) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        `${path}.data`,
        `${path}?index`,
        `${path}/`,
        `${path}?_data=routes%2Fstorefront%2Flayout`,
        `${path}?redirectTo=%2F%09%2Fevil.example`,
        `${path}?x=%00%ff`,
        `${path}%00`,
        ...queries,
      ),
    },
  );

// ---------------------------------------------------------------------------------------------
// Encoding

const UNRESERVED = /[A-Za-z0-9*\-._]/;

/** What `fresh` pieces stand for, made when the request is sent. */
export type FreshValues = (name: string) => string;

function escapeForm(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    out +=
      byte === 0x20
        ? '+'
        : byte < 0x80 && UNRESERVED.test(char)
          ? char
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A value's bytes: escaped for a url-encoded body (except raw pieces), as they are for multipart. */
function encodeValue(value: Value, escape: boolean, fresh: FreshValues): Buffer {
  const parts = value.map((p) => {
    if ('repeat' in p) {
      const one = p.raw || !escape ? Buffer.from(p.repeat) : Buffer.from(escapeForm(Buffer.from(p.repeat)));
      return Buffer.alloc(one.length * p.times, one);
    }
    if ('raw' in p) return Buffer.from(p.raw, 'latin1');
    const bytes = 'text' in p ? Buffer.from(p.text) : 'bytes' in p ? Buffer.from(p.bytes) : Buffer.from(fresh(p.fresh));
    return escape ? Buffer.from(escapeForm(bytes), 'latin1') : bytes;
  });
  return Buffer.concat(parts);
}

export const BOUNDARY = '----FuzzBoundary7MA4YWxkTrZu0gW';

/** The bytes of a body. */
export function encodeBody(body: Body, fresh: FreshValues): Buffer | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'bytes') return encodeValue(body.value, false, fresh);
  if (body.kind === 'urlencoded') {
    const pairs = body.fields.map((field) =>
      Buffer.concat([encodeValue(field.name, true, fresh), Buffer.from('='), encodeValue(field.value, true, fresh)]),
    );
    return Buffer.concat(pairs.flatMap((pair, i) => (i ? [Buffer.from('&'), pair] : [pair])));
  }
  const { breakage } = body;
  const eol = breakage === 'lf-only' ? '\n' : '\r\n';
  const boundary = breakage === 'other-boundary' ? 'SomeOtherBoundary' : BOUNDARY;
  const parts = body.fields.map((field, index) => {
    const name = encodeValue(field.name, false, fresh)
      .toString('latin1')
      .replace(/["\r\n]/g, '_');
    const disposition =
      breakage === 'no-disposition' && index === 0
        ? ''
        : `Content-Disposition: form-data; name="${name}"${field.file ? `; filename="${field.file}"` : ''}${eol}`;
    const type = field.file ? `Content-Type: text/plain${eol}` : '';
    const head =
      breakage === 'cut-headers' && index === body.fields.length - 1 ? 'Content-Disp' : `${disposition}${type}${eol}`;
    return Buffer.concat([
      Buffer.from(`--${boundary}${eol}${head}`, 'latin1'),
      encodeValue(field.value, false, fresh),
      Buffer.from(eol),
    ]);
  });
  const end = breakage === 'no-closing-boundary' ? '' : `--${boundary}--${eol}`;
  return Buffer.concat([...parts, Buffer.from(end)]);
}

// ---------------------------------------------------------------------------------------------
// Sending

export interface Sent {
  method: string;
  path: string;
  /** Header pairs; a name may repeat. `Host` absent: none is sent. */
  headers: [string, string][];
  body: Buffer | undefined;
  chunked: boolean;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first 64 KB of the answer. */
  text: string;
  ms: number;
}

/**
 * Sends one request over `agent` (keep-alive: give it a `timeout` below the server's keep-alive
 * timeout, so it never reuses a connection the server is closing for idleness) and reads the whole
 * answer. No retry: a request whose connection fails is a finding.
 */
export function send(agent: http.Agent, port: number, { method, path, headers, body, chunked }: Sent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const hasHost = headers.some(([name]) => name.toLowerCase() === 'host');
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, setHost: !hasHost }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < 65_536) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    const byName = new Map<string, string[]>();
    for (const [name, value] of headers) byName.set(name, [...(byName.get(name) ?? []), value]);
    for (const [name, values] of byName) request.setHeader(name, values.length === 1 ? values[0]! : values);
    // Set outright: Node frames a GET's (or a TRACE's…) body as chunked only when told to.
    if (body && chunked) request.setHeader('Transfer-Encoding', 'chunked');
    else if (body) request.setHeader('Content-Length', body.length);
    request.end(body);
  });
}
