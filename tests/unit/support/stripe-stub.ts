import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiHost } from '~/.server/payments/stripe-provider';

/** One request the stub received, as Stripe would have seen it. */
export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body, brackets unfolded: `line_items[0][quantity]=2` → `{ line_items: [{ quantity: '2' }] }`. */
  body: Record<string, unknown>;
}

export interface StubError {
  status: number;
  type: string;
  message: string;
  code?: string;
}

export interface StripeStub {
  apiHost: StripeApiHost;
  requests: StubRequest[];
  /** The Checkout Sessions made so far, by id. */
  sessions: Map<string, StubSession>;
  /** The refunds made so far, by id. */
  refunds: Map<string, StubRefund>;
  /** The buyer pays on the hosted page: the session is complete and has its PaymentIntent. */
  completeSession(id: string): StubSession;
  /** Answer the next `times` requests with this error instead. */
  failNext(error: StubError, times?: number): void;
  close(): Promise<void>;
}

export type StubSession = Record<string, unknown> & { id: string; url: string; metadata: Record<string, string> };
export type StubRefund = Record<string, unknown> & {
  id: string;
  status: string;
  payment_intent: string;
  metadata: Record<string, string>;
};

/**
 * A stand-in for api.stripe.com on 127.0.0.1 that answers the calls the shop makes:
 * `POST /v1/checkout/sessions` with a session object like Stripe's, `GET /v1/checkout/sessions/:id`
 * and `POST /v1/refunds` (a full refund of a PaymentIntent; a second refund of the same payment
 * is refused as Stripe refuses it, `charge_already_refunded`). Like Stripe, it answers a repeated
 * Idempotency-Key with the object that key made.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds = new Map<string, StubRefund>();
  const byIdempotencyKey = new Map<string, StubSession | StubRefund>();
  const failures: StubError[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0]!;
    const recorded = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: unfold(Buffer.concat(chunks).toString('utf8')),
    };
    requests.push(recorded);

    const failure = failures.shift();
    if (failure)
      return answer(res, failure.status, {
        error: { type: failure.type, message: failure.message, code: failure.code },
      });
    const key = req.headers['idempotency-key'];
    const existing = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    const sessionId = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path)?.[1];
    if (recorded.method === 'GET' && sessionId) {
      const session = sessions.get(sessionId);
      if (session) return answer(res, 200, session);
      return answer(res, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${sessionId}'`,
        },
      });
    }
    if (recorded.method === 'POST' && path === '/v1/refunds') {
      if (existing) return answer(res, 200, existing);
      const paymentIntent = String(recorded.body.payment_intent ?? '');
      const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
      if (!paid) {
        return answer(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${paymentIntent}'`,
          },
        });
      }
      const live = (refund: StubRefund) => refund.status !== 'failed' && refund.status !== 'canceled';
      if ([...refunds.values()].some((refund) => refund.payment_intent === paymentIntent && live(refund))) {
        return answer(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge ch_stub has already been refunded.',
          },
        });
      }
      const created = refund(paid, recorded.body);
      refunds.set(created.id, created);
      if (typeof key === 'string') byIdempotencyKey.set(key, created);
      return answer(res, 200, created);
    }
    if (recorded.method !== 'POST' || path !== '/v1/checkout/sessions') {
      return answer(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${recorded.method}: ${path}).` },
      });
    }
    const session = (existing as StubSession | undefined) ?? checkoutSession(recorded.body);
    sessions.set(session.id, session);
    if (typeof key === 'string') byIdempotencyKey.set(key, session);
    answer(res, 200, session);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiHost: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    sessions,
    refunds,
    completeSession: (id) => {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: `pi_${crypto.randomBytes(12).toString('hex')}`,
      });
      return session;
    },
    failNext: (error, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(error);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${crypto.randomBytes(8).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

/** The session Stripe makes from these parameters (the fields the shop and its tests read). */
function checkoutSession(params: Record<string, unknown>): StubSession {
  const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
  const lineItems = (params.line_items ?? []) as { price_data: { unit_amount: string }; quantity: string }[];
  const amount = lineItems.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0);
  const created = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    mode: params.mode,
    status: 'open',
    payment_status: 'unpaid',
    currency: 'usd',
    amount_subtotal: amount,
    amount_total: amount,
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    metadata: (params.metadata ?? {}) as Record<string, string>,
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    payment_intent: null,
    livemode: false,
    created,
    expires_at: created + 24 * 60 * 60,
  };
}

/** The refund Stripe makes: a card refund succeeds at once. */
function refund(session: StubSession, params: Record<string, unknown>): StubRefund {
  return {
    id: `re_${crypto.randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount: session.amount_total,
    currency: session.currency,
    payment_intent: String(params.payment_intent),
    charge: `ch_${crypto.randomBytes(12).toString('hex')}`,
    status: 'succeeded',
    reason: params.reason ?? null,
    metadata: (params.metadata ?? {}) as Record<string, string>,
    created: Math.floor(Date.now() / 1000),
  };
}

/** Form encoding with brackets, as the Stripe library writes it, back into objects and arrays. */
export function unfold(form: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(form)) {
    const path = name.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndexes(inner)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}
