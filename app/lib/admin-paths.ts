/** Addresses of the studio's admin screens that more than one screen (or e-mail) links to. */

/** An order's admin page. */
export const adminOrderPath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;

/** The order's proofs page, where the proof panel's forms post (the order page shows the same panel). */
export const orderProofsPath = (orderNumber: string) => `${adminOrderPath(orderNumber)}/proofs`;

/** The orders list filtered: paid orders still with the studio (not started, in progress, changes asked for). */
export const ORDERS_WAITING_PATH = '/admin/orders?status=waiting';

/** The orders list filtered: a proof sent, the couple's answer awaited. */
export const PROOFS_SENT_PATH = '/admin/orders?status=proof_sent';
