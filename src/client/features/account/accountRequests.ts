// The account flows (activation, a new activation mail, forgotten and reset password, profile edit, the
// links of an e-mail change) as requests (app/request.ts): each worker calls the API, puts what should
// follow, returns its value and throws on failure. Only the lazily loaded account pages import this
// file, so its code and the account API stay in the auth and student chunks.
import { call, put, select } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants';
import type { ValidateResetResponse } from '../../../shared/schemas/auth';
import type { ActivateResponse, Customer, CustomerUpdate, EmailChangeResult } from '../../../shared/schemas/customer';
import * as accountApi from '../../api/accountApi';
import { CLIENT_ERROR_CODES } from '../../api/apiError';
import { paths } from '../../app/paths';
import { defineRequest, toRequestError } from '../../app/request';
import { authActions, clearSession, getSession } from '../auth';
import { localeActions, selectLanguage } from '../locale';
import { callTracked } from '../ui';

export const AFTER_ACTIVATION_URL = paths.student.dashboard();

/**
 * Activates the account, then signs in with the one-time token (the auth saga goes to the dashboard).
 * Once per token: StrictMode's second effect and coming back to the link show the same answer.
 */
export const activationRequest = defineRequest(
  'account/activation',
  function* (token: string) {
    const answer: ActivateResponse = yield* callTracked(accountApi.activate, token);
    yield put(authActions.tokenSignInRequested({ token: answer.signInToken, returnUrl: AFTER_ACTIVATION_URL }));
    return answer.customer;
  },
  { mode: 'once', keyOf: (token) => token },
);

/** A new activation mail for the signed-in customer. */
export const activationMailRequest = defineRequest<void, void>(
  'account/activationMail',
  function* () {
    yield* callTracked(accountApi.resendActivation);
  },
  { mode: 'leading' },
);

/**
 * Asks for a reset link. The answer never tells whether the account exists: any answer of the server
 * (even a refusal of the address) ends in the same confirmation. Only a rate limit, a server failure or
 * no answer at all (network) fails, so the user knows nothing was sent and can try again.
 */
export const passwordResetMailRequest = defineRequest(
  'account/passwordResetMail',
  function* (email: string) {
    try {
      yield* callTracked(accountApi.preResetPassword, { email });
    } catch (error) {
      const { code, status } = toRequestError(error);
      if (code === CLIENT_ERROR_CODES.NETWORK || status === 429 || status >= 500) throw error;
    }
  },
  { mode: 'leading' },
);

/** Checks a reset link; its data is the account's e-mail address. */
export const passwordResetLinkRequest = defineRequest(
  'account/passwordResetLink',
  function* (token: string) {
    const answer: ValidateResetResponse = yield* callTracked(accountApi.validatePostResetPassword, token);
    return answer.email;
  },
  { mode: 'latest', keyOf: (token) => token },
);

export interface PasswordReset {
  token: string;
  newPassword: string;
}

/** Sets the new password. The server revokes every earlier session, so a local one is ended too. */
export const passwordResetRequest = defineRequest(
  'account/passwordReset',
  function* ({ token, newPassword }: PasswordReset) {
    yield* callTracked(accountApi.postResetPassword, { token, newPassword });
    const session: ReturnType<typeof getSession> = yield call(getSession);
    if (session) {
      yield call(clearSession);
      yield put(authActions.signedOut());
    }
  },
  // The key is the link, never the password.
  { mode: 'leading', keyOf: ({ token }) => token },
);

/** PUT /Customers; the answer becomes the current user, and a new language switches the UI. */
export const profileUpdateRequest = defineRequest(
  'account/profileUpdate',
  function* (update: CustomerUpdate) {
    const customer: Customer = yield* callTracked(accountApi.update, update);
    yield put(authActions.currentUserLoaded(customer));
    const lang: Language = yield select(selectLanguage);
    if (customer.lang !== lang) yield put(localeActions.languageChangeRequested(customer.lang));
    return customer;
  },
  { mode: 'leading' },
);

/** Applies the e-mail change confirmed from the current address; a signed-in customer sees the new one. */
export const emailChangeConfirmRequest = defineRequest(
  'account/emailChangeConfirm',
  function* (token: string) {
    const answer: EmailChangeResult = yield* callTracked(accountApi.confirmEmailChange, token);
    const session: ReturnType<typeof getSession> = yield call(getSession);
    if (session) yield put(authActions.userReloadRequested());
    return answer.email;
  },
  { mode: 'once', keyOf: (token) => token },
);

/** Restores the old address. The server ends every session, so a local one is ended too. */
export const emailChangeRevertRequest = defineRequest(
  'account/emailChangeRevert',
  function* (token: string) {
    const answer: EmailChangeResult = yield* callTracked(accountApi.revertEmailChange, token);
    const session: ReturnType<typeof getSession> = yield call(getSession);
    if (session) {
      yield call(clearSession);
      yield put(authActions.signedOut());
    }
    return answer.email;
  },
  { mode: 'once', keyOf: (token) => token },
);
