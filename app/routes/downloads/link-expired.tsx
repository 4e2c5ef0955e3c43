import { Link } from '@remix-run/react';
import { DownloadNotice } from '~/components/downloads/download-notice';

const ORDERS_PATH = '/account/orders';

export function LinkExpired({
  reason,
  lasting,
}: {
  reason: 'expired' | 'forged';
  lasting: { afterEvent: number; least: number };
}) {
  const expired = reason === 'expired';
  return (
    <DownloadNotice
      eyebrow={expired ? 'Time flies' : 'Oh dear'}
      title={expired ? 'This download link has expired' : 'This download link is not valid'}
      text={
        expired
          ? `Download links stay open until ${lasting.afterEvent} days after your event (${lasting.least} days at least), to keep your designs private. Your files are still here: you can get a fresh link at any time.`
          : 'The link may have been cut short or changed when it was copied. Your files are safe: you can get a fresh link at any time.'
      }
      action={{ to: `/login?redirectTo=${encodeURIComponent(ORDERS_PATH)}`, label: 'Sign in for a fresh link' }}
    >
      <ol className="mt-8 w-full space-y-3 rounded-2xl border border-line bg-white/80 p-6 text-left shadow-sm">
        <li className="flex gap-3">
          <span aria-hidden="true" className="font-display text-2xl leading-none text-gold">
            1
          </span>
          <span>
            <Link
              to={`/login?redirectTo=${encodeURIComponent(ORDERS_PATH)}`}
              className="text-rose underline underline-offset-4"
            >
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
    </DownloadNotice>
  );
}
