import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { downloadPagePath, signDownloadToken } from '~/.server/downloads/links';
import { keyedOrderOrThrow } from '~/.server/orders/link-keys';
import { handleProofAnswer } from '~/.server/proofs/answer';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { BROKEN_PROOF_LINK, EXPIRED_PROOF_LINK } from '~/lib/proof-notes';
import { loadCoupleProof, openProofLink } from '~/.server/proofs/views';
import { DownloadNotice } from '~/components/downloads/download-notice';
import { ProofAnswerForms } from './proof-answer-forms';
import { ProofState } from './proof-state';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { formatStudioTime } from '~/lib/studio-time';
import { ProofFileList, ProofPieces } from '~/components/proofs/proof-file-list';
import { PageHero } from '~/components/ui/page-hero';
import type { LastResult } from '~/components/forms/conform-form';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta: MetaFunction = metaOrNotFound(() => [
  ...pageMeta('Your Proof', 'Review the designs of your Petal & Quill order.'),
  { name: 'robots', content: 'noindex' },
  // The page's address is the couple's key: links from here must not pass it on to other sites.
  { name: 'referrer', content: 'same-origin' },
]);

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db, secrets } = context.services;
  const token = params.token ?? '';
  const now = new Date();
  const access = await openProofLink(db, secrets, token, now);
  if (access.status === 'forged') return data({ status: 'broken' } as const, { status: 404 });
  if (access.status === 'expired') return data({ status: 'expired' } as const, { status: 403 });
  const page = await loadCoupleProof(db, access.orderId, token);
  if (!page) return data({ status: 'broken' } as const, { status: 404 });
  const delivered = page.order.status === 'paid' && page.order.fulfilment === 'delivered';
  const downloadsUrl = delivered
    ? downloadPagePath(signDownloadToken(secrets, await keyedOrderOrThrow(db, access.orderId), now))
    : null;
  return { status: 'ok', page, downloadsUrl } as const;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleProofAnswer(request, context, params.token ?? '');
}

export default function CoupleProof() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { intent: string; result: LastResult } | undefined;
  if (loaded.status !== 'ok') {
    const expired = loaded.status === 'expired';
    return (
      <DownloadNotice
        eyebrow={expired ? 'Time flies' : 'Oh dear'}
        title={expired ? 'This proof link has expired' : 'This proof link is not valid'}
        text={expired ? EXPIRED_PROOF_LINK : BROKEN_PROOF_LINK}
        action={{ to: `/login?redirectTo=${encodeURIComponent('/account/orders')}`, label: 'Sign in for a fresh link' }}
      />
    );
  }
  const { page, downloadsUrl } = loaded;
  const { latest } = page;
  return (
    <>
      <PageHero eyebrow="Your proof" title="Review Your Designs" intro={`Order ${page.order.number}`} />
      <div className="mx-auto max-w-5xl space-y-10 px-5 py-12 sm:py-16">
        <ProofState page={page} downloadsUrl={downloadsUrl} />

        {latest ? (
          <section aria-labelledby="latest-proof-heading" className="space-y-6">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <h2 id="latest-proof-heading" className="text-4xl">
                Proof {latest.round}
              </h2>
              <p className="text-sm text-muted">Sent {formatStudioTime(latest.createdAt)}</p>
            </div>
            {latest.note ? (
              <figure className="rounded-2xl border-l-4 border-gold bg-white/80 px-6 py-5 shadow-sm">
                <figcaption className="text-xs font-medium uppercase tracking-[0.16em] text-muted">
                  A note from your designer
                </figcaption>
                <blockquote className="mt-2 whitespace-pre-line text-lg text-ink">{latest.note}</blockquote>
              </figure>
            ) : null}
            <ProofFileList files={latest.files} kept={latest.kept} />
            {latest.response ? (
              <div className="rounded-2xl border border-line bg-white/80 px-6 py-5">
                <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted">Your message</p>
                <p className="mt-2 whitespace-pre-line text-ink">{latest.response}</p>
              </div>
            ) : null}
          </section>
        ) : null}

        {latest && page.canAnswer ? (
          <ProofAnswerForms
            proofId={latest.id}
            freeRoundUsed={page.freeRoundUsed}
            changesResult={actionData?.intent === 'changes' ? actionData.result : undefined}
            approveError={actionData?.intent === 'approve' ? actionData.result?.error?.['']?.[0] : undefined}
          />
        ) : null}

        {page.earlier.length ? (
          <details className="rounded-2xl border border-line bg-white/70 p-5">
            <summary className="cursor-pointer font-display text-2xl text-rose-dark">
              Earlier proofs ({page.earlier.length})
            </summary>
            <ul className="mt-4 space-y-6">
              {page.earlier.map((proof) => (
                <li key={proof.id} className="space-y-3 border-t border-line pt-4">
                  <p className="font-medium text-ink">
                    Proof {proof.round} · sent {formatStudioTime(proof.createdAt)}
                  </p>
                  {proof.response ? (
                    <p className="whitespace-pre-line text-muted">You asked: {proof.response}</p>
                  ) : null}
                  <ProofPieces files={proof.files} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary };
