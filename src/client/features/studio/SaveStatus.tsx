// The editor's one save status, read out politely by screen readers when it changes.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, type ErrorInfo } from '../../lib/errors';
import type { AutosaveStatus } from './autosaveMachine';

const TEXT: Record<AutosaveStatus, string> = {
  idle: 'STUDIO.SAVE.SAVED',
  saved: 'STUDIO.SAVE.SAVED',
  dirty: 'STUDIO.SAVE.UNSAVED',
  saving: 'STUDIO.SAVE.SAVING',
  offline: 'STUDIO.SAVE.OFFLINE',
  failed: 'STUDIO.SAVE.FAILED',
  conflict: 'STUDIO.SAVE.CONFLICT',
};

const COLOR: Record<AutosaveStatus, string> = {
  idle: 'text.secondary',
  saved: 'success.main',
  dirty: 'text.secondary',
  saving: 'text.secondary',
  offline: 'warning.main',
  failed: 'error.main',
  conflict: 'warning.main',
};

export function SaveStatus({ status, onRetry, error = null }: { status: AutosaveStatus; onRetry: () => void; error?: ErrorInfo | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
      <Typography role="status" aria-live="polite" data-testid="save-status" variant="body2" sx={{ color: COLOR[status], fontWeight: 600 }}>
        {t(TEXT[status])}
        {status === 'failed' && error && ` — ${t(errorMessageKey(error.code))}`}
      </Typography>
      {status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {t('STUDIO.SAVE.RETRY')}
        </Button>
      )}
    </Box>
  );
}
