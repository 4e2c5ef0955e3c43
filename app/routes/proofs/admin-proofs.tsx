import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { handleProofPanelPost } from '~/.server/proofs/panel-actions';
import { requireAdmin } from '~/.server/auth/signed-in';
import { findOrderIdByNumber, loadProofPanel } from '~/.server/proofs/views';
import { ProofPanel, type ProofPanelActionData } from '~/components/proofs/proof-panel';
import { adminOrderPath } from '~/lib/admin-paths';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Proofs of ${data?.panel.order.number ?? 'an order'} | Admin` },
  { name: 'robots', content: 'noindex' },
];

/** Its own page, outside the order page's nesting; the order page shows the same panel, posting here. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const { db, secrets } = context.services;
  const orderId = await findOrderIdByNumber(db, params.number);
  const panel = orderId ? await loadProofPanel(db, secrets, orderId) : null;
  if (!panel) throw new Response('Not Found', { status: 404 });
  return { panel };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  return handleProofPanelPost(context.services, request, admin, params.number);
}

export default function OrderProofs() {
  const { panel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ProofPanelActionData | undefined;
  const { number, name } = panel.order;
  return (
    <div className="max-w-6xl space-y-8">
      <div>
        <Link to={adminOrderPath(number)} className="text-sm uppercase tracking-[0.16em] text-muted hover:text-rose">
          ← Order {number}
        </Link>
        <h1 className="mt-2 text-4xl tabular-nums">{number}</h1>
        <p className="mt-1 text-muted">{name}</p>
      </div>
      <ProofPanel panel={panel} actionData={actionData} />
    </div>
  );
}
