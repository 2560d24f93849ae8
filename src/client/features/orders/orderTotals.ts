// The rows under an order's lines, as the order page and the receipt show them: subtotal, the discount
// (with its coupon code), the tax (included in the prices, or added) with its rate, the total.
import type { Language } from '../../../shared/constants';
import type { Order } from '../../../shared/schemas/commerce';
import { formatPercent } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { currencyOf } from './orderStatus';

export interface TotalRow {
  id: 'subtotal' | 'discount' | 'tax' | 'total';
  /** Translation key and its values. */
  label: string;
  values?: Record<string, string>;
  amount: string;
}

export function totalRows(order: Order, lang: Language): TotalRow[] {
  const currency = currencyOf(order.currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const rows: TotalRow[] = [{ id: 'subtotal', label: 'ORDERS.TOTALS.SUBTOTAL', amount: money(order.subtotalMinor) }];
  if (order.discountMinor > 0) {
    rows.push(
      order.couponCode
        ? { id: 'discount', label: 'ORDERS.TOTALS.DISCOUNT_CODE', values: { code: order.couponCode }, amount: `−${money(order.discountMinor)}` }
        : { id: 'discount', label: 'ORDERS.TOTALS.DISCOUNT', amount: `−${money(order.discountMinor)}` },
    );
  }
  if (order.taxRateBasisPoints > 0 || order.taxMinor > 0) {
    rows.push({
      id: 'tax',
      label: order.taxInclusive ? 'ORDERS.TOTALS.TAX_INCLUDED' : 'ORDERS.TOTALS.TAX_ADDED',
      values: { rate: formatPercent(order.taxRateBasisPoints / 100, lang) },
      amount: money(order.taxMinor),
    });
  }
  rows.push({ id: 'total', label: 'ORDERS.TOTALS.TOTAL', amount: money(order.totalMinor) });
  return rows;
}
