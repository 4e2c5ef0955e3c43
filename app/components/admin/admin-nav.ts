/** The spec's screens in its order, then the studio's own. */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/home', label: 'Edit Home Page' },
  { to: '/admin/about', label: 'Edit About Page' },
  { to: '/admin/portfolio', label: 'Manage Portfolio' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/collections', label: 'Digital Collections' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/pages/privacy', label: 'Privacy Policy' },
  { to: '/admin/pages/terms', label: 'Terms of Service' },
] as const;
