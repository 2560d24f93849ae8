// Before an admin's decision that needs a line of text: the bank's reference of a transfer (a payment
// received, a refund or payout sent) or the reason of a rejection (shown and mailed to the person).
// One dialog for all of them: the text is required, trimmed, and sent once the form is submitted.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface TextConfirmDialogProps {
  title: string;
  /** What happens on confirming (optional). */
  text?: ReactNode;
  label: string;
  hint: string;
  requiredText: string;
  maxLength: number;
  multiline?: boolean;
  confirmLabel: string;
  cancelLabel: string;
  /** A rejection: the confirm button is red. */
  danger?: boolean;
  busy?: boolean;
  /** The server's refusal, translated. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (value: string) => void;
}

export function TextConfirmDialog({ title, text, label, hint, requiredText, maxLength, multiline = false, confirmLabel, cancelLabel, danger = false, busy = false, error = null, onCancel, onConfirm }: TextConfirmDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = value.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!blank && !busy) onConfirm(value.trim());
  };
  return (
    <Dialog open onClose={() => !busy && onCancel()} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`} aria-describedby={text ? `${id}-text` : undefined}>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {text && (
            <DialogContentText id={`${id}-text`} component="div">
              {text}
            </DialogContentText>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            required
            label={label}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={touched && blank}
            helperText={touched && blank ? requiredText : hint}
            slotProps={{ htmlInput: { maxLength } }}
            sx={{ mt: text || error ? 0 : 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
