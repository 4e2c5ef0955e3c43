import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameOrigin, refusalFor } from '~/.server/http/request-checks';
import { rssBytes, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * The front door (app/.server/http/front-door.ts) of a real production server: what no route
 * takes is refused with a readable page before the app runs; every body is read with a byte
 * cap, chunked or not; and a form cut off at its cap answers with its own message.
 */
let server: ServerProcess;
let origin: string;
beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'production' }, { prepared: true });
  await server.waitFor(/is serving/);
  origin = `http://127.0.0.1:${server.port}`;
}, 60_000);
afterAll(async () => {
  server.child.kill('SIGKILL');
  await server.exited;
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(
  method: string,
  pathname: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, method, path: pathname, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** Every route with an action: where a browser's forms post. */
const POST_ROUTES = ['/contact', '/testimonials', '/login', '/login/link', '/account', '/cart', '/checkout', '/logout'];

function rows(sql: string): unknown[] {
  const db = new Database(path.join(server.dataDir, 'studio.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

describe('requests no route takes', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and the methods it takes', async (m) => {
    const reply = await send(m, '/contact');
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, POST');
    expect(reply.text).toContain('This address does not take that kind of request');
  });

  it.each([
    ['JSON', 'application/json', '{"name":"Ann"}'],
    ['plain text', 'text/plain', 'name=Ann'],
    ['XML', 'application/xml', '<name>Ann</name>'],
    ['multipart without its boundary', 'multipart/form-data', 'name=Ann'],
  ])('answers a %s post with 415 on every form route', async (_kind, type, body) => {
    for (const route of POST_ROUTES) {
      const reply = await send('POST', route, { headers: { 'Content-Type': type }, body });
      expect(reply.status, route).toBe(415);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers an empty post without a type with 415, and a broken multipart body with 400', async () => {
    for (const route of POST_ROUTES) {
      expect((await send('POST', route)).status, route).toBe(415);
      const broken = await send('POST', route, {
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nnot a part',
      });
      // /account asks who is posting first (403 for a visitor who is not signed in); /logout reads no field.
      expect(broken.status, route).toBe(route === '/account' ? 403 : route === '/logout' ? 302 : 400);
    }
  });

  it("answers Remix's old data requests (?_data=) with 400, whatever the method", async () => {
    const logFrom = server.output().length;
    expect((await send('GET', '/?_data=root')).status).toBe(400);
    const post = await send('POST', '/contact?_data=routes%2Fcontact%2Fcontact', {
      headers: { ...FORM_TYPE, Origin: origin },
      body: form({ name: 'Ann' }),
    });
    expect(post.status).toBe(400);
    expect(server.output().slice(logFrom)).not.toMatch(/^\s+at /m);
  });

  it('answers a post to a page without a form with 405, and prints no stack trace', async () => {
    const logFrom = server.output().length;
    for (const route of ['/about', '/no-such-page', '/healthz', '/about.data']) {
      const reply = await send('POST', route, { headers: { ...FORM_TYPE, Origin: origin }, body: 'a=1' });
      expect(reply.status, route).toBe(405);
    }
    expect(server.output().slice(logFrom)).not.toMatch(/^\s+at /m);
  });

  it('answers a path with a backslash, as it is or escaped, with 400 (GET /%5C was a 500)', async () => {
    for (const pathname of ['/%5C', '/%5c%07', '/%5Cevil.example', '/a/%5C', '/\\evil.example']) {
      expect((await send('GET', pathname)).status, pathname).toBe(400);
    }
    expect((await send('GET', '/collections?q=%5C')).status).toBe(200);
  });

  it('answers a request for another host or with a malformed Host with 400', async () => {
    expect((await send('GET', '/', { headers: { Host: 'a/b' } })).status).toBe(400);
    expect((await send('GET', '/', { headers: { Host: 'shop.example:99999999' } })).status).toBe(400);
  });
});

describe('the origin check', () => {
  const ADD = form({ intent: 'add-to-cart', collectionId: '1' });

  it.each(POST_ROUTES)('refuses a post to %s from another site with a readable 403', async (route) => {
    const crossSiteHeaders: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: `${origin}.evil.example` },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const crossSite of crossSiteHeaders) {
      const reply = await send('POST', route, { headers: { ...FORM_TYPE, ...crossSite }, body: ADD });
      expect(reply.status, JSON.stringify(crossSite)).toBe(403);
      expect(reply.text).toContain('This form was sent from another site');
      expect(reply.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets the same post through from the site itself: the cart changes', async () => {
    const reply = await send('POST', '/cart', { headers: { ...FORM_TYPE, Origin: origin }, body: ADD });
    expect(reply.status).toBe(302);
    expect(reply.headers['set-cookie']?.join(';')).toMatch(/cart=/);
  });

  it('leaves webhooks to their signature check', async () => {
    const reply = await send('POST', '/webhooks/stripe', {
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    });
    // No Stripe keys on this server: the endpoint is not there (with keys, a forged signature gets 400).
    expect(reply.status).toBe(404);
  });
});

describe('connections after a refusal', () => {
  /** Writes `raw` on one connection and collects everything the server sends back until it closes. */
  function exchange(raw: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.end(raw);
    });
  }

  it('says Connection: close with a refusal, and serves no request sent behind it on that connection', async () => {
    const email = `pipelined-${Date.now()}@example.test`;
    const signIn = `intent=send&email=${encodeURIComponent(email)}`;
    // Found by the fuzz suite: a keep-alive client sent its next request on the connection the server
    // was closing; the request was served (a sign-in code written) and its answer lost.
    const received = await exchange(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Origin: https://evil.example\r\nTransfer-Encoding: chunked\r\n\r\n3\r\na=1\r\n0\r\n\r\n` +
        `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${signIn.length}\r\n\r\n${signIn}`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 403 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(1);
    expect(rows(`select id from verifications where email = '${email}'`)).toEqual([]);
  });
});

describe('body limits', () => {
  it("answers a contact post cut off at 64 KB with the form's message, keeps what fitted, and stores nothing", async () => {
    const body = form({ name: 'Ann Example', email: 'ann@example.com', message: 'x'.repeat(200_000) });
    const reply = await send('POST', '/contact', { headers: { ...FORM_TYPE, Origin: origin }, body });
    expect(reply.status).toBe(413);
    expect(reply.text).toContain('Your message is too long to send. Please shorten it and try again.');
    expect(reply.text).toContain('value="Ann Example"');
    expect(reply.text).not.toContain('x'.repeat(1000));
    // The message was cut off, not left out: no "is required" beside its field.
    expect(reply.text).not.toContain('Message is required');
    expect(rows('select id from contact_messages')).toEqual([]);
  });

  it('never sends back a value longer than its field, nor fields the form does not have', async () => {
    const body = form({ name: 'n'.repeat(5_000), message: 'Hello there', junk: 'j'.repeat(5_000) });
    const reply = await send('POST', '/contact', { headers: { ...FORM_TYPE, Origin: origin }, body });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('Name must be at most 100 characters');
    expect(reply.text).not.toContain('n'.repeat(200));
    expect(reply.text).not.toContain('j'.repeat(200));
    expect(reply.text).toContain('Hello there');
  });

  /** Streams `total` bytes of one form field, chunk by chunk, and stops when the answer comes. */
  function postEndless(route: string, total: number) {
    return new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      let answered = false;
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: route,
          agent: false,
          headers: { ...FORM_TYPE, Origin: origin, 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          answered = true;
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, sentBytes }));
        },
      );
      // After its answer the server stops reading and closes the connection a little later.
      request.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!answered && sentBytes < total) {
          sentBytes += chunk.length;
          if (!request.write(sentBytes === chunk.length ? Buffer.concat([Buffer.from('message='), chunk]) : chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      pump();
    });
  }

  it('refuses a 50 MB chunked post to every form route long before its end, in little memory', async () => {
    // A prepared start: no template files are being made in the background (they took up to
    // 70 MB of their own), so the figure is what the posts cost.
    const before = rssBytes(server.child.pid!);
    for (const route of POST_ROUTES) {
      const { status, sentBytes } = await postEndless(route, 50 * 1024 * 1024);
      // /account refuses a visitor who is not signed in, /logout reads no field; the others say 413.
      expect(status, route).toBe(route === '/account' ? 403 : route === '/logout' ? 302 : 413);
      expect(sentBytes, route).toBeLessThan(20 * 1024 * 1024);
    }
    expect(rssBytes(server.child.pid!) - before).toBeLessThan(20 * 1024 * 1024);
    expect((await send('GET', '/healthz')).status).toBe(200);
  }, 60_000);
});

