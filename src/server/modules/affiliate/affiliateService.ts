// The affiliate programme: codes, clicks, attribution at sign-up, the agreement, stats. Being built.
import type { ServerContext } from '../../context';
import type { LedgerService } from '../earnings/ledgerService';

export class AffiliateService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly ledger: LedgerService,
  ) {}
}
