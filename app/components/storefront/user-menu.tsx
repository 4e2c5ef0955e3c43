import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@remix-run/react';
import { EmailAddress } from '~/components/ui/email-address';
import { ChevronDownIcon } from './icons';
import { SignOutButton } from './sign-out-button';

export interface HeaderUser {
  name: string;
  isAdmin: boolean;
}

const pill =
  'rounded-full border border-ink/60 px-4 py-1.5 text-sm uppercase tracking-[0.14em] hover:bg-ink hover:text-paper';

export function shortName(name: string): string {
  const at = name.indexOf('@');
  return at > 0 ? name.slice(0, at) : name;
}

/** A new account's name is its e-mail address, which wraps before its @, not mid-word. */
function FullName({ name, className = '' }: { name: string; className?: string }) {
  return name.includes('@') ? (
    <EmailAddress email={name} className={className} />
  ) : (
    <span className={`[overflow-wrap:anywhere] ${className}`}>{name}</span>
  );
}

const menuLink = 'block rounded-lg px-3 py-2 text-sm text-ink hover:bg-blush/50 hover:text-rose';

/** A <details>, so it opens without JavaScript; one short button keeps the header on one line whatever the name. */
export function UserMenu({ user }: { user: HeaderUser | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    // With JavaScript, navigation does not reload the page: close the menu after it.
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  if (!user) {
    return (
      <Link to="/login" className={`hidden lg:inline-block ${pill}`}>
        Sign In
      </Link>
    );
  }
  return (
    <details ref={menu} className="group relative hidden lg:block" data-testid="user-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-white/70 py-1 pl-1 pr-2 text-sm xl:pr-3 text-ink hover:border-rose/60 hover:text-rose [&::-webkit-details-marker]:hidden"
        title={user.name}
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-blush font-display text-base uppercase text-rose"
        >
          {user.name.charAt(0)}
        </span>
        <span className="sr-only xl:not-sr-only xl:max-w-28 xl:truncate">{shortName(user.name)}</span>
        <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-72 rounded-2xl border border-line bg-paper p-2 shadow-lg">
        <p className="border-b border-line px-3 pb-3 pt-2 text-sm text-muted" data-testid="signed-in-as">
          Signed in as <FullName name={user.name} className="block font-medium text-ink" />
        </p>
        <ul className="py-2">
          <li>
            <Link to="/account" className={menuLink}>
              Your Account
            </Link>
          </li>
          <li>
            <Link to="/account/orders" className={menuLink}>
              Your Orders
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to="/admin" className={`${menuLink} text-rose`}>
                Admin Dashboard
              </Link>
            </li>
          ) : null}
        </ul>
        <div className="border-t border-line px-1 pb-1 pt-3">
          <SignOutButton className={`w-full ${pill}`} />
        </div>
      </div>
    </details>
  );
}

export function MobileUserMenu({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link
        to="/login"
        className="mt-6 inline-block rounded-full bg-rose px-6 py-3 text-sm uppercase tracking-[0.14em] text-white"
      >
        Sign In
      </Link>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-muted">
        Signed in as{' '}
        <Link to="/account" className="font-medium text-ink underline underline-offset-4">
          <FullName name={user.name} />
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/account/orders"
          className="rounded-full border border-ink/60 px-5 py-2.5 text-sm uppercase tracking-[0.14em] text-ink"
        >
          Your Orders
        </Link>
        {user.isAdmin ? (
          <Link
            to="/admin"
            className="rounded-full border border-rose px-5 py-2.5 text-sm uppercase tracking-[0.14em] text-rose"
          >
            Admin Dashboard
          </Link>
        ) : null}
        <SignOutButton className="rounded-full bg-rose px-6 py-2.5 text-sm uppercase tracking-[0.14em] text-white" />
      </div>
    </div>
  );
}
