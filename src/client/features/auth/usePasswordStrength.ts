import { useEffect, useMemo, useState } from 'react';
import type { PasswordOwner } from '../../../shared/passwordStrength';
import type { PasswordStrength } from './passwordStrengthTypes';

type Checker = (password: string, owner: PasswordOwner) => PasswordStrength;

/**
 * The strength of a new password as it is typed, or null before the first character and while the
 * checker loads (its chunk is fetched on the first character). Without the checker (offline) it stays
 * null: the server checks again anyway.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength | null {
  const [checker, setChecker] = useState<Checker | null>(null);
  const typing = password !== '';
  useEffect(() => {
    if (!typing || checker) return;
    let live = true;
    import(/* webpackChunkName: "password-strength" */ './passwordStrengthChecker')
      .then((module) => {
        if (live) setChecker(() => module.checkPassword);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [typing, checker]);
  const { username, email, firstName, lastName } = owner;
  return useMemo(
    () => (checker && password ? checker(password, { username, email, firstName, lastName }) : null),
    [checker, password, username, email, firstName, lastName],
  );
}
