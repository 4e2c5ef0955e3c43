export const LEGAL_PAGES = {
  privacy: { title: 'Privacy Policy', path: '/privacy', name: 'privacy policy' },
  terms: { title: 'Terms of Service', path: '/terms', name: 'terms of service' },
} as const;

export type LegalPageKey = keyof typeof LEGAL_PAGES;

export const isLegalPageKey = (value: string | undefined): value is LegalPageKey =>
  value === 'privacy' || value === 'terms';

export const legalEditorPath = (key: LegalPageKey) => `/admin/pages/${key}`;
