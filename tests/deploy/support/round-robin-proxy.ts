import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny stand-in of Fly's proxy in front of several server instances: each request goes to the
 * next instance in turn; an instance that refuses the connection is skipped (the request, not yet
 * seen by it, goes to the next one). Like Fly it sets the visitor's address in `Fly-Client-IP`,
 * over anything the visitor sent in it. The visitor's address is the TCP peer's, or (all the test's
 * visitors are on 127.0.0.1) the `X-Test-Client` header's value, which stands for the visitor's own
 * address and is not passed on. Each answer says which instance served it in `X-Served-By`.
 */
export const CLIENT_HEADER = 'Fly-Client-IP';
export const TEST_CLIENT_HEADER = 'X-Test-Client';
export const SERVED_BY = 'X-Served-By';

export interface Upstream {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** Requests each instance answered (an answer began), by name. */
  served: Record<string, number>;
  /** Connections each instance refused, by name. */
  refused: Record<string, number>;
  /** The instance the next request goes to first. */
  next(): string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: Upstream[], port = 0): Promise<RoundRobinProxy> {
  let next = 0;
  const served: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
  const refused: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return res.destroy();
    }
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    const visitor = headers[TEST_CLIENT_HEADER.toLowerCase()] ?? req.socket.remoteAddress ?? 'unknown';
    delete headers[TEST_CLIENT_HEADER.toLowerCase()];
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers.connection;
    headers[CLIENT_HEADER.toLowerCase()] = String(visitor);
    if (chunks.length) headers['content-length'] = String(body.length);

    const first = next++ % upstreams.length;
    for (let tried = 0; tried < upstreams.length; tried++) {
      const upstream = upstreams[(first + tried) % upstreams.length]!;
      const outcome = await new Promise<'refused' | 'done'>((resolve) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers,
            // A new connection each time, so a dead instance refuses it at once.
            agent: false,
          },
          (answer) => {
            served[upstream.name]!++;
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: upstream.name });
            answer.pipe(res);
            answer.on('error', () => res.destroy());
            answer.on('end', () => resolve('done'));
            answer.on('close', () => resolve('done'));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          // Nothing reached the instance: the next one takes the request.
          if (error.code === 'ECONNREFUSED' && !res.headersSent) {
            refused[upstream.name]!++;
            return resolve('refused');
          }
          // The instance had the request and died with it: the visitor's connection is cut.
          res.destroy();
          resolve('done');
        });
        request.end(body);
      });
      if (outcome === 'done') return;
    }
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('No instance is answering');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    served,
    refused,
    next: () => upstreams[next % upstreams.length]!.name,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
