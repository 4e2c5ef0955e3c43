/**
 * The categories the designer files her work under, shared by the admin forms (their selects and
 * schemas) and the server (the shop's filter order).
 */

/** The shop's categories, in the order the filter shows them. */
export const COLLECTION_CATEGORIES = ['Floral', 'Minimalist', 'Rustic', 'Vintage', 'Bohemian', 'Classic'] as const;

/** The portfolio's occasions (spec section 3: Wedding, Birthday, Baby Shower). */
export const PORTFOLIO_CATEGORIES = ['Wedding', 'Birthday', 'Baby Shower'] as const;
