import http from 'node:http';
import { SERVED_BY, TEST_CLIENT_HEADER } from './round-robin-proxy';

/**
 * A visitor's browser without JavaScript, over plain HTTP: it keeps the cookies it is given, sends
 * forms as the page has them (hidden fields included) with the page's Origin, and says which
 * instance answered (the proxy's X-Served-By). `address` is the visitor's own address, as the proxy
 * puts it in Fly-Client-IP.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  servedBy: string;
  location: string | null;
}

export interface PageForm {
  action: string;
  multipart: boolean;
  fields: [string, string][];
  /** File inputs: a browser sends each, empty when no file is chosen. */
  files: string[];
  /** The submit buttons' name and value (a button without a name: empty name). */
  buttons: { name: string; value: string; label: string }[];
  html: string;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : null;
};

/** The post forms of a page, with their fields as the browser would send them untouched. */
export function formsOf(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [whole, open, inner] = match as unknown as [string, string, string];
    if ((attribute(open, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const fields: [string, string][] = [];
    const files: string[] = [];
    for (const input of inner.matchAll(/<input\b[^>]*>/g)) {
      const tag = input[0];
      const name = attribute(tag, 'name');
      const type = attribute(tag, 'type') ?? 'text';
      if (name && type === 'file') files.push(name);
      if (!name || type === 'submit' || type === 'file') continue;
      if ((type === 'checkbox' || type === 'radio') && !/\schecked(=""|\s|\/|>)/.test(tag)) continue;
      fields.push([name, attribute(tag, 'value') ?? '']);
    }
    for (const area of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const name = attribute(area[1]!, 'name');
      if (name) fields.push([name, decodeEntities(area[2]!)]);
    }
    for (const select of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attribute(select[1]!, 'name');
      const chosen = /<option\b[^>]*\sselected[^>]*>/.exec(select[2]!)?.[0] ?? /<option\b[^>]*>/.exec(select[2]!)?.[0];
      if (name) fields.push([name, chosen ? (attribute(chosen, 'value') ?? '') : '']);
    }
    const buttons = [...inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
      .filter((button) => (attribute(button[1]!, 'type') ?? 'submit') === 'submit')
      .map((button) => ({
        name: attribute(button[1]!, 'name') ?? '',
        value: attribute(button[1]!, 'value') ?? '',
        label: decodeEntities(button[2]!.replace(/<[^>]*>/g, '')).trim(),
      }));
    forms.push({
      action: attribute(open, 'action') ?? pagePath,
      multipart: attribute(open, 'enctype') === 'multipart/form-data',
      fields,
      files,
      buttons,
      html: whole,
    });
  }
  return forms;
}

export class Visitor {
  readonly cookies = new Map<string, string>();
  /** Which instance answered each request, in order. */
  readonly servedBy: string[] = [];
  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  request(
    method: string,
    target: string,
    body?: URLSearchParams | { multipart: [string, string][]; files: string[] },
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const url = new URL(target, this.base);
    const boundary = '----visitor' + Math.random().toString(16).slice(2);
    const encoded =
      body instanceof URLSearchParams
        ? Buffer.from(body.toString())
        : body
          ? multipartBody(body.multipart, body.files, boundary)
          : undefined;
    const contentType =
      body instanceof URLSearchParams
        ? 'application/x-www-form-urlencoded'
        : `multipart/form-data; boundary=${boundary}`;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: url.pathname + url.search,
          agent: false,
          headers: {
            'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36',
            [TEST_CLIENT_HEADER]: this.address,
            ...(this.cookies.size
              ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
              : {}),
            ...(encoded
              ? {
                  'Content-Type': contentType,
                  'Content-Length': String(encoded.length),
                  Origin: new URL(this.base).origin,
                  'Sec-Fetch-Site': 'same-origin',
                }
              : {}),
            ...headers,
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair, ...attributes] = line.split(';');
            const at = pair!.indexOf('=');
            const name = pair!.slice(0, at).trim();
            const value = pair!.slice(at + 1).trim();
            const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
            if (expired || value === '') this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            this.servedBy.push(String(response.headers[SERVED_BY.toLowerCase()] ?? ''));
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: bytes,
              text: bytes.toString('utf8'),
              servedBy: String(response.headers[SERVED_BY.toLowerCase()] ?? ''),
              location: response.headers.location ?? null,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(encoded);
    });
  }

  get(target: string, headers?: Record<string, string>) {
    return this.request('GET', target, undefined, headers);
  }

  /** A GET that follows redirects, as a browser does; the answer of the last one. */
  async open(target: string): Promise<Answer & { path: string }> {
    let path = target;
    for (let hops = 0; hops < 5; hops++) {
      const answer = await this.get(path);
      if (answer.status < 300 || answer.status >= 400 || !answer.location) return { ...answer, path };
      path = answer.location;
    }
    throw new Error(`Too many redirects from ${target}`);
  }

  /**
   * Sends the form of `page` that `pick` chooses, as the browser would with `values` typed in and
   * the button labelled `button` pressed (its name and value are sent).
   */
  async submit(
    page: { text: string; path: string },
    pick: (form: PageForm) => boolean,
    values: Record<string, string>,
    button?: string | RegExp,
  ): Promise<Answer> {
    const form = formsOf(page.text, page.path).find(pick);
    if (!form) throw new Error(`No such form on ${page.path}`);
    const sent: [string, string][] = [];
    const given = new Set(Object.keys(values));
    for (const [name, value] of form.fields) if (!given.has(name)) sent.push([name, value]);
    for (const [name, value] of Object.entries(values)) sent.push([name, value]);
    if (button) {
      const pressed = form.buttons.find((b) =>
        typeof button === 'string' ? b.label === button : button.test(b.label),
      );
      if (!pressed)
        throw new Error(`No button ${button} in the form on ${page.path}: ${form.buttons.map((b) => b.label)}`);
      if (pressed.name) sent.push([pressed.name, pressed.value]);
    }
    const action = decodeEntities(form.action);
    return form.multipart
      ? this.request('POST', action, { multipart: sent, files: form.files })
      : this.request('POST', action, new URLSearchParams(sent));
  }
}

/** A multipart body as a browser sends it: the fields, then each file input with no file chosen. */
function multipartBody(fields: [string, string][], files: string[], boundary: string): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  for (const name of files) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`,
    );
  }
  return Buffer.from(parts.join('') + `--${boundary}--\r\n`);
}

/** Whether a form has a hidden field `name` with `value` (e.g. intent=send). */
export const hasField = (name: string, value: string) => (form: PageForm) =>
  form.fields.some(([n, v]) => n === name && v === value);
