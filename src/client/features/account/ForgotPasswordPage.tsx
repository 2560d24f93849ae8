// /auth/forgot-password: asks for a reset link. The confirmation is the same whether or not an
// account exists for the address (no account enumeration).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSubmit } from '../../app/useRequest';
import { passwordResetMailRequest } from './accountRequests';
import { EMAIL_RE } from './formRules';
import { AuthHeading, EmailField } from '../auth';
import { paths } from '../../app/paths';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const { state: flow, submit: request } = useSubmit(passwordResetMailRequest);
  useDocumentTitle(t('AUTH.FORGOT.TITLE'));

  const trimmed = email.trim();
  const error = trimmed === '' ? 'AUTH.REQUIRED' : !EMAIL_RE.test(trimmed) ? 'AUTH.SIGNUP.EMAIL_INVALID' : null;
  const busy = flow.status === 'loading';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error || busy) return;
    request(trimmed);
  };
  const sent = flow.status === 'succeeded';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="forgot-title" aria-busy={busy}>
      <AuthHeading id="forgot-title" title={t('AUTH.FORGOT.TITLE')} subtitle={t('AUTH.FORGOT.SUBTITLE')} />
      {sent ? (
        <Alert severity="success" role="status" data-testid="forgot-confirmation" sx={{ mb: 2 }}>
          {t('AUTH.FORGOT.SENT', { email: trimmed })}
        </Alert>
      ) : (
        <>
          {flow.error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(errorMessageKey(flow.error.code))}
            </Alert>
          )}
          <EmailField
            idPrefix="forgot"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            autoFocus
            error={touched && error !== null}
            helperText={touched && error ? t(error) : ' '}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1, height: 48 }}>
            {busy ? <CircularProgress size={22} color="inherit" aria-label={t('AUTH.FORGOT.SUBMITTING')} /> : t('AUTH.FORGOT.SUBMIT')}
          </Button>
        </>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.logIn()} sx={{ fontWeight: 600 }}>
          {t('AUTH.FORGOT.BACK_TO_LOG_IN')}
        </Link>
      </Typography>
    </Box>
  );
}
