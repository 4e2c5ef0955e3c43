import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Link, NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { SignOutButton } from '~/components/storefront/sign-out-button';
import { requireAdmin } from '~/.server/auth/signed-in';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { ADMIN_LINKS } from './admin-nav';
import { STUDIO_NAME } from '~/components/storefront/nav-links';

export const meta = () => [{ title: `Admin | ${STUDIO_NAME}` }, { name: 'robots', content: 'noindex' }];

/** No admin page exports its own headers, so they all inherit these. */
export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  return { name: admin.name };
}

/** Every admin loader and action checks requireAdmin itself. */
export default function AdminLayout() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-cream/40 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="border-b border-line bg-paper lg:min-h-screen lg:border-b-0 lg:border-r">
        <div className="px-6 py-6">
          <Link to="/" className="font-script text-3xl text-rose">
            {STUDIO_NAME}
          </Link>
          <p className="mt-1 text-xs uppercase tracking-[0.2em] text-muted">Studio admin</p>
        </div>
        <nav aria-label="Admin" className="px-3 pb-4 lg:pb-6">
          <ul className="flex flex-wrap items-center gap-1 lg:flex-col lg:items-stretch">
            {DAY_LINKS.map((link) => (
              <AdminNavItem key={link.to} link={link} />
            ))}
            {/* On a phone the content editors fold under "More"; on a laptop the sidebar lists them all. */}
            <li className="lg:hidden">
              <details className="group">
                <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm text-rose">More</summary>
                <ul className="mt-1 flex flex-wrap gap-1">
                  {EDITOR_LINKS.map((link) => (
                    <AdminNavItem key={link.to} link={link} />
                  ))}
                  <li>
                    <SignOutButton className={SIGN_OUT_CLASSES} />
                  </li>
                </ul>
              </details>
            </li>
            {EDITOR_LINKS.map((link) => (
              <AdminNavItem key={link.to} link={link} className="hidden lg:block" />
            ))}
            <li className="hidden lg:block">
              <SignOutButton className={SIGN_OUT_CLASSES} />
            </li>
          </ul>
        </nav>
        <p className="hidden px-6 pb-6 text-xs text-muted lg:block">Signed in as {name}</p>
      </aside>
      <main id="main" className="min-w-0 px-5 py-8 sm:px-10">
        <Outlet />
      </main>
    </div>
  );
}

const SIGN_OUT_CLASSES = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-blush/60';

/** The day's work, always in view; the content editors after it. */
const DAY_LINKS = ADMIN_LINKS.slice(0, 4);
const EDITOR_LINKS = ADMIN_LINKS.slice(4);

function AdminNavItem({ link, className = '' }: { link: (typeof ADMIN_LINKS)[number]; className?: string }) {
  return (
    <li className={className}>
      <NavLink
        to={link.to}
        end={link.to === '/admin'}
        className={({ isActive }) =>
          `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-blush font-medium text-rose-dark' : 'text-ink hover:bg-blush/60'}`
        }
      >
        {link.label}
      </NavLink>
    </li>
  );
}
