// Before an admin's action that needs only a yes: what will happen, the server's refusal if any, Cancel and
// the action (red for a destructive one). Actions that need a line of text use TextConfirmDialog.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function ConfirmDialog({ title, text, confirmLabel, danger, busy, error, onCancel, onConfirm }: { title: string; text: string; confirmLabel: string; danger?: boolean; busy: boolean; error: string | null; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open onClose={() => !busy && onCancel()} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('ADMIN.CANCEL')}
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
