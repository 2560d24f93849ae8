import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as accountApi from '../../api/accountApi';
import { ApiError } from '../../api/apiError';
import { rootReducer } from '../../app/rootReducer';
import { aCustomer } from '../../test-utils/fixtures';
import { rootStateWith } from '../../test-utils/rootState';
import { authActions, initialAuthState } from '../auth/authSlice';
import { clearSession, getSession } from '../auth/session';
import { localeActions } from '../locale/localeSlice';
import {
  activateSaga,
  AFTER_ACTIVATION_URL,
  forgotPasswordSaga,
  resendActivationSaga,
  resetPasswordSaga,
  updateProfileSaga,
  validateResetSaga,
} from './accountSagas';

const apiError = (status: number, code: string, fieldErrors: { path: string; message: string }[] = []) =>
  new ApiError({ status, code, message: code, fieldErrors });

describe('activateSaga', () => {
  it('activates, then signs in with the one-time token towards the dashboard', () => {
    const customer = aCustomer({ isEmailVerified: true });
    return expectSaga(activateSaga, 'activation-token-1')
      .provide([[matchers.call.fn(accountApi.activate), { customer, signInToken: 'one-time' }]])
      .call(accountApi.activate, 'activation-token-1')
      .put(authActions.tokenSignInRequested({ token: 'one-time', returnUrl: AFTER_ACTIVATION_URL }))
      .returns({ ok: true, value: customer })
      .run();
  });

  it('reports an invalid token without signing in', async () => {
    const { returnValue } = await expectSaga(activateSaga, 'used-token')
      .provide([[matchers.call.fn(accountApi.activate), throwError(apiError(400, 'CUSTOMER_ACTIVATION_TOKEN_INVALID'))]])
      .not.put.actionType(authActions.tokenSignInRequested.type)
      .run();
    expect(returnValue).toMatchObject({ ok: false, error: { code: 'CUSTOMER_ACTIVATION_TOKEN_INVALID', status: 400 } });
  });
});

describe('resendActivationSaga', () => {
  it('asks for a new mail', () =>
    expectSaga(resendActivationSaga)
      .provide([[matchers.call.fn(accountApi.resendActivation), undefined]])
      .call(accountApi.resendActivation)
      .returns({ ok: true, value: undefined })
      .run());

  it('reports a failure', async () => {
    const { returnValue } = await expectSaga(resendActivationSaga)
      .provide([[matchers.call.fn(accountApi.resendActivation), throwError(apiError(429, 'RATE_LIMITED'))]])
      .run();
    expect(returnValue).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });
});

describe('forgotPasswordSaga', () => {
  it('confirms after the server accepted the request', () =>
    expectSaga(forgotPasswordSaga, 'mai@example.test')
      .provide([[matchers.call.fn(accountApi.preResetPassword), { ok: true }]])
      .call(accountApi.preResetPassword, { email: 'mai@example.test' })
      .returns({ ok: true, value: undefined })
      .run());

  it('confirms the same way when the server refuses the address (no account enumeration)', () =>
    expectSaga(forgotPasswordSaga, 'nobody@example.test')
      .provide([[matchers.call.fn(accountApi.preResetPassword), throwError(apiError(400, 'VALIDATION_FAILED'))]])
      .returns({ ok: true, value: undefined })
      .run());

  it.each([
    ['a rate limit', apiError(429, 'RATE_LIMITED')],
    ['no answer', apiError(0, 'NETWORK')],
  ])('reports %s, since nothing was sent', async (_name, error) => {
    const { returnValue } = await expectSaga(forgotPasswordSaga, 'mai@example.test')
      .provide([[matchers.call.fn(accountApi.preResetPassword), throwError(error)]])
      .run();
    expect(returnValue).toMatchObject({ ok: false, error: { code: error.code } });
  });
});

describe('validateResetSaga', () => {
  it('gives the account e-mail of a valid link', () =>
    expectSaga(validateResetSaga, 'reset-token-1')
      .provide([[matchers.call.fn(accountApi.validatePostResetPassword), { valid: true, email: 'mai@example.test' }]])
      .call(accountApi.validatePostResetPassword, 'reset-token-1')
      .returns({ ok: true, value: 'mai@example.test' })
      .run());

  it('reports an invalid link', async () => {
    const { returnValue } = await expectSaga(validateResetSaga, 'bad-token')
      .provide([[matchers.call.fn(accountApi.validatePostResetPassword), throwError(apiError(400, 'AUTH_RESET_TOKEN_INVALID'))]])
      .run();
    expect(returnValue).toMatchObject({ ok: false, error: { code: 'AUTH_RESET_TOKEN_INVALID' } });
  });
});

