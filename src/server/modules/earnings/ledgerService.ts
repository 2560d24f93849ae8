// The earnings ledger (being built: see the money-out issue). The contract other modules rely on:
//  - recordSaleIn(tx, orderId): called in the transaction that marks an order paid (Settlement).
//  - reverseOrderIn(tx, orderId): called in the transaction that marks an order refunded (RefundService).
//  - balances(customerId, account): an account's balances per currency (earnings page, affiliate page).
//  - availableIn(tx, customerId, account, currency): the available balance, read under the payout's lock.
//  - payoutEntryIn / settlePayoutEntryIn: the one negative `payout` entry of a payout, and its end.
// Balances are sums of entries (never counters):
//   pending   = sum(amount) of the account's non-payout entries with status 'pending'
//   available = sum(amount) of its entries with status 'available' + sum(amount) of its payout entries in_payout or paid
//   inPayout  = -sum(amount) of its payout entries in_payout;  paid = -sum(amount) of its payout entries paid
import type { AppConfig } from '../../config';
import type { ServerContext } from '../../context';
import type { Currency, PayoutAccountName } from '../../../shared/constants';
import type { Balance } from '../../../shared/schemas/money';
import type { Executor, Transaction } from '../cart/cartLines';

export class LedgerService {
  constructor(private readonly ctx: ServerContext) {}

  get rules(): AppConfig['earnings'] {
    return this.ctx.config.earnings;
  }

  async recordSaleIn(_tx: Transaction, _orderId: string): Promise<void> {}

  async reverseOrderIn(_tx: Transaction, _orderId: string): Promise<void> {}

  async balances(_customerId: string, _account: PayoutAccountName, _db: Executor = this.ctx.db): Promise<Balance[]> {
    return [];
  }

  /** The available balance of one account and currency (call it under the payout's lock). */
  async availableIn(_tx: Transaction, _customerId: string, _account: PayoutAccountName, _currency: Currency): Promise<number> {
    return 0;
  }

  /** Writes the payout's entry: -amount, status in_payout. */
  async payoutEntryIn(_tx: Transaction, _payout: { id: number; customerId: string; account: PayoutAccountName; currency: Currency; amountMinor: number }): Promise<void> {}

  /** A payout ended: its entry becomes paid (sent) or reversed (rejected: the money is available again). */
  async settlePayoutEntryIn(_tx: Transaction, _payoutId: number, _to: 'paid' | 'reversed'): Promise<void> {}

  /** Pending entries whose hold has passed become available. Returns how many. */
  async release(_now = new Date()): Promise<number> {
    return 0;
  }

  /** Proves the ledger balances; returns the orders that do not (and alerts the admins when any). */
  async check(): Promise<string[]> {
    return [];
  }
}
