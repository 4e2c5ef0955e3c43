export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/collections', label: 'Shop' },
  { to: '/contact', label: 'Contact' },
] as const;

export const FOOTER_LINKS = [
  ...NAV_LINKS,
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

export const STUDIO_NAME = 'Petal & Quill';
