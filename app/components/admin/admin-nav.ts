/**
 * The admin sidebar: the spec's screens (section 2) that exist, and the studio's own (orders,
 * messages, the legal pages). The home and about editors join it with their screens.
 */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/portfolio', label: 'Manage Portfolio' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/collections', label: 'Digital Collections' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/pages/privacy', label: 'Privacy Policy' },
  { to: '/admin/pages/terms', label: 'Terms of Service' },
] as const;
