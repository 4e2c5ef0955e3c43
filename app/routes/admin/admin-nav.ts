/** The day's work first (issue 29): the dashboard with Today, orders, messages, reviews; then the content editors. */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/collections', label: 'Digital Collections' },
  { to: '/admin/portfolio', label: 'Manage Portfolio' },
  { to: '/admin/home', label: 'Edit Home Page' },
  { to: '/admin/about', label: 'Edit About Page' },
  { to: '/admin/pages/privacy', label: 'Privacy Policy' },
  { to: '/admin/pages/terms', label: 'Terms of Service' },
] as const;
