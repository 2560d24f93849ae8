// The account calls of the lazily loaded account pages (activation, password reset, the links of an
// e-mail change): route patterns like apiPaths.ts's, filled with the same apiPath. A module of their own,
// so that /home's JavaScript, which carries apiPaths.ts, does not carry them; API_ROUTES (apiPaths.ts)
// still holds them for the server.
export const ACCOUNT_API_ROUTES = {
  authPreResetPassword: '/Auth/PreResetPassword',
  authPasswordStrength: '/Auth/PasswordStrength',
  authValidatePostResetPassword: '/Auth/ValidatePostResetPassword',
  authPostResetPassword: '/Auth/PostResetPassword',
  customersActivate: '/Customers/Activate',
  customersActivateResend: '/Customers/Activate/Resend',
  customersEmailConfirm: '/Customers/Email/Confirm',
  customersEmailRevert: '/Customers/Email/Revert',
} as const;
