export const FREE_ROUND_NOTE = 'Your first round of minor changes is free. Tell us exactly what to change.';

export const EXTRA_ROUND_NOTE =
  'Your free round of minor changes has been used. Further rounds may be charged: the studio will tell you the cost before making any change that is not free.';

export const EXPIRED_PROOF_LINK =
  'This proof link has expired. Sign in with your order’s e-mail address and open your orders for a fresh link.';

export const BROKEN_PROOF_LINK =
  'The link may have been cut short or changed when it was copied. Your proof is safe: open it from the newest proof e-mail we sent you, or sign in with your order’s e-mail address and open your orders.';
