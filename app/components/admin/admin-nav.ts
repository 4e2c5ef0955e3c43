/** The admin sidebar (spec section 2). */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/home', label: 'Edit Home Page' },
  { to: '/admin/about', label: 'Edit About Page' },
  { to: '/admin/portfolio', label: 'Manage Portfolio' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/collections', label: 'Digital Collections' },
] as const;