describe('refusalFor and isSameOrigin', () => {
  const headers = (fields: Record<string, string>) => new Headers(fields);

  it.each([
    [{ Host: 'shop.example', Origin: 'https://shop.example' }, true],
    [{ Host: 'shop.example:8080', Origin: 'http://shop.example:8080' }, true],
    [{ Host: 'internal:3000', 'X-Forwarded-Host': 'shop.example', Origin: 'https://shop.example' }, true],
    [{ Host: 'shop.example', Origin: 'https://evil.example' }, false],
    [{ Host: 'shop.example', Origin: 'https://shop.example.evil.example' }, false],
    [{ Host: 'shop.example', Origin: 'null' }, false],
    [{ Host: 'shop.example', Origin: 'not a url' }, false],
    [{ Host: 'shop.example', Origin: 'https://shop.example/path' }, false],
    [{ Host: 'shop.example', Origin: 'ftp://shop.example' }, false],
    [{ Host: 'shop.example', 'Sec-Fetch-Site': 'same-origin' }, true],
    [{ Host: 'shop.example', 'Sec-Fetch-Site': 'same-site' }, false],
    [{ Host: 'shop.example', 'Sec-Fetch-Site': 'cross-site' }, false],
    [{ Host: 'shop.example' }, true],
  ])('%o is same-origin: %s', (fields, expected) => {
    expect(isSameOrigin(headers(fields))).toBe(expected);
  });

  it('lets GET and HEAD through whatever their headers, and checks posts', () => {
    const evil = headers({ Host: 'shop.example', Origin: 'https://evil.example' });
    expect(refusalFor({ method: 'GET', pathname: '/contact', headers: evil })).toBeNull();
    expect(refusalFor({ method: 'HEAD', pathname: '/contact', headers: evil })).toBeNull();
    expect(refusalFor({ method: 'POST', pathname: '/contact', headers: evil })?.status).toBe(403);
    const stripe = headers({ Host: 'shop.example', 'Content-Type': 'application/json; charset=utf-8' });
    expect(refusalFor({ method: 'POST', pathname: '/webhooks/stripe', headers: stripe })).toBeNull();
    const formToWebhook = headers({ Host: 'shop.example', 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(refusalFor({ method: 'POST', pathname: '/webhooks/stripe', headers: formToWebhook })?.status).toBe(415);
    // Other paths (single fetch's to the same action, a page that is not there) reach Remix's own
    // origin check, which answered a cross-site post with a 500 (fuzz suite).
    const fromElsewhere = headers({ Host: 'shop.example', Origin: 'null', 'Content-Type': 'application/json' });
    for (const pathname of ['/webhooks/stripe.data', '/webhooks/stripe%00', '/webhooks/other', '/webhooks/stripe/']) {
      expect(refusalFor({ method: 'POST', pathname, headers: fromElsewhere })?.status, pathname).toBe(403);
      expect(refusalFor({ method: 'POST', pathname, headers: stripe })?.status, pathname).toBe(415);
    }
  });
});
