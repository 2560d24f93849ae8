// A referral link is any page of the site with ?ref=CODE. When the SPA starts on such an address, the
// click is recorded (POST /Affiliate/Clicks), whose answer sets the first-party referral cookie that the
// sign-up reads later. A failure changes nothing for the visitor and is not shown.
import { call } from 'redux-saga/effects';
import { recordReferralClick } from '../../api/affiliateApi';

const CODE_RE = /^[A-Za-z0-9]{4,32}$/;
const PATH_MAX_LENGTH = 500;

/** The referral code of an address's query (upper case), or null when there is none or it cannot be one. */
export function referralCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return CODE_RE.test(code) ? code.toUpperCase() : null;
}

/** Run once at start-up with the address the SPA opened on. */
export function* referralClickSaga({ pathname, search }: { pathname: string; search: string }) {
  const code = referralCodeFromSearch(search);
  if (code === null) return;
  try {
    yield call(recordReferralClick, { code, path: pathname.slice(0, PATH_MAX_LENGTH) });
  } catch {
    // Not worth a message: the visitor only followed a link.
  }
}
