// /student/change-password: current, new and confirmation. The auth saga stores the new session the
// server answers with (the old token is revoked).
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { authActions, NewPasswordFields, PasswordField, selectCurrentUser, usePasswordStrength, type AuthState } from '../auth';
import { selectRuntimeConfig } from '../config';
import { useRequest } from '../../app/useRequest';
import { socialAccountsRequest } from '../social';
import { paths } from '../../app/paths';

const EMPTY = { current: '', password: '', confirm: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Inline rather than authSlice's selectPasswordChange: importing it would keep it in the /home bundle.
  const { status, error } = useAppSelector((state: { auth: AuthState }) => state.auth.passwordChange);
  const user = useAppSelector(selectCurrentUser);
  const config = useAppSelector(selectRuntimeConfig);
  const minLength = config?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  const socialOn = Boolean(config?.firebase);
  // An account made by social sign-in has no password to give as the current one: it sets one by mail.
  // Until the answer (or when it fails) the form stays; a wrong current password is explained as usual.
  const { state: social } = useRequest(socialAccountsRequest, socialOn && user ? user.encryptId : null);
  const hasPassword = social.data?.hasPassword ?? true;
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const strength = usePasswordStrength(form.password, user ?? {});
  useDocumentTitle(t('PAGES.STUDENT_CHANGE_PASSWORD.TITLE'));

  // Arriving and leaving start from a clean state.
  useEffect(() => {
    dispatch(authActions.errorCleared());
    return () => {
      dispatch(authActions.errorCleared());
    };
  }, [dispatch]);

  // After a change the form empties (the success message stays until the next edit).
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'success') {
      setForm(EMPTY);
      setTouched(false);
    }
  }

  const errors = {
    current: form.current === '' ? 'AUTH.REQUIRED' : null,
    password: form.password.length < minLength ? 'AUTH.SIGNUP.PASSWORD_TOO_SHORT' : strength && strength.score < PASSWORD_MIN_SCORE ? 'AUTH.STRENGTH.TOO_WEAK' : null,
    confirm: form.confirm !== form.password ? 'AUTH.SIGNUP.PASSWORD_MISMATCH' : null,
  };
  const show = (field: keyof typeof errors) => (touched ? errors[field] : null);
  const wrongCurrent = status === 'failure' && error?.code === ERROR_CODES.AUTH_WRONG_PASSWORD;
  const busy = status === 'requested';

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (status === 'success' || status === 'failure') dispatch(authActions.errorCleared());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some((e) => e !== null) || busy) return;
    dispatch(authActions.passwordChangeRequested({ currentPassword: form.current, newPassword: form.password }));
  };

  if (!hasPassword) {
    return (
      <Box aria-labelledby="change-password-title" sx={{ maxWidth: 520 }} data-testid="no-password">
        <Typography id="change-password-title" component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('PAGES.STUDENT_CHANGE_PASSWORD.TITLE')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ACCOUNT.FORM.NO_PASSWORD_YET')}
        </Alert>
        <Button component={RouterLink} to={paths.forgotPassword()} variant="contained" size="large">
          {t('ACCOUNT.FORM.SET_PASSWORD_BY_MAIL')}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="change-password-title" aria-busy={busy} sx={{ maxWidth: 520 }}>
      <Typography id="change-password-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_CHANGE_PASSWORD.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_CHANGE_PASSWORD.DESCRIPTION')}
      </Typography>
      {status === 'success' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ACCOUNT.FORM.PASSWORD_CHANGED')}
        </Alert>
      )}
      {status === 'failure' && error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(error.code))}
        </Alert>
      )}
      {user && <input type="hidden" name="username" autoComplete="username" value={user.username} />}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <PasswordField
          id="change-current"
          name="currentPassword"
          label={t('ACCOUNT.FORM.CURRENT_PASSWORD')}
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
          required
          fullWidth
          error={Boolean(show('current')) || wrongCurrent}
          helperText={wrongCurrent ? t('ERRORS.AUTH_WRONG_PASSWORD') : show('current') ? t('AUTH.REQUIRED') : ' '}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
        />
        <NewPasswordFields
          idPrefix="change"
          name="newPassword"
          label={t('AUTH.RESET.NEW_PASSWORD')}
          password={form.password}
          confirm={form.confirm}
          onPasswordChange={(value) => set('password')({ target: { value } })}
          onConfirmChange={(value) => set('confirm')({ target: { value } })}
          passwordInvalid={show('password') === 'AUTH.SIGNUP.PASSWORD_TOO_SHORT'}
          passwordWeak={show('password') === 'AUTH.STRENGTH.TOO_WEAK'}
          strength={strength}
          confirmInvalid={Boolean(show('confirm'))}
          minLength={minLength}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 1, minWidth: 200, height: 48 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={t('ACCOUNT.FORM.SAVING')} /> : t('ACCOUNT.FORM.CHANGE_PASSWORD_SUBMIT')}
      </Button>
    </Box>
  );
}
