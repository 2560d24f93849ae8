// The earnings ledger (being built: see the money-out issue). The contract other modules rely on:
//  - recordSaleIn(tx, orderId): called in the transaction that marks an order paid (Settlement).
//  - reverseOrderIn(tx, orderId): called in the transaction that marks an order refunded (RefundService).
//  - availableIn(tx, customerId, account, currency): the available balance, read under the payout's lock.
import type { AppConfig } from '../../config';
import type { ServerContext } from '../../context';
import type { PayoutAccountName, Currency } from '../../../shared/constants';
import type { Transaction } from '../cart/cartLines';

export class LedgerService {
  constructor(private readonly ctx: ServerContext) {}

  get rules(): AppConfig['earnings'] {
    return this.ctx.config.earnings;
  }

  async recordSaleIn(_tx: Transaction, _orderId: string): Promise<void> {}

  async reverseOrderIn(_tx: Transaction, _orderId: string): Promise<void> {}

  async availableIn(_tx: Transaction, _customerId: string, _account: PayoutAccountName, _currency: Currency): Promise<number> {
    return 0;
  }

  /** Pending entries whose hold has passed become available. Returns how many. */
  async release(_now = new Date()): Promise<number> {
    return 0;
  }

  /** Proves the ledger balances; returns the orders that do not. */
  async check(): Promise<string[]> {
    return [];
  }
}
