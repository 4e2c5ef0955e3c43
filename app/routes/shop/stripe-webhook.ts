import type { ActionFunctionArgs } from '@remix-run/node';
import { notFound } from '~/.server/http/request';
import { handleStripeWebhook } from '~/.server/payments/stripe-webhook';

/** The front door passes the body through unparsed, because the signature is over the exact bytes. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { config } = context.services;
  const orderDeps = context.services;
  if (!config.STRIPE_WEBHOOK_SECRET) return notFound();
  const body = await request.text();
  const result = await handleStripeWebhook(
    { orders: orderDeps, webhookSecret: config.STRIPE_WEBHOOK_SECRET },
    body,
    request.headers.get('Stripe-Signature'),
  );
  return plain(result.outcome, result.status);
}

function plain(text: string, status: number): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
}
