// /auth/activate?token=: activates the account once (StrictMode too), then signs in with the
// one-time token (the auth saga goes on to the dashboard). Without a token, or with a link that no
// longer works, it offers a new activation mail to a signed-in customer and a log-in link otherwise.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { VerifiedIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { authActions, AuthHeading, selectAuthInitialized, selectAuthStatus, selectCurrentUser } from '../auth';
import { useRequest, useSubmit } from '../../app/useRequest';
import { activationMailRequest, activationRequest, AFTER_ACTIVATION_URL } from './accountRequests';
import { paths } from '../../app/paths';

const LOG_IN_LINK = paths.logIn(paths.activate());

function Busy({ text }: { text: string }) {
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
      <CircularProgress size={22} />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** The "verify your e-mail" part: a new activation mail for the signed-in, unverified customer. */
function ResendActivation() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const initialized = useAppSelector(selectAuthInitialized);
  const { state: mail, submit: resend } = useSubmit(activationMailRequest);

  if (!initialized) return <Busy text={t('COMMON.LOADING')} />;
  if (!user) {
    return (
      <>
        <Typography sx={{ mb: 2 }}>{t('AUTH.ACTIVATE.SIGN_IN_TO_RESEND')}</Typography>
        <Button component={RouterLink} to={LOG_IN_LINK} variant="contained" fullWidth>
          {t('HEADER.SIGN_IN')}
        </Button>
      </>
    );
  }
  if (user.isEmailVerified) {
    return (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('AUTH.ACTIVATE.ALREADY_VERIFIED')}
        </Alert>
        <Button component={RouterLink} to={AFTER_ACTIVATION_URL} variant="contained" fullWidth>
          {t('AUTH.ACTIVATE.CONTINUE')}
        </Button>
      </>
    );
  }
  const sent = mail.status === 'succeeded';
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('AUTH.ACTIVATE.RESEND_TEXT', { email: user.email })}</Typography>
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('AUTH.ACTIVATE.RESENT', { email: user.email })}
        </Alert>
      )}
      {mail.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(mail.error.code))}
        </Alert>
      )}
      <Button variant="contained" fullWidth disabled={mail.status === 'loading'} onClick={() => resend()} sx={{ height: 44 }}>
        {mail.status === 'loading' ? (
          <CircularProgress size={20} color="inherit" aria-label={t('AUTH.ACTIVATE.RESENDING')} />
        ) : sent ? (
          t('AUTH.ACTIVATE.RESEND_AGAIN')
        ) : (
          t('AUTH.ACTIVATE.RESEND')
        )}
      </Button>
    </>
  );
}

export default function ActivatePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  // Once per token (mode 'once'): StrictMode's second effect and coming back show the same answer.
  const { state: activation } = useRequest(activationRequest, token);
  const authStatus = useAppSelector(selectAuthStatus);
  useDocumentTitle(t('AUTH.ACTIVATE.TITLE'));

  // Leaving the page forgets a sign-in error shown here.
  useEffect(
    () => () => {
      dispatch(authActions.errorCleared());
    },
    [dispatch],
  );

  let body;
  if (token === null) {
    body = <ResendActivation />;
  } else if (activation.status === 'succeeded') {
    const signInFailed = authStatus === 'failure';
    body = (
      <>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('AUTH.ACTIVATE.SUCCESS')}
        </Alert>
        <Chip data-testid="email-badge" icon={<VerifiedIcon fontSize="small" />} label={t('ACCOUNT.EMAIL_VERIFIED')} color="success" variant="outlined" sx={{ mb: 2 }} />
        {signInFailed ? (
          <Button component={RouterLink} to={paths.logIn(AFTER_ACTIVATION_URL)} variant="contained" fullWidth>
            {t('HEADER.SIGN_IN')}
          </Button>
        ) : (
          <Busy text={t('AUTH.ACTIVATE.SIGNING_IN')} />
        )}
      </>
    );
  } else if (activation.error) {
    body = (
      <>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(activation.error.code))}
        </Alert>
        <ResendActivation />
      </>
    );
  } else {
    body = <Busy text={t('AUTH.ACTIVATE.ACTIVATING')} />;
  }

  return (
    <Box aria-labelledby="activate-title">
      <AuthHeading id="activate-title" title={t('AUTH.ACTIVATE.TITLE')} mb={2} />
      {body}
    </Box>
  );
}
