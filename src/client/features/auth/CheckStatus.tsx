// The live status line under a field that the server checks as the user types (username, referral code).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../components/icons';
import type { UsernameStatus } from './useDebouncedCheck';

export function StatusLine({ tone, children, testId }: { tone: 'ok' | 'bad' | 'info'; children: ReactNode; testId?: string }) {
  const color = tone === 'ok' ? 'success.main' : tone === 'bad' ? 'error.main' : 'text.secondary';
  return (
    <Box component="span" data-testid={testId} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color }}>
      {tone === 'ok' && <CheckIcon sx={{ fontSize: 16 }} />}
      {tone === 'bad' && <WarningIcon sx={{ fontSize: 16 }} />}
      {tone === 'info' && <CircularProgress size={12} color="inherit" />}
      {children}
    </Box>
  );
}

export function UsernameStatusText({ status, username }: { status: UsernameStatus; username: string }) {
  const { t } = useTranslation();
  switch (status) {
    case 'checking':
      return <StatusLine tone="info" testId="username-status">{t('AUTH.SIGNUP.USERNAME_CHECKING')}</StatusLine>;
    case 'available':
      return <StatusLine tone="ok" testId="username-status">{t('AUTH.SIGNUP.USERNAME_AVAILABLE', { username })}</StatusLine>;
    case 'taken':
      return <StatusLine tone="bad" testId="username-status">{t('AUTH.SIGNUP.USERNAME_TAKEN', { username })}</StatusLine>;
    case 'invalid':
      return <StatusLine tone="bad" testId="username-status">{t('AUTH.SIGNUP.USERNAME_INVALID')}</StatusLine>;
    case 'error':
      return <StatusLine tone="bad" testId="username-status">{t('AUTH.SIGNUP.CHECK_FAILED')}</StatusLine>;
    default:
      return <>{t('AUTH.SIGNUP.USERNAME_HINT')}</>;
  }
}
