// "Continue with Google / Facebook" on the log-in and sign-up pages. Hidden entirely when the server has
// no identity service configuration. A press loads the identity service's client (its own chunk), signs in
// in its popup, then with our API; on success the auth saga's sign-in path takes over (cookie, user, returnUrl).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../shared/schemas/social';
import { useAppSelector } from '../../lib/hooks';
import { useSubmit } from '../../app/useRequest';
import { selectIsSignedIn } from '../auth';
import { selectRuntimeConfig } from '../config';
import { PROVIDERS } from './providers';
import { signsOut, socialErrorKey } from './socialErrors';
import { socialSignInRequest } from './socialRequests';

export function SocialSignInButtons({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const configured = Boolean(useAppSelector(selectRuntimeConfig)?.firebase);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { state, submit } = useSubmit(socialSignInRequest);
  /** Whether the user was signed in when a button was pressed. */
  const [signedInAtPress, setSignedInAtPress] = useState(false);
  if (!configured) return null;

  const busy = state.status === 'loading';
  // A failure that signed the user out is shown by the error banner (it stays across the sign-out's navigation).
  const inlineError = state.error && !signsOut(state.error.code, signedInAtPress) ? state.error : null;
  const press = (provider: SocialProvider) => {
    if (busy) return;
    setSignedInAtPress(signedIn);
    submit({ provider, returnUrl });
  };

  return (
    <Box sx={{ mt: 3 }} data-testid="social-signin">
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('SOCIAL.OR')}</Divider>
      <Box role="group" aria-label={t('SOCIAL.GROUP_LABEL')} aria-busy={busy} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
        {PROVIDERS.map(({ provider, slug, icon: Icon, continueKey, name }) => {
          const working = busy && state.key === provider;
          return (
            <Button
              key={provider}
              type="button"
              variant="outlined"
              size="large"
              fullWidth
              disabled={busy}
              onClick={() => press(provider)}
              data-testid={`social-signin-${slug}`}
              startIcon={working ? <CircularProgress size={18} color="inherit" aria-label={t('SOCIAL.WAITING', { provider: name })} /> : <Icon />}
              sx={{ height: 48, justifyContent: 'center' }}
            >
              {t(continueKey)}
            </Button>
          );
        })}
      </Box>
      {inlineError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="social-signin-error">
          {t(socialErrorKey(inlineError.code))}
        </Alert>
      )}
    </Box>
  );
}
