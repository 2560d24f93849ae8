// /auth/sign-up: username (availability checked while typing), e-mail, names, password with its rules,
// optional referral code (prefilled from ?ref= or the referral cookie; checked while typing). Core's saga creates the account and signs in.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../../../shared/constants';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectRuntimeConfig } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { StatusLine, UsernameStatusText } from './CheckStatus';
import { authActions, selectSignUp } from './authSlice';
import { NewPasswordFields } from './NewPasswordFields';
import { usePasswordStrength } from './usePasswordStrength';
import { EmailField, NameField, UsernameField } from './CustomerFields';
import { useReferralCheck, useUsernameAvailability, type ReferralStatus } from './useDebouncedCheck';
import { AuthHeading } from './AuthHeading';
import { paths } from '../../app/paths';
import { referralCodeFromCookie } from '../affiliate';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ReferralStatusText({ status, referrer }: { status: ReferralStatus; referrer: string | null }) {
  const { t } = useTranslation();
  switch (status) {
    case 'checking':
      return <StatusLine tone="info">{t('AUTH.SIGNUP.REFERRAL_CHECKING')}</StatusLine>;
    case 'valid':
      return (
        <StatusLine tone="ok">
          {referrer ? t('AUTH.SIGNUP.REFERRAL_VALID_BY', { username: referrer }) : t('AUTH.SIGNUP.REFERRAL_VALID')}
        </StatusLine>
      );
    case 'invalid':
      return <StatusLine tone="bad">{t('AUTH.SIGNUP.REFERRAL_INVALID')}</StatusLine>;
    case 'error':
      return <StatusLine tone="bad">{t('AUTH.SIGNUP.CHECK_FAILED')}</StatusLine>;
    default:
      return <>{t('AUTH.SIGNUP.REFERRAL_HINT')}</>;
  }
}

export interface SignUpPageProps {
  /** The social sign-in buttons for this returnUrl (the router passes them: social sign-in builds on auth). */
  socialSignIn?: (returnUrl: string | null) => ReactNode;
}

export default function SignUpPage({ socialSignIn }: SignUpPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const signUp = useAppSelector(selectSignUp);
  const minLength = useAppSelector(selectRuntimeConfig)?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  const [form, setForm] = useState(() => ({
    username: '',
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    confirm: '',
    // The link's code (?ref=), else the last referral link opened on this browser (its first-party cookie).
    referralCode: params.get('ref') ?? params.get('referralCode') ?? referralCodeFromCookie() ?? '',
  }));
  const [touched, setTouched] = useState(false);
  const usernameStatus = useUsernameAvailability(form.username);
  const referral = useReferralCheck(form.referralCode);
  const strength = usePasswordStrength(form.password, { username: form.username, email: form.email, firstName: form.firstName, lastName: form.lastName });
  useDocumentTitle(t('AUTH.SIGNUP.TITLE'));

  useEffect(
    () => () => {
      dispatch(authActions.errorCleared());
    },
    [dispatch],
  );

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const errors = {
    username: form.username.trim() === '' ? 'AUTH.REQUIRED' : usernameStatus === 'invalid' ? 'AUTH.SIGNUP.USERNAME_INVALID' : usernameStatus === 'taken' ? 'ERRORS.CUSTOMER_USERNAME_TAKEN' : null,
    email: form.email.trim() === '' ? 'AUTH.REQUIRED' : !EMAIL_RE.test(form.email.trim()) ? 'AUTH.SIGNUP.EMAIL_INVALID' : null,
    password: form.password.length < minLength ? 'AUTH.SIGNUP.PASSWORD_TOO_SHORT' : strength && strength.score < PASSWORD_MIN_SCORE ? 'AUTH.STRENGTH.TOO_WEAK' : null,
    confirm: form.confirm !== form.password ? 'AUTH.SIGNUP.PASSWORD_MISMATCH' : null,
    referralCode: referral.status === 'invalid' ? 'AUTH.SIGNUP.REFERRAL_INVALID' : null,
  };
  const show = (field: keyof typeof errors) => (touched ? errors[field] : null);
  const busy = signUp.status === 'requested' || signUp.status === 'success';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some((e) => e !== null) || usernameStatus === 'checking') return;
    const referralCode = form.referralCode.trim();
    dispatch(
      authActions.signUpRequested({
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim() || undefined,
        lastName: form.lastName.trim() || undefined,
        country,
        lang,
        ...(referralCode ? { referralCode } : {}),
        returnUrl,
      }),
    );
  };

  const logInLink = paths.logIn(returnUrl);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="signup-title" aria-busy={busy}>
      <AuthHeading id="signup-title" title={t('AUTH.SIGNUP.TITLE')} subtitle={t('AUTH.SIGNUP.SUBTITLE')} />
      {signUp.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(errorMessageKey(signUp.error.code))}
        </Alert>
      )}
      {signUp.status === 'success' && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('AUTH.SIGNUP.SUCCESS')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <UsernameField
          idPrefix="signup"
          value={form.username}
          onChange={set('username')}
          autoFocus
          error={Boolean(show('username')) || usernameStatus === 'taken'}
          helperText={<UsernameStatusText status={usernameStatus} username={form.username.trim()} />}
        />
        <EmailField
          idPrefix="signup"
          value={form.email}
          onChange={set('email')}
          error={Boolean(show('email'))}
          helperText={show('email') ? t(show('email') ?? '') : ' '}
        />
        <NameField idPrefix="signup" part="first" value={form.firstName} onChange={set('firstName')} helperText=" " />
        <NameField idPrefix="signup" part="last" value={form.lastName} onChange={set('lastName')} helperText=" " />
        <NewPasswordFields
          idPrefix="signup"
          name="password"
          label={t('AUTH.PASSWORD')}
          password={form.password}
          confirm={form.confirm}
          onPasswordChange={(value) => set('password')({ target: { value } })}
          onConfirmChange={(value) => set('confirm')({ target: { value } })}
          passwordInvalid={show('password') === 'AUTH.SIGNUP.PASSWORD_TOO_SHORT'}
          passwordWeak={show('password') === 'AUTH.STRENGTH.TOO_WEAK'}
          strength={strength}
          confirmInvalid={Boolean(show('confirm'))}
          minLength={minLength}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          id="signup-referral"
          name="referralCode"
          label={t('AUTH.SIGNUP.REFERRAL')}
          autoComplete="off"
          value={form.referralCode}
          onChange={set('referralCode')}
          error={referral.status === 'invalid'}
          helperText={<ReferralStatusText status={referral.status} referrer={referral.referrer} />}
          slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        <Trans
          i18nKey="AUTH.SIGNUP.AGREE"
          components={{
            terms: <Link component={RouterLink} to={paths.page('terms-and-conditions')} />,
            privacy: <Link component={RouterLink} to={paths.page('privacy-policy')} />,
          }}
        />
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ height: 48 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={t('AUTH.SIGNUP.SUBMITTING')} /> : t('AUTH.SIGNUP.SUBMIT')}
      </Button>
      {socialSignIn?.(returnUrl)}
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {t('AUTH.SIGNUP.HAVE_ACCOUNT')}{' '}
        <Link component={RouterLink} to={logInLink} sx={{ fontWeight: 600 }}>
          {t('HEADER.SIGN_IN')}
        </Link>
      </Typography>
    </Box>
  );
}
