import { useEffect, useState } from 'react';
import { Link } from '@remix-run/react';
import type { Notice } from '~/.server/http/flash';
import { CloseIcon } from '~/components/storefront/icons';

/** Without JavaScript it stays until the next page; with it, it can be closed and leaves by itself. */
export function Toaster({ notice }: { notice: Notice | null }) {
  const [shown, setShown] = useState(notice);
  useEffect(() => {
    setShown(notice);
    if (!notice) return;
    const timer = setTimeout(() => setShown(null), 8_000);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!shown) return null;
  const error = shown.kind === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4 sm:justify-end">
      <div
        role={error ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-5 py-4 shadow-lg ${
          error ? 'border-red-300 bg-red-50 text-red-900' : 'border-sage/50 bg-white text-ink'
        }`}
      >
        <div className="flex-1">
          <p className="font-medium">{shown.title}</p>
          {shown.message ? <p className="mt-1 text-sm text-muted">{shown.message}</p> : null}
          {shown.action ? (
            <Link
              to={shown.action.href}
              className="mt-2 inline-block text-sm font-medium text-rose underline underline-offset-4"
            >
              {shown.action.label}
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setShown(null)}
          className="rounded-full p-1 text-muted hover:text-ink"
          aria-label="Dismiss notice"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
