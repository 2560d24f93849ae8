// Social sign-in and the linking of providers as requests (app/request.ts). Only lazily loaded code
// imports this file (the sign-in buttons of the auth pages, the student pages), and the identity
// service's client (its own chunk) is fetched only when a social button is pressed.
import { call, put, select } from 'redux-saga/effects';
import type { CountryId, Language } from '../../../shared/constants';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { Customer } from '../../../shared/schemas/customer';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { SocialAccounts, SocialProvider } from '../../../shared/schemas/social';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ApiError } from '../../api/apiError';
import * as socialApi from '../../api/socialApi';
import { defineRequest, toRequestError } from '../../app/request';
import { authActions, selectCurrentUser, selectIsSignedIn } from '../auth';
import { selectRuntimeConfig } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { callTracked, uiActions } from '../ui';
import type { ProviderIdentity } from './firebaseClient';
import { loadFirebaseClient, type FirebaseClientModule } from './loadFirebaseClient';
import { FIREBASE_LOAD_FAILED, firebaseErrorCode, signsOut, socialErrorKey } from './socialErrors';

/** A failure that is not our API's (the identity service's code, no configuration), carrying its code to the store. */
function codedError(code: string, cause?: unknown): ApiError {
  return new ApiError({ status: 0, code, message: cause instanceof Error ? cause.message : code });
}

/** Loads the identity service's client and signs in with the provider (popup). */
function* providerIdentity(provider: SocialProvider) {
  const runtime: RuntimeConfig | null = yield select(selectRuntimeConfig);
  const config = runtime?.firebase;
  if (!config) throw codedError(ERROR_CODES.SOCIAL_NOT_CONFIGURED);
  let client: FirebaseClientModule;
  try {
    client = yield call(loadFirebaseClient);
  } catch (error) {
    throw codedError(FIREBASE_LOAD_FAILED, error);
  }
  try {
    const identity: ProviderIdentity = yield call(client.signInWithProvider, config, provider);
    return identity;
  } catch (error) {
    const code = firebaseErrorCode(error);
    throw code ? codedError(code, error) : error;
  }
}

/**
 * After a failure: user-disabled and user-token-expired (and the API's disabled or revoked identity for a
 * signed-in user) end the session. The message goes to the error banner, which stays across the
 * sign-out's move to the log-in page, and the usual sign-out runs. The request fails all the same.
 */
function* endSessionIfRevoked(error: unknown) {
  const { code } = toRequestError(error);
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (signsOut(code, signedIn)) {
    yield put(uiActions.errorShown({ key: socialErrorKey(code) }));
    yield put(authActions.signOutRequested());
  }
}

export interface SocialSignIn {
  provider: SocialProvider;
  returnUrl: string | null;
}

/**
 * Sign-in (or sign-up) with a provider: the popup, POST /Auth/Firebase/{provider} with the uid, the ID
 * token and the visitor's language and region (used for a new account), then what a password sign-in
 * does (session cookie, user, on to returnUrl). Keyed by the provider (the page shows which one works).
 */
export const socialSignInRequest = defineRequest(
  'social/signIn',
  function* ({ provider, returnUrl }: SocialSignIn) {
    let auth: AuthResponse;
    try {
      const identity: ProviderIdentity = yield* providerIdentity(provider);
      const lang: Language = yield select(selectLanguage);
      const country: CountryId = yield select(selectCountry);
      auth = yield* callTracked(socialApi.firebaseSignIn, provider, { uid: identity.uid, idToken: identity.idToken, lang, country });
    } catch (error) {
      yield* endSessionIfRevoked(error);
      throw error;
    }
    yield put(authActions.sessionStarted({ auth, returnUrl }));
  },
  { mode: 'leading', keyOf: ({ provider }) => provider },
);

/**
 * The signed-in customer's linked providers (the page shows its own skeleton: no global overlay). The key
 * is the customer's, so that another sign-in never sees the previous account's providers.
 */
export const socialAccountsRequest = defineRequest<string, SocialAccounts>('social/accounts', () => socialApi.getSocialAccounts(), {
  mode: 'latest',
  keyOf: (customerId) => customerId,
});

/** A link or unlink answers with the accounts as they are now: they replace the loaded ones. */
function* accountsChanged(accounts: SocialAccounts) {
  const user: Customer | null = yield select(selectCurrentUser);
  if (user) yield put(socialAccountsRequest.actions.updated({ key: socialAccountsRequest.keyOf(user.encryptId), data: accounts }));
}

/** A change of the linked providers: its answer replaces the loaded accounts; a revoked identity ends the session. */
function* changeAccounts(change: () => Generator<unknown, SocialAccounts, unknown>) {
  let accounts: SocialAccounts;
  try {
    accounts = yield* change();
  } catch (error) {
    yield* endSessionIfRevoked(error);
    throw error;
  }
  yield* accountsChanged(accounts);
  return accounts;
}

/** Links a provider: the popup, then POST /Customers/Social/{provider} with the uid and ID token. */
export const socialLinkRequest = defineRequest(
  'social/link',
  (provider: SocialProvider) =>
    changeAccounts(function* link() {
      const identity: ProviderIdentity = yield* providerIdentity(provider);
      return yield* callTracked(socialApi.linkSocial, provider, { uid: identity.uid, idToken: identity.idToken });
    }),
  { mode: 'leading', keyOf: (provider) => provider },
);

/** Unlinks a provider: POST /Customers/Social/{provider}/Revoke. */
export const socialUnlinkRequest = defineRequest(
  'social/unlink',
  (provider: SocialProvider) => changeAccounts(() => callTracked(socialApi.revokeSocial, provider)),
  { mode: 'leading', keyOf: (provider) => provider },
);
