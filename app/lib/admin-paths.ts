export const adminOrderPath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;

export const orderProofsPath = (orderNumber: string) => `${adminOrderPath(orderNumber)}/proofs`;

export const ORDERS_WAITING_PATH = '/admin/orders?status=waiting';

export const PROOFS_SENT_PATH = '/admin/orders?status=proof_sent';
