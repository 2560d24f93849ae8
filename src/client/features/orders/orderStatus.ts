// How order, payment method and refund states read (translation keys) and look (chip colours).
import { CURRENCIES, ORDER_STATUSES, PAYMENT_METHODS, REFUND_STATUSES, type Currency, type OrderStatus, type PaymentMethod, type RefundStatus } from '../../../shared/constants';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const ORDER_STATUS: { readonly [S in OrderStatus]: { key: string; color: ChipColor } } = {
  pending: { key: 'ORDERS.STATUS.PENDING', color: 'warning' },
  paid: { key: 'ORDERS.STATUS.PAID', color: 'success' },
  refund_requested: { key: 'ORDERS.STATUS.REFUND_REQUESTED', color: 'info' },
  refunded: { key: 'ORDERS.STATUS.REFUNDED', color: 'default' },
  partially_refunded: { key: 'ORDERS.STATUS.PARTIALLY_REFUNDED', color: 'default' },
  expired: { key: 'ORDERS.STATUS.EXPIRED', color: 'default' },
  failed: { key: 'ORDERS.STATUS.FAILED', color: 'error' },
  cancelled: { key: 'ORDERS.STATUS.CANCELLED', color: 'default' },
};

export const REFUND_STATUS: { readonly [S in RefundStatus]: { key: string; color: ChipColor } } = {
  requested: { key: 'ORDERS.REFUND_STATUS.REQUESTED', color: 'info' },
  approved: { key: 'ORDERS.REFUND_STATUS.APPROVED', color: 'primary' },
  rejected: { key: 'ORDERS.REFUND_STATUS.REJECTED', color: 'error' },
  refunded: { key: 'ORDERS.REFUND_STATUS.REFUNDED', color: 'success' },
};

// The contract's types spell these as strings; the screens read them as the known values (an unknown
// one from a newer server reads as the nearest safe value instead of breaking the page).
export const currencyOf = (value: string): Currency => ((CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'USD');
export const orderStatusOf = (value: string): OrderStatus => ((ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending');
export const refundStatusOf = (value: string): RefundStatus => ((REFUND_STATUSES as readonly string[]).includes(value) ? (value as RefundStatus) : 'requested');
export const methodOf = (value: string | null | undefined): PaymentMethod | null => (value && (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : null);
