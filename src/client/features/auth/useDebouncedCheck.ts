// Debounced server checks while typing (username availability, referral code).
import { useEffect, useState } from 'react';
import { USERNAME_PATTERN } from '../../../shared/constants';
import type { ReferralCheck, UsernameAvailability } from '../../../shared/schemas/customer';
import { checkReferral, checkUsername } from '../../api/customersApi';

export const CHECK_DELAY_MS = 400;
const USERNAME_RE = new RegExp(USERNAME_PATTERN);

export type UsernameStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error';
export type ReferralStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'error';

export function isValidUsername(username: string): boolean {
  return USERNAME_RE.test(username);
}

/**
 * Runs `check(value)` `delayMs` after the last change; only the latest answer counts.
 * `precheck` may settle a value locally (e.g. an invalid username) without a call.
 */
function useDebounced<T, S extends string>(
  value: string,
  check: (value: string) => Promise<T>,
  toStatus: (answer: T) => S,
  precheck: (value: string) => S | null,
  statuses: { idle: S; checking: S; error: S },
  delayMs: number,
): { status: S; answer: T | null } {
  const [state, setState] = useState<{ value: string; status: S; answer: T | null }>({ value: '', status: statuses.idle, answer: null });
  const local = precheck(value);

  useEffect(() => {
    if (local !== null) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      check(value)
        .then((answer) => {
          if (current) setState({ value, status: toStatus(answer), answer });
        })
        .catch(() => {
          if (current) setState({ value, status: statuses.error, answer: null });
        });
    }, delayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // `check`, `toStatus` and `statuses` are stable module-level values for each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, local, delayMs]);

  if (local !== null) return { status: local, answer: null };
  // While the answer for the current value has not arrived, it is being checked.
  if (state.value !== value) return { status: statuses.checking, answer: null };
  return { status: state.status, answer: state.answer };
}

const USERNAME_STATUSES = { idle: 'idle', checking: 'checking', error: 'error' } as const;
const usernameStatus = (a: UsernameAvailability): UsernameStatus => (a.available ? 'available' : a.reason === 'invalid' ? 'invalid' : 'taken');
const usernamePrecheck = (v: string): UsernameStatus | null => (v === '' ? 'idle' : isValidUsername(v) ? null : 'invalid');

/** GET /api/Customers/CheckUsername/{u}, debounced; 'invalid' locally when the pattern does not match. */
export function useUsernameAvailability(username: string, delayMs = CHECK_DELAY_MS): UsernameStatus {
  return useDebounced(username.trim(), checkUsername, usernameStatus, usernamePrecheck, USERNAME_STATUSES, delayMs).status;
}

const REFERRAL_STATUSES = { idle: 'idle', checking: 'checking', error: 'error' } as const;
const referralStatus = (a: ReferralCheck): ReferralStatus => (a.valid ? 'valid' : 'invalid');
const referralPrecheck = (v: string): ReferralStatus | null => (v === '' ? 'idle' : v.length > 32 ? 'invalid' : null);

/** GET /api/Customers/Referral/{code}, debounced. */
export function useReferralCheck(code: string, delayMs = CHECK_DELAY_MS): { status: ReferralStatus; referrer: string | null } {
  const { status, answer } = useDebounced(code.trim(), checkReferral, referralStatus, referralPrecheck, REFERRAL_STATUSES, delayMs);
  return { status, referrer: answer?.referrerUsername ?? null };
}
