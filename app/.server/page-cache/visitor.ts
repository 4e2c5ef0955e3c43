import type { SiteVisitor } from '~/components/storefront/visitor-part';
import type { SessionUser } from '../auth/profiles';
import { getUser, type SessionDeps } from '../auth/signed-in';
import { liveEntries, readCart, type CartDeps } from '../cart/cart-post';

/**
 * What differs per visitor on a public page: who is signed in and what is in the cart (live lines
 * only, so the badge never counts a collection that is gone). The site's layout sends it as one JSON
 * string, so a page kept for everyone holds one string's hole in its data, filled per serve.
 */
export async function readVisitor(deps: VisitorDeps, request: Request): Promise<SiteVisitor> {
  return (await readSignedInVisitor(deps, request)).visitor;
}

type VisitorDeps = SessionDeps & Pick<CartDeps, 'db' | 'cartCookie'>;

/** With the signed-in user as their own pages read them (the page cache keeps /account per user). */
export async function readSignedInVisitor(
  deps: VisitorDeps,
  request: Request,
): Promise<{ visitor: SiteVisitor; user: SessionUser | null }> {
  const [user, { cart }] = await Promise.all([getUser(deps, request), readCart(deps, request)]);
  return {
    visitor: { user: user ? { name: user.name, isAdmin: user.isAdmin } : null, cart: liveEntries(cart) },
    user,
  };
}

export const visitorJson = (visitor: SiteVisitor) => JSON.stringify(visitor);

export const isAnonymous = (visitor: SiteVisitor) => !visitor.user && visitor.cart.length === 0;

/** The header's parts show the user and the cart's count, nothing else: one set of parts serves all such visitors. */
export const partsKey = (visitor: SiteVisitor) =>
  JSON.stringify([visitor.user, visitor.cart.reduce((sum, line) => sum + line.quantity, 0)]);
