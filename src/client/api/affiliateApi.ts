// The affiliate programme (/api/Affiliate): the caller's code, link, agreement, stats and commission
// balances; accepting the agreement (once). The payouts of the commissions are in the payouts module.
import type { Affiliate, AffiliateClick, AffiliateClickAnswer } from '../../shared/schemas/money';
import { MONEY_API_ROUTES } from '../../shared/moneyApiPaths';
import { apiRequest } from './apiClient';

export function getAffiliate(): Promise<Affiliate> {
  return apiRequest<Affiliate>('GET', MONEY_API_ROUTES.affiliate);
}

/** Accepts the affiliate agreement; answers the programme as it is now (acceptedAt set). Accepting again keeps the first time. */
export function acceptAffiliateAgreement(): Promise<Affiliate> {
  return apiRequest<Affiliate>('POST', MONEY_API_ROUTES.affiliateAccept);
}

/** A referral link (?ref=CODE) was followed inside the app: the server counts the click and sets the referral cookie. */
export function recordAffiliateClick(click: AffiliateClick): Promise<AffiliateClickAnswer> {
  return apiRequest<AffiliateClickAnswer>('POST', MONEY_API_ROUTES.affiliateClick, { body: click });
}
