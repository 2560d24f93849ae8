// The read side of the ledger for instructors: earnings (balances, monthly totals), the statement
// (entries, CSV) and the orders of their courses (CSV). Being built.
import type { ServerContext } from '../../context';
import type { LedgerService } from './ledgerService';

export class EarningsService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly ledger: LedgerService,
  ) {}
}
