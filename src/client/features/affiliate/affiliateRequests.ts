// The affiliate programme as requests (app/request.ts): the caller's programme (code, link, agreement,
// stats, commission balances) and accepting the agreement, whose answer replaces the programme shown.
import { put } from 'redux-saga/effects';
import type { Affiliate } from '../../../shared/schemas/money';
import { acceptAffiliateAgreement, getAffiliate } from '../../api/affiliateApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

/** The only key: the signed-in learner's own programme. */
export const MINE = 'mine';

export const affiliateRequest = defineRequest<typeof MINE, Affiliate>('affiliate/programme', () => getAffiliate(), { keyOf: String });

export function* acceptAgreement() {
  const affiliate: Affiliate = yield* callTracked(acceptAffiliateAgreement);
  yield put(affiliateRequest.actions.updated({ key: MINE, data: affiliate }));
  return affiliate;
}

export const acceptAgreementRequest = defineRequest<typeof MINE, Affiliate>('affiliate/accept', acceptAgreement, { mode: 'leading', keyOf: String });
