// /auth/reset-password?token=: checks the link, then sets a new password. The server revokes every
// earlier session, so a session cookie of this browser is ended too (passwordResetRequest).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthHeading, NewPasswordFields, usePasswordStrength } from '../auth';
import { selectRuntimeConfig } from '../config';
import { useRequest, useSubmit } from '../../app/useRequest';
import { passwordResetLinkRequest, passwordResetRequest } from './accountRequests';
import { paths } from '../../app/paths';

function InvalidLink({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {t(errorMessageKey(code))}
      </Alert>
      <Button component={RouterLink} to={paths.forgotPassword()} variant="contained" fullWidth>
        {t('AUTH.RESET.REQUEST_NEW')}
      </Button>
    </>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const { state: check } = useRequest(passwordResetLinkRequest, token);
  const { state: flow, submit: reset } = useSubmit(passwordResetRequest);
  const minLength = useAppSelector(selectRuntimeConfig)?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const strength = usePasswordStrength(form.password, { email: check.data });
  useDocumentTitle(t('AUTH.RESET.TITLE'));

  const errors = {
    password: form.password.length < minLength ? 'AUTH.SIGNUP.PASSWORD_TOO_SHORT' : strength && strength.score < PASSWORD_MIN_SCORE ? 'AUTH.STRENGTH.TOO_WEAK' : null,
    confirm: form.confirm !== form.password ? 'AUTH.SIGNUP.PASSWORD_MISMATCH' : null,
  };
  const busy = flow.status === 'loading';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!token || errors.password || errors.confirm || busy) return;
    reset({ token, newPassword: form.password });
  };

  let body;
  if (token === null) {
    body = <InvalidLink code={ERROR_CODES.AUTH_RESET_TOKEN_INVALID} />;
  } else if (check.error) {
    body = <InvalidLink code={check.error.code} />;
  } else if (check.status !== 'succeeded') {
    body = (
      <Box role="status" aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
        <CircularProgress size={22} />
        <Typography>{t('AUTH.RESET.CHECKING')}</Typography>
      </Box>
    );
  } else if (flow.status === 'succeeded') {
    body = (
      <>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('AUTH.RESET.SUCCESS')}
        </Alert>
        <Button component={RouterLink} to={paths.logIn()} variant="contained" fullWidth>
          {t('HEADER.SIGN_IN')}
        </Button>
      </>
    );
  } else if (flow.error?.code === ERROR_CODES.AUTH_RESET_TOKEN_INVALID) {
    body = <InvalidLink code={flow.error.code} />;
  } else {
    const email = check.data ?? '';
    const show = (field: keyof typeof errors) => (touched ? errors[field] : null);
    body = (
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('AUTH.RESET.SUBTITLE', { email })}
        </Typography>
        {flow.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(errorMessageKey(flow.error.code))}
          </Alert>
        )}
        {/* Lets a password manager store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <NewPasswordFields
            idPrefix="reset"
            name="newPassword"
            label={t('AUTH.RESET.NEW_PASSWORD')}
            password={form.password}
            confirm={form.confirm}
            onPasswordChange={(password) => setForm((f) => ({ ...f, password }))}
            onConfirmChange={(confirm) => setForm((f) => ({ ...f, confirm }))}
            passwordInvalid={show('password') === 'AUTH.SIGNUP.PASSWORD_TOO_SHORT'}
            passwordWeak={show('password') === 'AUTH.STRENGTH.TOO_WEAK'}
            strength={strength}
            confirmInvalid={Boolean(show('confirm'))}
            minLength={minLength}
            autoFocus
          />
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1, height: 48 }}>
          {busy ? <CircularProgress size={22} color="inherit" aria-label={t('AUTH.RESET.SUBMITTING')} /> : t('AUTH.RESET.SUBMIT')}
        </Button>
      </Box>
    );
  }

  return (
    <Box aria-labelledby="reset-title">
      <AuthHeading id="reset-title" title={t('AUTH.RESET.TITLE')} mb={1} />
      {body}
    </Box>
  );
}
