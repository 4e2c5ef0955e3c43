import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from '@remix-run/react';
import { CloseIcon } from '~/components/storefront/icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Server-rendered, so without JavaScript it is a plain page closed by its link; with it, a focus-trapping dialog. */
export function DetailOverlay({
  labelledBy,
  closeHref,
  closeLabel,
  returnFocusTo,
  focusKey,
  children,
}: {
  labelledBy: string;
  closeHref: string;
  closeLabel: string;
  returnFocusTo?: string;
  /** Changes when the dialog shows something new (focus moves back to the dialog). */
  focusKey?: string | number;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const returnTo = useRef(returnFocusTo);
  returnTo.current = returnFocusTo;

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const opener = returnTo.current ? document.getElementById(returnTo.current) : null;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, [focusKey]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true });
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!focusable.length) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 overflow-y-auto overscroll-contain" data-testid="detail-overlay">
      <Link
        to={closeHref}
        preventScrollReset
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 cursor-default bg-ink/60 backdrop-blur-sm"
      />
      <div className="pointer-events-none relative flex min-h-full items-start justify-center px-3 py-6 sm:items-center sm:px-6 sm:py-10">
        {/* Escape and the focus trap listen on the dialog, whatever inside it has focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="pointer-events-auto relative w-full max-w-5xl overflow-hidden rounded-3xl bg-paper shadow-2xl outline-none"
        >
          <Link
            to={closeHref}
            preventScrollReset
            aria-label={closeLabel}
            className="absolute right-3 top-3 z-10 flex h-11 w-11 items-center justify-center rounded-full bg-paper/90 text-ink shadow-md backdrop-blur transition-colors hover:bg-white hover:text-rose"
          >
            <CloseIcon />
          </Link>
          {children}
        </div>
      </div>
    </div>
  );
}
