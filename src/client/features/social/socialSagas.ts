// The social sign-in and linking flows. Like the account flows they run from their pages with runFlow
// (features/account/useFlow.ts), so their code stays in the lazily loaded auth and student chunks, and the
// identity service's client (its own chunk) is fetched only when a social button is pressed.
import { call, put, select } from 'redux-saga/effects';
import type { CountryId, Language } from '../../../shared/constants';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { SocialAccounts, SocialProvider } from '../../../shared/schemas/social';
import * as socialApi from '../../api/socialApi';
import { callTracked } from '../ui/callTracked';
import { toFlowError, type FlowError, type FlowResult } from '../account/accountSagas';
import { authActions, selectIsSignedIn } from '../auth/authSlice';
import { selectRuntimeConfig } from '../config/configSlice';
import { selectCountry, selectLanguage } from '../locale/localeSlice';
import { uiActions } from '../ui/uiSlice';
import type { ProviderIdentity } from './firebaseClient';
import { loadFirebaseClient, type FirebaseClientModule } from './loadFirebaseClient';
import { FIREBASE_LOAD_FAILED, firebaseErrorCode, signsOut, socialErrorKey } from './socialErrors';

export const SOCIAL_NOT_CONFIGURED = 'SOCIAL_NOT_CONFIGURED';

function flowError(code: string, error?: unknown): FlowError {
  return { code, message: error instanceof Error ? error.message : code, status: 0, fieldErrors: [] };
}

/** Loads the identity service's client and signs in with the provider (popup). */
function* providerIdentity(provider: SocialProvider) {
  const runtime: RuntimeConfig | null = yield select(selectRuntimeConfig);
  const config = runtime?.firebase;
  if (!config) return { ok: false, error: flowError(SOCIAL_NOT_CONFIGURED) } as FlowResult<ProviderIdentity>;
  let client: FirebaseClientModule;
  try {
    client = yield call(loadFirebaseClient);
  } catch (error) {
    return { ok: false, error: flowError(FIREBASE_LOAD_FAILED, error) } as FlowResult<ProviderIdentity>;
  }
  try {
    const identity: ProviderIdentity = yield call(client.signInWithProvider, config, provider);
    return { ok: true, value: identity } as FlowResult<ProviderIdentity>;
  } catch (error) {
    const code = firebaseErrorCode(error);
    return { ok: false, error: code ? flowError(code, error) : toFlowError(error) } as FlowResult<ProviderIdentity>;
  }
}

/**
 * A failure. user-disabled and user-token-expired (and the API's disabled or revoked identity for a
 * signed-in user) end the session: the message goes to the error banner, which stays across the
 * sign-out's move to the log-in page, and the usual sign-out runs.
 */
function* failed<T>(error: FlowError) {
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (signsOut(error.code, signedIn)) {
    yield put(uiActions.errorShown({ key: socialErrorKey(error.code) }));
    yield put(authActions.signOutRequested());
  }
  return { ok: false, error } as FlowResult<T>;
}

/**
 * Sign-in (or sign-up) with a provider: the popup, POST /Auth/Firebase/{provider} with the uid, the ID
 * token and the visitor's language and region (used for a new account), then what a password sign-in
 * does (session cookie, user, on to returnUrl).
 */
export function* socialSignInSaga(provider: SocialProvider, returnUrl: string | null) {
  const identity: FlowResult<ProviderIdentity> = yield* providerIdentity(provider);
  if (!identity.ok) return yield* failed<void>(identity.error);
  const lang: Language = yield select(selectLanguage);
  const country: CountryId = yield select(selectCountry);
  let auth: AuthResponse;
  try {
    auth = yield* callTracked(socialApi.firebaseSignIn, provider, { uid: identity.value.uid, idToken: identity.value.idToken, lang, country });
  } catch (error) {
    return yield* failed<void>(toFlowError(error));
  }
  yield put(authActions.sessionStarted({ auth, returnUrl }));
  return { ok: true, value: undefined } as FlowResult<void>;
}

/** The signed-in customer's linked providers (the page shows its own skeleton: no global overlay). */
export function* loadSocialAccountsSaga() {
  try {
    const accounts: SocialAccounts = yield call(socialApi.getSocialAccounts);
    return { ok: true, value: accounts } as FlowResult<SocialAccounts>;
  } catch (error) {
    return { ok: false, error: toFlowError(error) } as FlowResult<SocialAccounts>;
  }
}

/** Links a provider: the popup, then POST /Customers/Social/{provider} with the uid and ID token. */
export function* linkSocialSaga(provider: SocialProvider) {
  const identity: FlowResult<ProviderIdentity> = yield* providerIdentity(provider);
  if (!identity.ok) return yield* failed<SocialAccounts>(identity.error);
  try {
    const accounts: SocialAccounts = yield* callTracked(socialApi.linkSocial, provider, { uid: identity.value.uid, idToken: identity.value.idToken });
    return { ok: true, value: accounts } as FlowResult<SocialAccounts>;
  } catch (error) {
    return yield* failed<SocialAccounts>(toFlowError(error));
  }
}

/** Unlinks a provider: POST /Customers/Social/{provider}/Revoke. */
export function* revokeSocialSaga(provider: SocialProvider) {
  try {
    const accounts: SocialAccounts = yield* callTracked(socialApi.revokeSocial, provider);
    return { ok: true, value: accounts } as FlowResult<SocialAccounts>;
  } catch (error) {
    return yield* failed<SocialAccounts>(toFlowError(error));
  }
}
