import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '@remix-run/react';
import { CartLink } from './cart-link';
import type { CartItem } from '~/components/cart/use-optimistic-cart';
import { CloseIcon, MenuIcon } from '~/components/storefront/icons';
import { NAV_LINKS, STUDIO_NAME } from '~/components/storefront/nav-links';
import { MobileUserMenu, UserMenu, type HeaderUser } from '~/components/storefront/user-menu';
import { VisitorPart } from '~/components/storefront/visitor-part';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-1 text-sm uppercase tracking-[0.12em] transition-colors xl:tracking-[0.16em] hover:text-rose ${
    isActive ? 'text-rose after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:bg-rose' : 'text-ink'
  }`;

/** The small-screen menu is a <details> element, so it opens with or without JavaScript. */
export function SiteHeader({ cart, user }: { cart: CartItem[]; user: HeaderUser | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    // With JavaScript, navigation does not reload the page: close the menu after it.
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-5 py-3">
        <Link
          to="/"
          className="flex shrink-0 items-baseline gap-2 whitespace-nowrap text-ink"
          aria-label={`${STUDIO_NAME}, home`}
        >
          <span aria-hidden="true" className="font-script text-3xl leading-none text-rose">
            P&amp;Q
          </span>
          <span className="font-display text-xl tracking-wide sm:text-2xl">{STUDIO_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-5 xl:gap-7">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} prefetch="intent" className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <VisitorPart name="menu">
            <UserMenu user={user} />
          </VisitorPart>
          <VisitorPart name="cart">
            <CartLink items={cart} />
          </VisitorPart>
          <details ref={menu} className="group relative lg:hidden" data-testid="mobile-menu">
            <summary className="cursor-pointer rounded-full p-2 text-ink hover:text-rose" aria-label="Menu">
              <span className="group-open:hidden">
                <MenuIcon />
              </span>
              <span className="hidden group-open:inline">
                <CloseIcon />
              </span>
            </summary>
            <nav
              aria-label="Mobile"
              className="fixed inset-x-0 top-[4.5rem] z-50 border-b border-line bg-paper px-5 pb-8 pt-4 shadow-lg"
            >
              <ul className="flex flex-col divide-y divide-line">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === '/'}
                      className={({ isActive }) =>
                        `block py-3 font-display text-2xl ${isActive ? 'text-rose' : 'text-ink'}`
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <VisitorPart name="mobile">
                <MobileUserMenu user={user} />
              </VisitorPart>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
