import { Link } from '@remix-run/react';

export function EmptyState({ message, link }: { message: string; link?: { to: string; label: string } }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-blush-deep bg-white/60 px-6 py-14 text-center">
      <span aria-hidden="true" className="font-script text-5xl leading-none text-blush-deep">
        ~
      </span>
      <p role="status" className="mt-3 font-display text-2xl text-ink">
        {message}
      </p>
      {link ? (
        <Link
          to={link.to}
          preventScrollReset
          className="mt-6 text-sm uppercase tracking-[0.16em] text-rose underline-offset-4 hover:underline"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
