import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, ChangePasswordRequest } from '../../../shared/schemas/auth';
import type { Customer, SignUpRequest } from '../../../shared/schemas/customer';
import type { ErrorInfo } from '../../lib/errors';

export type AuthStatus = 'loggedOut' | 'requested' | 'success' | 'failure';
export type SignUpStatus = 'idle' | 'requested' | 'success' | 'failure';

export interface LoginRequestedPayload {
  username: string;
  password: string;
  returnUrl?: string | null;
}
export type SignUpRequestedPayload = SignUpRequest & { returnUrl?: string | null };
export interface TokenSignInRequestedPayload {
  token: string;
  returnUrl?: string | null;
}
export interface SessionStartedPayload {
  auth: AuthResponse;
  returnUrl?: string | null;
}
export type PasswordChangeStatus = SignUpStatus;

export interface AuthState {
  status: AuthStatus;
  user: Customer | null;
  error: ErrorInfo | null;
  /** False until the start-up check of the session cookie has finished (route guards wait for it). */
  initialized: boolean;
  signUp: { status: SignUpStatus; error: ErrorInfo | null };
  passwordChange: { status: PasswordChangeStatus; error: ErrorInfo | null };
}

export const initialAuthState: AuthState = {
  status: 'loggedOut',
  user: null,
  error: null,
  initialized: false,
  signUp: { status: 'idle', error: null },
  passwordChange: { status: 'idle', error: null },
};

// The password travels in the requested actions' payload (the saga needs it) but never in the state.
const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequestedPayload>) {
      state.status = 'requested';
      state.error = null;
    },
    loginSucceeded(state, action: PayloadAction<Customer>) {
      state.status = 'success';
      state.user = action.payload;
      state.error = null;
      state.initialized = true;
    },
    loginFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failure';
      state.user = null;
      state.error = action.payload;
    },
    /** A sign-in answer obtained elsewhere (social sign-in): the saga stores it as a password sign-in's. */
    sessionStarted(_state, _action: PayloadAction<SessionStartedPayload>) {
      /* the saga answers with loginSucceeded */
    },
    currentUserRequested() {
      /* the saga answers with currentUserLoaded or signedOut */
    },
    /** The current user (start-up, reload, photo change); null when there is none. */
    currentUserLoaded(state, action: PayloadAction<Customer | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'success' : 'loggedOut';
      state.initialized = true;
    },
    userReloadRequested() {
      /* the saga answers with currentUserLoaded or signedOut */
    },
    signOutRequested() {
      /* the saga answers with signedOut */
    },
    /** The server refused the session's token (revoked, or the account disabled): the saga ends it here too. */
    sessionRejected(_state, _action: PayloadAction<{ code: string }>) {
      /* the saga answers with signedOut */
    },
    signedOut(state) {
      state.status = 'loggedOut';
      state.user = null;
      state.error = null;
      state.initialized = true;
    },
    signUpRequested(state, _action: PayloadAction<SignUpRequestedPayload>) {
      state.signUp = { status: 'requested', error: null };
    },
    signUpSucceeded(state, _action: PayloadAction<Customer>) {
      state.signUp = { status: 'success', error: null };
    },
    signUpFailed(state, action: PayloadAction<ErrorInfo>) {
      state.signUp = { status: 'failure', error: action.payload };
    },
    /** One-time sign-in token (after activation): same outcome as loginRequested. */
    tokenSignInRequested(state, _action: PayloadAction<TokenSignInRequestedPayload>) {
      state.status = 'requested';
      state.error = null;
    },
    /** The server answers with a new token (older sessions are revoked); the saga stores it. */
    passwordChangeRequested(state, _action: PayloadAction<ChangePasswordRequest>) {
      state.passwordChange = { status: 'requested', error: null };
    },
    passwordChanged(state) {
      state.passwordChange = { status: 'success', error: null };
    },
    passwordChangeFailed(state, action: PayloadAction<ErrorInfo>) {
      state.passwordChange = { status: 'failure', error: action.payload };
    },
    /** Forgets a shown error (leaving the page). */
    errorCleared(state) {
      state.error = null;
      state.signUp.error = null;
      if (state.status === 'failure') state.status = 'loggedOut';
      if (state.signUp.status === 'failure') state.signUp.status = 'idle';
      state.passwordChange = { status: 'idle', error: null };
    },
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}
export const selectAuthStatus = (state: WithAuth): AuthStatus => state.auth.status;
export const selectCurrentUser = (state: WithAuth): Customer | null => state.auth.user;
export const selectAuthError = (state: WithAuth): ErrorInfo | null => state.auth.error;
export const selectIsSignedIn = (state: WithAuth): boolean => state.auth.user !== null;
export const selectAuthInitialized = (state: WithAuth): boolean => state.auth.initialized;
export const selectSignUp = (state: WithAuth): AuthState['signUp'] => state.auth.signUp;
export const selectPasswordChange = (state: WithAuth): AuthState['passwordChange'] => state.auth.passwordChange;
