import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import * as v from 'valibot';
import { notFound, readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { successPath } from '~/.server/orders/access';
import { findTestPaymentOrder, settleTestPayment, TEST_PAYMENT_CHOICES } from '~/.server/payments/test-payment';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { OrderLines } from '~/components/orders/order-lines';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { formatUsd } from '~/lib/money';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta = metaOrNotFound(() => [
  ...pageMeta('Test payment', 'Test mode — no real payment is taken.'),
  { name: 'robots', content: 'noindex' },
]);

function settledRedirect(token: string, order: { status: string }) {
  return redirect(order.status === 'paid' ? successPath(token) : '/checkout');
}

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = context.services;
  const token = new URL(request.url).searchParams.get('order') ?? '';
  const order = await findTestPaymentOrder(services, token);
  if (!order) throw notFound();
  if (order.status !== 'pending') throw settledRedirect(token, order);
  return { number: order.number, email: order.email, items: order.items, totalCents: order.totalCents };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const services = context.services;
  const token = new URL(request.url).searchParams.get('order') ?? '';
  const order = await findTestPaymentOrder(services, token);
  if (!order) throw notFound();
  refuseIfTooLarge(context);
  const choice = v.safeParse(v.picklist(TEST_PAYMENT_CHOICES), (await readFormData(request)).get('choice'));
  if (!choice.success) return new Response('Choose Pay, Decline or Cancel.', { status: 400 });
  if (order.status !== 'pending') throw settledRedirect(token, order);

  await settleTestPayment(services, order, choice.output);
  if (choice.output === 'pay') throw redirect(successPath(token));
  if (choice.output === 'decline') {
    throw await services.flash.redirect('/checkout', {
      kind: 'error',
      title: 'Payment failed',
      message: 'Your payment was declined and nothing was charged. Your cart is still here — please try again.',
    });
  }
  throw redirect('/checkout');
}

export default function TestPayment() {
  const { number, email, items, totalCents } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="mx-auto max-w-xl px-5 py-12 sm:py-16">
      <div className="rounded-2xl border-2 border-dashed border-gold bg-cream/70 px-5 py-4 text-center">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-rose-dark">Payment page</p>
        <h1 className="mt-1 text-2xl sm:text-3xl">Test mode — no real payment is taken</h1>
        <p className="mt-2 text-sm text-muted">
          This shop is running with its built-in test provider. Choose what the payment should do.
        </p>
      </div>

      <section
        aria-labelledby="order-heading"
        className="mt-8 rounded-2xl border border-line bg-white/80 p-6 shadow-sm"
      >
        <h2 id="order-heading" className="text-2xl">
          Order <span className="tabular-nums">{number}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">For {email}</p>
        <div className="mt-4">
          <OrderLines items={items} totalCents={totalCents} />
        </div>
      </section>

      <Form method="post" className="mt-8 grid gap-3 sm:grid-cols-3">
        <button
          type="submit"
          name="choice"
          value="pay"
          disabled={busy}
          className={buttonClasses('primary', 'sm:col-span-3 py-4')}
        >
          Pay {formatUsd(totalCents)}
        </button>
        <button
          type="submit"
          name="choice"
          value="decline"
          disabled={busy}
          className={buttonClasses('outline', 'sm:col-span-2')}
        >
          Decline
        </button>
        <button type="submit" name="choice" value="cancel" disabled={busy} className={buttonClasses('ghost')}>
          Cancel
        </button>
      </Form>
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary };
