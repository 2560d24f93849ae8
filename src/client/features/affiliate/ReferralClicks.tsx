// A referral link (?ref=CODE) followed inside the app: the server counts the clicks of the pages it
// sends (and sets the cookie then), so the page the browser loaded is not counted again; a later
// location of this page load with ?ref= is posted to /Affiliate/Clicks, each code once per page load.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordAffiliateClick } from '../../api/affiliateApi';

const counted = new Set<string>();

/** The code to count for this location of the page load, or null (none, the loaded page, counted already). */
export function clickToCount(search: string, initial: boolean, seen: Set<string> = counted): string | null {
  if (initial) return null;
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase();
  if (!code || seen.has(code)) return null;
  seen.add(code);
  return code;
}

export function ReferralClicks(): null {
  const { search, pathname, key } = useLocation();
  useEffect(() => {
    // react-router names the location the page was loaded at 'default'.
    const code = clickToCount(search, key === 'default');
    if (code) recordAffiliateClick({ code, path: pathname }).catch(() => undefined);
  }, [search, pathname, key]);
  return null;
}
