// Before money is recorded as moved: what happens, and the bank's reference of the transfer.
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BANK_REFERENCE_MAX_LENGTH } from '../../../shared/constants';

export function ReferenceDialog({
  title,
  text,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reference: string) => void;
}) {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reference.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!blank && !busy) onConfirm(reference.trim());
  };
  return (
    <Dialog open onClose={() => !busy && onCancel()} fullWidth maxWidth="sm" aria-labelledby="reference-title" aria-describedby="reference-text">
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id="reference-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="reference-text" component="div">
            {text}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            required
            label={t('ADMIN_PAYMENTS.BANK_REFERENCE')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            error={touched && blank}
            helperText={touched && blank ? t('ADMIN_PAYMENTS.BANK_REFERENCE_REQUIRED') : t('ADMIN_PAYMENTS.BANK_REFERENCE_HINT')}
            slotProps={{ htmlInput: { maxLength: BANK_REFERENCE_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('ADMIN_PAYMENTS.CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
