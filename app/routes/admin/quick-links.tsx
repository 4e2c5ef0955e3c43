import { Link } from '@remix-run/react';
import { ADMIN_LINKS } from './admin-nav';

const DESCRIPTIONS: Record<string, string> = {
  '/admin/home': 'The hero, featured designs and about block',
  '/admin/about': 'Your story, the founder and the team',
  '/admin/orders': 'Briefs, proofs and deliveries',
  '/admin/portfolio': 'Show new work on the portfolio page',
  '/admin/testimonials': 'Approve and feature reviews',
  '/admin/collections': 'Add, price and publish what the shop sells',
  '/admin/messages': 'Contact-form messages and mail',
  '/admin/pages/privacy': 'The privacy page’s text',
  '/admin/pages/terms': 'The terms page’s text',
};

export function QuickLinks() {
  return (
    <ul className="space-y-2">
      {ADMIN_LINKS.filter((link) => link.to !== '/admin').map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 transition-colors hover:border-rose hover:bg-blush/30"
          >
            <span>
              <span className="block font-display text-xl leading-tight text-ink">{link.label}</span>
              {DESCRIPTIONS[link.to] ? <span className="block text-xs text-muted">{DESCRIPTIONS[link.to]}</span> : null}
            </span>
            <span aria-hidden="true" className="text-rose">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
