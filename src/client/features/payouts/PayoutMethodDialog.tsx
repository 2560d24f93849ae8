// Adding or changing the payout method: the account fields with their checks, and the current password.
// It says before saving that payouts pause for a day after a change and that the account's address is
// told (so a stolen session cannot quietly send the money elsewhere).
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PAYOUT_METHOD_COOLDOWN_HOURS, type PayoutAccountKind } from '../../../shared/constants';
import type { PayoutMethod } from '../../../shared/schemas/money';
import { useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { PasswordField, selectCurrentUser } from '../auth';
import { PayoutAccountFields } from './PayoutAccountFields';
import { kindOf, PAYOUT_METHOD_KINDS, payoutMethodErrors, toPayoutMethod, type PayoutMethodDraft } from './payoutMethodRules';
import { payoutMethodSaveRequest } from './payoutsRequests';

/** Server refusals the dialog words itself; the rest are the shared error texts. */
const SAVE_ERROR_KEYS: Readonly<Record<string, string>> = {
  BILLING_INVALID: 'ERRORS.PAYOUT_METHOD_INVALID',
  VALIDATION_FAILED: 'ERRORS.PAYOUT_METHOD_INVALID',
  /** An account that signs in with Google or Facebook only has no password to confirm with. */
  AUTH_PASSWORD_REQUIRED: 'PAYOUTS.METHOD.PASSWORD_NONE',
  /** Changed meanwhile (another tab): the panel reads it again and the next save uses the new version. */
  VERSION_CONFLICT: 'PAYOUTS.METHOD.CHANGED_MEANWHILE',
  PRECONDITION_REQUIRED: 'PAYOUTS.METHOD.CHANGED_MEANWHILE',
};
export const methodSaveErrorKey = (code: string) => SAVE_ERROR_KEYS[code] ?? errorMessageKey(code);

const PASSWORD_CODES = new Set(['AUTH_WRONG_PASSWORD']);

export function PayoutMethodDialog({ current, onClose, onStale }: { current: PayoutMethod | null; onClose: (saved: boolean) => void; onStale: () => void }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  // A change starts empty: the stored number is masked, and the whole method is sent again.
  const [draft, setDraft] = useState<PayoutMethodDraft>({ kind: kindOf(current?.method.kind ?? '') ?? '', holderName: current?.method.holderName ?? '', bank: current?.method.bank ?? '', value: '' });
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { state, submit, reset } = useSubmit(payoutMethodSaveRequest);
  const busy = state.status === 'loading';

  useEffect(() => {
    if (state.status === 'succeeded') onClose(true);
  }, [state.status, onClose]);

  const errors = payoutMethodErrors(draft, password);
  const shown = touched ? errors : {};
  const serverError = state.status === 'failed' && state.error ? state.error.code : null;
  const passwordRefused = serverError !== null && PASSWORD_CODES.has(serverError);
  const stale = serverError === 'VERSION_CONFLICT' || serverError === 'PRECONDITION_REQUIRED';
  useEffect(() => {
    if (stale) onStale();
  }, [stale, onStale]);

  const change = (field: keyof PayoutMethodDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (state.status === 'failed') reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (busy || Object.keys(errors).length > 0 || draft.kind === '') return;
    submit({ write: { method: toPayoutMethod({ ...draft, kind: draft.kind as PayoutAccountKind }), currentPassword: password }, version: current?.version });
  };

  return (
    <Dialog open onClose={() => !busy && onClose(false)} fullWidth maxWidth="sm" aria-labelledby="payout-method-title" aria-describedby="payout-method-text">
      <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id="payout-method-title">{t(current ? 'PAYOUTS.METHOD.CHANGE_TITLE' : 'PAYOUTS.METHOD.ADD_TITLE')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography id="payout-method-text" variant="body2" color="text.secondary">
            {t('PAYOUTS.METHOD.SAFETY', { hours: PAYOUT_METHOD_COOLDOWN_HOURS, email: user?.email ?? '' })}
          </Typography>
          {serverError && !passwordRefused && (
            <Alert severity="error" role="alert">
              {t(methodSaveErrorKey(serverError))}
            </Alert>
          )}
          <PayoutAccountFields idPrefix="payout-method" draft={draft} kinds={PAYOUT_METHOD_KINDS} errors={shown} onChange={change} />
          <PasswordField
            id="payout-method-password"
            name="currentPassword"
            label={t('ACCOUNT.FORM.CURRENT_PASSWORD')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (state.status === 'failed') reset();
            }}
            required
            error={Boolean(shown.currentPassword) || passwordRefused}
            helperText={passwordRefused && serverError ? t(errorMessageKey(serverError)) : shown.currentPassword ? t(shown.currentPassword) : t('PAYOUTS.METHOD.PASSWORD_HINT')}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('PAYOUTS.CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(busy ? 'PAYOUTS.METHOD.SAVING' : 'PAYOUTS.METHOD.SAVE')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
