// The reason an admin gives for a rejection (shown to, and mailed to, the applicant or the author).
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX_LENGTH } from '../../../shared/constants';

export function ReasonDialog({ open, title, busy, onCancel, onConfirm }: { open: boolean; title: string; busy?: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!blank) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="reason-dialog-title" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={t('ADMIN.REASON')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          margin="dense"
          error={touched && blank}
          helperText={touched && blank ? t('ADMIN.REASON_REQUIRED') : t('ADMIN.REASON_HELP')}
          slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('ADMIN.CANCEL')}</Button>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {t('ADMIN.REJECT')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
