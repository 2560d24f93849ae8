// The two links an e-mail change mails: /auth/confirm-email?token= (to the current address of an
// account without a password: apply the change) and /auth/revert-email?token= (to the old address after
// a change: undo it, which ends every session and asks for a new password). Each waits for a click, so
// that a mail scanner opening the link changes nothing.
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthHeading, selectIsSignedIn } from '../auth';
import { useSubmit } from '../../app/useRequest';
import { emailChangeConfirmRequest, emailChangeRevertRequest } from './accountRequests';
import { paths } from '../../app/paths';

type Kind = 'confirm' | 'revert';

const TEXT = {
  confirm: {
    title: 'AUTH.CONFIRM_EMAIL.TITLE',
    text: 'AUTH.CONFIRM_EMAIL.TEXT',
    submit: 'AUTH.CONFIRM_EMAIL.SUBMIT',
    submitting: 'AUTH.CONFIRM_EMAIL.SUBMITTING',
    success: 'AUTH.CONFIRM_EMAIL.SUCCESS',
  },
  revert: {
    title: 'AUTH.REVERT_EMAIL.TITLE',
    text: 'AUTH.REVERT_EMAIL.TEXT',
    submit: 'AUTH.REVERT_EMAIL.SUBMIT',
    submitting: 'AUTH.REVERT_EMAIL.SUBMITTING',
    success: 'AUTH.REVERT_EMAIL.SUCCESS',
  },
} as const;

const REQUESTS = { confirm: emailChangeConfirmRequest, revert: emailChangeRevertRequest } as const;

export default function EmailChangeLinkPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const { state: flow, submit } = useSubmit(REQUESTS[kind]);
  const signedIn = useAppSelector(selectIsSignedIn);
  const text = TEXT[kind];
  useDocumentTitle(t(text.title));

  const busy = flow.status === 'loading';
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token && !busy) submit(token);
  };

  let body;
  if (flow.status === 'succeeded') {
    // After a revert every session has ended: the way on is the reset link, then signing in.
    const next = kind === 'confirm' && signedIn ? { to: paths.student.editProfile(), label: 'AUTH.CONFIRM_EMAIL.CONTINUE' } : { to: paths.logIn(), label: 'HEADER.SIGN_IN' };
    body = (
      <>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(text.success, { email: flow.data ?? '' })}
        </Alert>
        <Button component={RouterLink} to={next.to} variant="contained" fullWidth>
          {t(next.label)}
        </Button>
      </>
    );
  } else if (token === null || flow.error?.code === ERROR_CODES.CUSTOMER_EMAIL_TOKEN_INVALID) {
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(ERROR_CODES.CUSTOMER_EMAIL_TOKEN_INVALID))}
      </Alert>
    );
  } else {
    body = (
      <Box component="form" noValidate onSubmit={send} aria-busy={busy}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(text.text)}
        </Typography>
        {flow.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(errorMessageKey(flow.error.code))}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} color={kind === 'revert' ? 'warning' : 'primary'} sx={{ height: 48 }}>
          {busy ? <CircularProgress size={22} color="inherit" aria-label={t(text.submitting)} /> : t(text.submit)}
        </Button>
      </Box>
    );
  }

  return (
    <Box aria-labelledby="email-link-title">
      <AuthHeading id="email-link-title" title={t(text.title)} mb={2} />
      {body}
    </Box>
  );
}
