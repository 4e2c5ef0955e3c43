/**
 * The admin sidebar: the spec's screens (section 2) that exist, and the studio's own (orders,
 * messages). The content editors (home, about, portfolio, collections) join it with their screens.
 */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/portfolio', label: 'Manage Portfolio' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/collections', label: 'Digital Collections' },
  { to: '/admin/messages', label: 'Messages' },
] as const;
