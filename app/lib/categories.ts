export const COLLECTION_CATEGORIES = ['Floral', 'Minimalist', 'Rustic', 'Vintage', 'Bohemian', 'Classic'] as const;

export const PORTFOLIO_CATEGORIES = ['Wedding', 'Birthday', 'Baby Shower'] as const;
