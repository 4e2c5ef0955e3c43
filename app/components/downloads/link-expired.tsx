import { Link } from '@remix-run/react';
import { ButtonLink } from '~/components/ui/button-link';
import { Flourish } from '~/components/ui/ornament';

const ORDERS_PATH = '/account/orders';

/**
 * The answer to a download link that has expired or is not one of ours (sent with 403): what
 * happened, and the two ways to a fresh link: sign in with the order's e-mail and open the
 * orders page, or ask the studio.
 */
export function LinkExpired({ reason, linkDays }: { reason: 'expired' | 'forged'; linkDays: number }) {
  const expired = reason === 'expired';
  return (
    <section className="bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-5 py-20 text-center sm:py-28">
        <p aria-hidden="true" className="font-script text-4xl text-rose">
          {expired ? 'Time flies' : 'Oh dear'}
        </p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{expired ? 'This download link has expired' : 'This download link is not valid'}</h1>
        <Flourish className="mt-5 w-36 text-gold" />
        <p className="mt-5 text-lg leading-relaxed text-muted">
          {expired
            ? `Download links stay open for ${linkDays} days, to keep your designs private. Your files are still here: you can get a fresh link at any time.`
            : 'The link may have been cut short or changed when it was copied. Your files are safe: you can get a fresh link at any time.'}
        </p>
        <ol className="mt-8 w-full space-y-3 rounded-2xl border border-line bg-white/80 p-6 text-left shadow-sm">
          <li className="flex gap-3">
            <span aria-hidden="true" className="font-display text-2xl leading-none text-gold">
              1
            </span>
            <span>
              <Link to={`/login?redirectTo=${encodeURIComponent(ORDERS_PATH)}`} className="text-rose underline underline-offset-4">
                Sign in
              </Link>{' '}
              with the e-mail address you used for the order.
            </span>
          </li>
          <li className="flex gap-3">
            <span aria-hidden="true" className="font-display text-2xl leading-none text-gold">
              2
            </span>
            <span>
              Open{' '}
              <Link to={ORDERS_PATH} className="text-rose underline underline-offset-4">
                your orders
              </Link>
              : every paid order has its downloads there, with a new link.
            </span>
          </li>
        </ol>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink to={`/login?redirectTo=${encodeURIComponent(ORDERS_PATH)}`}>Sign in for a fresh link</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact the studio
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
