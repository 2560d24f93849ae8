// The account flows (activation, resend, forgotten and reset password, profile edit). They are run
// from their pages with runFlow (useFlow.ts) rather than by the root saga, so that their code stays
// in the lazily loaded auth and student chunks. Each returns a FlowResult instead of storing it.
import { call, put, select } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants';
import type { ValidateResetResponse } from '../../../shared/schemas/auth';
import type { ActivateResponse, Customer, CustomerUpdate } from '../../../shared/schemas/customer';
import * as accountApi from '../../api/accountApi';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/apiError';
import { callTracked } from '../ui/callTracked';
import { toErrorInfo, type ErrorInfo } from '../../lib/errors';
import { authActions } from '../auth/authSlice';
import { clearSession, getSession } from '../auth/session';
import { localeActions, selectLanguage } from '../locale/localeSlice';
import { paths } from '../../app/paths';

export const AFTER_ACTIVATION_URL = paths.student.dashboard();

export interface FieldError {
  path: string;
  message: string;
}
export type FlowError = ErrorInfo & { status: number; fieldErrors: readonly FieldError[] };
export type FlowResult<T> = { ok: true; value: T } | { ok: false; error: FlowError };

export function toFlowError(error: unknown): FlowError {
  return {
    ...toErrorInfo(error),
    status: isApiError(error) ? error.status : 0,
    fieldErrors: isApiError(error) ? error.fieldErrors : [],
  };
}

/** Activates the account, then signs in with the one-time token (the auth saga goes to the dashboard). */
export function* activateSaga(token: string) {
  let answer: ActivateResponse;
  try {
    answer = yield* callTracked(accountApi.activate, token);
  } catch (error) {
    return { ok: false, error: toFlowError(error) } as FlowResult<Customer>;
  }
  yield put(authActions.tokenSignInRequested({ token: answer.signInToken, returnUrl: AFTER_ACTIVATION_URL }));
  return { ok: true, value: answer.customer } as FlowResult<Customer>;
}

/** A new activation mail for the signed-in customer. */
export function* resendActivationSaga() {
  try {
    yield* callTracked(accountApi.resendActivation);
    return { ok: true, value: undefined } as FlowResult<void>;
  } catch (error) {
    return { ok: false, error: toFlowError(error) } as FlowResult<void>;
  }
}

/**
 * Asks for a reset link. The answer never tells whether the account exists: any answer of the server
 * (even a refusal of the address) ends in the same confirmation. Only a rate limit or no answer at all
 * (network) is reported, so the user knows nothing was sent and can try again.
 */
export function* forgotPasswordSaga(email: string) {
  try {
    yield* callTracked(accountApi.preResetPassword, { email });
  } catch (error) {
    const info = toFlowError(error);
    if (info.code === CLIENT_ERROR_CODES.NETWORK || info.status === 429 || info.status >= 500) {
      return { ok: false, error: info } as FlowResult<void>;
    }
  }
  return { ok: true, value: undefined } as FlowResult<void>;
}

/** Checks a reset link; its value is the account's e-mail address. */
export function* validateResetSaga(token: string) {
  try {
    const answer: ValidateResetResponse = yield* callTracked(accountApi.validatePostResetPassword, token);
    return { ok: true, value: answer.email } as FlowResult<string>;
  } catch (error) {
    return { ok: false, error: toFlowError(error) } as FlowResult<string>;
  }
}

/** Sets the new password. The server revokes every earlier session, so a local one is ended too. */
export function* resetPasswordSaga(token: string, newPassword: string) {
  try {
    yield* callTracked(accountApi.postResetPassword, { token, newPassword });
  } catch (error) {
    return { ok: false, error: toFlowError(error) } as FlowResult<void>;
  }
  const session: ReturnType<typeof getSession> = yield call(getSession);
  if (session) {
    yield call(clearSession);
    yield put(authActions.signedOut());
  }
  return { ok: true, value: undefined } as FlowResult<void>;
}

/** PUT /Customers; the answer becomes the current user, and a new language switches the UI. */
export function* updateProfileSaga(update: CustomerUpdate) {
  let customer: Customer;
  try {
    customer = yield* callTracked(accountApi.update, update);
  } catch (error) {
    return { ok: false, error: toFlowError(error) } as FlowResult<Customer>;
  }
  yield put(authActions.currentUserLoaded(customer));
  const lang: Language = yield select(selectLanguage);
  if (customer.lang !== lang) yield put(localeActions.languageChangeRequested(customer.lang));
  return { ok: true, value: customer } as FlowResult<Customer>;
}