describe('resetPasswordSaga', () => {
  const session = { accessToken: 'old', expiresAt: '2099-01-01T00:00:00.000Z' };

  it('sets the password and ends the local session, which the server revoked', async () => {
    const { storeState } = await expectSaga(resetPasswordSaga, 'reset-token-1', 'a-new-passphrase')
      .withReducer(rootReducer, rootStateWith({ auth: { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true } }))
      .provide([
        [matchers.call.fn(accountApi.postResetPassword), { ok: true }],
        [matchers.call.fn(getSession), session],
        [matchers.call.fn(clearSession), undefined],
      ])
      .call(accountApi.postResetPassword, { token: 'reset-token-1', newPassword: 'a-new-passphrase' })
      .call(clearSession)
      .put(authActions.signedOut())
      .returns({ ok: true, value: undefined })
      .run();
    expect(storeState.auth.user).toBeNull();
  });

  it('leaves a browser without a session alone', () =>
    expectSaga(resetPasswordSaga, 'reset-token-1', 'a-new-passphrase')
      .provide([
        [matchers.call.fn(accountApi.postResetPassword), { ok: true }],
        [matchers.call.fn(getSession), null],
      ])
      .not.call.fn(clearSession)
      .not.put(authActions.signedOut())
      .returns({ ok: true, value: undefined })
      .run());

  it('reports an expired link and keeps the session', async () => {
    const { returnValue } = await expectSaga(resetPasswordSaga, 'reset-token-1', 'a-new-passphrase')
      .provide([[matchers.call.fn(accountApi.postResetPassword), throwError(apiError(400, 'AUTH_RESET_TOKEN_INVALID'))]])
      .not.call.fn(clearSession)
      .run();
    expect(returnValue).toMatchObject({ ok: false, error: { code: 'AUTH_RESET_TOKEN_INVALID' } });
  });
});

describe('updateProfileSaga', () => {
  const update = { firstName: 'Mai', lastName: 'Tran', username: 'mai', email: 'mai@example.test', country: 193 as const, lang: 'vi' as const };

  it('stores the answer as the current user and switches the UI to a new language', async () => {
    const saved = aCustomer({ ...update, isEmailVerified: false });
    const { storeState } = await expectSaga(updateProfileSaga, update)
      .withReducer(rootReducer, rootStateWith({ auth: { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true }, locale: { lang: 'en', country: 999 } }))
      .provide([[matchers.call.fn(accountApi.update), saved]])
      .call(accountApi.update, update)
      .put(authActions.currentUserLoaded(saved))
      .put(localeActions.languageChangeRequested('vi'))
      .returns({ ok: true, value: saved })
      .run();
    expect(storeState.auth.user?.isEmailVerified).toBe(false);
  });

  it('does not switch the language when it did not change', () =>
    expectSaga(updateProfileSaga, { ...update, lang: 'en' })
      .withReducer(rootReducer, rootStateWith({ locale: { lang: 'en', country: 999 } }))
      .provide([[matchers.call.fn(accountApi.update), aCustomer({ lang: 'en' })]])
      .not.put.actionType(localeActions.languageChangeRequested.type)
      .run());

  it('reports a taken username and field errors without touching the user', async () => {
    const error = apiError(409, 'CUSTOMER_USERNAME_TAKEN', [{ path: 'body.username', message: 'taken' }]);
    const { returnValue } = await expectSaga(updateProfileSaga, update)
      .provide([[matchers.call.fn(accountApi.update), throwError(error)]])
      .not.put.actionType(authActions.currentUserLoaded.type)
      .run();
    expect(returnValue).toEqual({
      ok: false,
      error: { code: 'CUSTOMER_USERNAME_TAKEN', message: 'CUSTOMER_USERNAME_TAKEN', status: 409, fieldErrors: [{ path: 'body.username', message: 'taken' }] },
    });
  });
});
