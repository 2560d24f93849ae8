// /auth/log-in: username-or-email and password; on success core's saga goes to returnUrl.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { authActions, selectAuthError, selectAuthInitialized, selectAuthStatus, selectCurrentUser } from './authSlice';
import { PasswordField } from './PasswordField';
import { safeReturnUrl } from './returnUrl';
import { AuthHeading } from './AuthHeading';
import { paths } from '../../app/paths';

export interface LoginPageProps {
  /** The social sign-in buttons for this returnUrl (the router passes them: social sign-in builds on auth). */
  socialSignIn?: (returnUrl: string | null) => ReactNode;
}

export default function LoginPage({ socialSignIn }: LoginPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const user = useAppSelector(selectCurrentUser);
  const initialized = useAppSelector(selectAuthInitialized);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useDocumentTitle(t('AUTH.LOGIN.TITLE'));

  // Leaving the page forgets a shown error.
  useEffect(
    () => () => {
      dispatch(authActions.errorCleared());
    },
    [dispatch],
  );

  // Already signed in (e.g. came back to the page): go on. After a submit, the saga navigates.
  if (initialized && user && !submitted) return <Navigate to={safeReturnUrl(returnUrl, user.role)} replace />;

  const busy = status === 'requested';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (username.trim() === '' || password === '') return;
    setSubmitted(true);
    dispatch(authActions.loginRequested({ username: username.trim(), password, returnUrl }));
  };
  const signUpLink = paths.signUp(returnUrl);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title" aria-busy={busy}>
      <AuthHeading id="login-title" title={t('AUTH.LOGIN.TITLE')} subtitle={t('AUTH.LOGIN.SUBTITLE')} />
      {returnUrl && !error && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('AUTH.LOGIN.REDIRECT_NOTICE')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(errorMessageKey(error.code))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          id="login-username"
          name="username"
          label={t('AUTH.LOGIN.USERNAME')}
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          autoFocus
          error={touched && username.trim() === ''}
          helperText={touched && username.trim() === '' ? t('AUTH.REQUIRED') : ' '}
          slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField
          id="login-password"
          name="password"
          label={t('AUTH.PASSWORD')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          fullWidth
          error={touched && password === ''}
          helperText={touched && password === '' ? t('AUTH.REQUIRED') : ' '}
        />
      </Box>
      <Box sx={{ textAlign: 'right', mt: -1, mb: 1 }}>
        <Link component={RouterLink} to={paths.forgotPassword()} variant="body2">
          {t('AUTH.LOGIN.FORGOT_PASSWORD')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1, height: 48 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={t('AUTH.LOGIN.SUBMITTING')} /> : t('AUTH.LOGIN.SUBMIT')}
      </Button>
      {socialSignIn?.(returnUrl)}
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {t('AUTH.LOGIN.NO_ACCOUNT')}{' '}
        <Link component={RouterLink} to={signUpLink} sx={{ fontWeight: 600 }}>
          {t('AUTH.LOGIN.CREATE_ACCOUNT')}
        </Link>
      </Typography>
    </Box>
  );
}
