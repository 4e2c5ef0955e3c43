import { Link } from '@remix-run/react';
import { SignOutButton } from './sign-out-button';

export interface HeaderUser {
  name: string;
  isAdmin: boolean;
}

const pill =
  'rounded-full border border-ink/60 px-4 py-1.5 text-sm uppercase tracking-[0.14em] hover:bg-ink hover:text-paper';

/** Desktop: Sign In, or the user's name (to /account, which leads to their orders), Admin Dashboard for admins, and Sign Out (a POST). */
export function UserMenu({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link to="/login" className={`hidden lg:inline-block ${pill}`}>
        Sign In
      </Link>
    );
  }
  return (
    <div className="hidden items-center gap-3 lg:flex">
      <Link to="/account" className="max-w-40 truncate text-sm text-ink hover:text-rose" title={user.name}>
        {user.name}
      </Link>
      {user.isAdmin ? (
        <Link to="/admin" className="text-sm text-rose underline-offset-4 hover:underline">
          Admin Dashboard
        </Link>
      ) : null}
      <SignOutButton className={pill} />
    </div>
  );
}

/** The same choices at the foot of the small-screen menu, with 'Signed in as {name}'. */
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
          {user.name}
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
