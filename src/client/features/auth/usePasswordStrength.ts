import { useEffect, useState } from 'react';
import { call } from 'redux-saga/effects';
import type { PasswordOwner } from '../../../shared/passwordStrength';
import type { PasswordStrength, PasswordStrengthRequest } from '../../../shared/schemas/auth';
import * as accountApi from '../../api/accountApi';
import { defineRequest } from '../../app/request';
import { useRequest } from '../../app/useRequest';

/** How long typing must pause before the password is scored. */
export const STRENGTH_DEBOUNCE_MS = 300;

/** A short, non-reversible tag for a request: the password itself is not kept as the request's key. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * The server scores the password with the same zxcvbn-ts check that decides sign-up, reset and
 * change, so the meter and the answer always agree and a phone never downloads the dictionaries
 * (about 840 KB compressed). A newer password cancels the score of an older one.
 */
export const passwordStrengthRequest = defineRequest(
  'auth/passwordStrength',
  function* (request: PasswordStrengthRequest) {
    const strength: PasswordStrength = yield call(accountApi.passwordStrength, request);
    return strength;
  },
  { mode: 'latest', keyOf: (request) => fingerprint(JSON.stringify(request)) },
);

/**
 * The strength of a new password as it is typed: null before the first character and until the
 * server has scored it; after that the score of what was typed before the last pause. Offline (or
 * refused) it stays null: the server checks the form on submit anyway.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength | null {
  const { username, email, firstName, lastName } = owner;
  const [asked, setAsked] = useState<PasswordStrengthRequest | null>(null);
  useEffect(() => {
    // Emptied: nothing to ask (the hook answers null for an empty field whatever was asked before).
    if (!password) return;
    const request: PasswordStrengthRequest = { password };
    // Only what is known: empty fields are left out, like the server's own check leaves them out.
    if (username) request.username = username;
    if (email) request.email = email;
    if (firstName) request.firstName = firstName;
    if (lastName) request.lastName = lastName;
    const timer = setTimeout(() => setAsked(request), STRENGTH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [password, username, email, firstName, lastName]);
  // While the next score is on its way the last one stays, so the meter does not blink at each key.
  const { state } = useRequest(passwordStrengthRequest, password ? asked : null);
  return password && state.status === 'succeeded' ? state.data : null;
}
