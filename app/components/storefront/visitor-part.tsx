import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CartItem } from '~/components/cart/use-optimistic-cart';
import type { HeaderUser } from './user-menu';

/** As the site's layout sends it (`.server/page-cache/visitor.ts`). */
export interface SiteVisitor {
  user: HeaderUser | null;
  cart: CartItem[];
}

const NOBODY: SiteVisitor = { user: null, cart: [] };

/** Not JSON only in a page rendered for the page cache, where it is a hole and the parts below are too. */
export function useSiteVisitor(json: string): SiteVisitor {
  return useMemo(() => (json.startsWith('{') ? (JSON.parse(json) as SiteVisitor) : NOBODY), [json]);
}

/**
 * Set by the server's entry for a page-cache render only (`.server/page-cache/render-holes.ts`):
 * each part becomes a hole, or is marked so its markup can be kept for the next pages of a visitor
 * who looks the same.
 */
export type VisitorPartMarks =
  | { kind: 'holes'; hole(name: string): string }
  | { kind: 'marked'; from(name: string): string; to(name: string): string };

const MarksContext = createContext<VisitorPartMarks | undefined>(undefined);
export const VisitorPartMarksProvider = MarksContext.Provider;

/** A part of the page that shows who the visitor is; its first node is an element, so no text runs into a mark. */
export function VisitorPart({ name, children }: { name: string; children: ReactNode }) {
  const marks = useContext(MarksContext);
  if (!marks) return children;
  if (marks.kind === 'holes') return marks.hole(name);
  return (
    <>
      {marks.from(name)}
      {children}
      {marks.to(name)}
    </>
  );
}
