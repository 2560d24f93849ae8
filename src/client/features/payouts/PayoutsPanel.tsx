// Placeholder while the panel is built (replaced in the same change): the payout method, a request
// form and the history of one account's payouts (an instructor's earnings or an affiliate's commissions).
import type { PayoutAccountName } from '../../../shared/constants';

export function PayoutsPanel({ account }: { account: PayoutAccountName }) {
  return <div data-account={account} />;
}
