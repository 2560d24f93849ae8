// Payout methods and payouts, for instructors and affiliates alike, and the admin's queue. Being built.
import type { ServerContext } from '../../context';
import type { LedgerService } from '../earnings/ledgerService';

export class PayoutService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly ledger: LedgerService,
  ) {}
}
