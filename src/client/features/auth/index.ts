// The auth feature as other parts of the SPA see it: the session, the slice's actions and selectors,
// the guard, and the form pieces the account pages reuse. Route pages are not here: the router
// lazy-loads them from their files.
export {
  authActions,
  selectAuthError,
  selectAuthInitialized,
  selectAuthStatus,
  selectCurrentUser,
  selectIsSignedIn,
  selectPasswordChange,
  selectSignUp,
  type AuthState,
  type AuthStatus,
} from './authSlice';
export { clearSession, getAccessToken, getSession, saveSession } from './session';
export { RequireAuth } from './RequireAuth';
export { ADMIN_ROLES, RequireRole, TEACHING_ROLES } from './RequireRole';
export { AuthHeading } from './AuthHeading';
export { EmailField, NameField, UsernameField } from './CustomerFields';
export { NewPasswordFields } from './NewPasswordFields';
export { usePasswordStrength } from './usePasswordStrength';
export { PasswordField } from './PasswordField';
export { useUsernameAvailability } from './useDebouncedCheck';
export { UsernameStatusText } from './CheckStatus';
