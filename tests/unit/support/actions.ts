import type { SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';

/**
 * Calling a route module's `action` as Remix does, from a visitor with a browser's cookie jar:
 * each answer's Set-Cookie is kept (or dropped, when it expires the cookie) and sent back with
 * the next request as its Cookie header.
 */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(
    private context: AppLoadContext,
    private origin = 'http://127.0.0.1',
  ) {}

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(cookie: string): boolean {
    return this.cookies.has(cookie);
  }

  /** Keeps what an answer's Set-Cookie headers say. */
  receive(headers: Headers | undefined) {
    for (const line of headers?.getSetCookie() ?? []) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) ||
          (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]!) <= Date.now()),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1).trim());
    }
  }

  /** A GET of `path` with this browser's cookies (for loaders and getUser). */
  request(path: string): Request {
    return new Request(this.origin + path, { headers: { Cookie: this.cookieHeader() } });
  }

  /**
   * Posts `fields` as a FormData body to the route module's `action` at `path`; its answer (a
   * Response, thrown or returned, or single fetch's `data()`) is returned as an Answer, and its
   * cookies are kept. `params` are the route's URL parameters (`$id`).
   */
  async post(
    action: (args: ActionFunctionArgs) => unknown,
    path: string,
    fields: Record<string, string> | FormData,
    params: Record<string, string> = {},
  ): Promise<Answer> {
    // A FormData body is sent as it is (repeated names, files: multipart).
    const body = fields instanceof FormData ? fields : new FormData();
    if (!(fields instanceof FormData)) for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const request = new Request(this.origin + path, {
      method: 'POST',
      body,
      headers: { Cookie: this.cookieHeader() },
    });
    const answer = toAnswer(await settle(() => action({ request, context: this.context, params })));
    this.receive(answer.headers);
    return answer;
  }
}

/** What an action answered, whichever way it did. */
export interface Answer {
  status: number;
  headers: Headers;
  /** A redirect's target. */
  location: string | null;
  /** `data()`'s value (null for a Response). */
  data: { result?: SubmissionResult<string[]>; [key: string]: unknown } | null;
}

async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Single fetch's `data(value, init)` is an object with `data` and `init`, not a Response. */
function toAnswer(result: unknown): Answer {
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, location: result.headers.get('Location'), data: null };
  }
  const { data, init } = result as { data: Answer['data']; init?: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), location: null, data };
}

/** The messages of a Conform answer: '' holds the form's own. */
export const errorsOf = (answer: Answer) => answer.data?.result?.error ?? {};
