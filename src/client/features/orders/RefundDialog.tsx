// "Ask for a refund": the courses to refund (every one that can be, unless some are unticked), the reason, and when the order was paid by a QR transfer (the money cannot go back
// through an API) the account the shop sends it to: a kind that fits the order's currency, the holder's
// name, the bank for bank accounts, the number (or e-mail) with the kind's hint.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REFUND_REASON_MAX_LENGTH, type PayoutAccountKind } from '../../../shared/constants';
import type { Order } from '../../../shared/schemas/commerce';
import { useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { selectLanguage } from '../locale';
import { refundSubmitRequest } from './ordersRequests';
import { currencyOf } from './orderStatus';
import { isBankKind, PAYOUT_KIND_KEYS, payoutErrors, payoutKindsFor, toPayoutAccount, type PayoutDraft } from './payoutAccount';
import { isQrMethod } from '../../lib/paymentMethods';
import { buyerLineBlock, chosenAmount, initialChoice, RefundLinePicker } from './RefundLinePicker';

/** The refusals the dialog explains in its own words. */
const REFUND_ERROR_KEYS: Readonly<Record<string, string>> = {
  REFUND_NOT_ALLOWED: 'ORDERS.REFUND.ERROR_NOT_ALLOWED',
  REFUND_ACCOUNT_REQUIRED: 'ORDERS.REFUND.ERROR_ACCOUNT_REQUIRED',
  BILLING_INVALID: 'ORDERS.REFUND.ERROR_ACCOUNT_INVALID',
  REFUND_LINE_ALREADY_REFUNDED: 'ERRORS.REFUND_LINE_ALREADY_REFUNDED',
  REFUND_LINE_NOT_IN_ORDER: 'ERRORS.REFUND_LINE_NOT_IN_ORDER',
};

export const refundErrorKey = (code: string) => REFUND_ERROR_KEYS[code] ?? errorMessageKey(code);

/** A QR-paid order needs the account the money goes back to. */
export const needsPayoutAccount = (order: Pick<Order, 'method' | 'payment'>) => isQrMethod(order.payment?.method ?? order.method);

export function RefundDialog({ order, onClose }: { order: Order; onClose: (requested: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const currency = currencyOf(order.currency);
  const kinds = payoutKindsFor(currency);
  const manual = needsPayoutAccount(order);
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<number[]>(() => initialChoice(order.lines, buyerLineBlock));
  const several = order.lines.length > 1;
  const [account, setAccount] = useState<PayoutDraft>({ kind: kinds.length === 1 ? (kinds[0] ?? '') : '', holderName: order.billing.name, bank: '', value: '' });
  const [touched, setTouched] = useState(false);
  const { state, submit } = useSubmit(refundSubmitRequest);
  const busy = state.status === 'loading';

  useEffect(() => {
    if (state.status === 'succeeded') onClose(true);
  }, [state.status, onClose]);

  const reasonBlank = reason.trim() === '';
  const noneChosen = chosen.length === 0;
  const errors = manual ? payoutErrors(account) : {};
  const showError = (field: keyof typeof errors) => (touched && errors[field] ? t(errors[field]) : undefined);
  const set = (field: keyof PayoutDraft, value: string) => setAccount((a) => ({ ...a, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (busy || reasonBlank || noneChosen || Object.keys(errors).length > 0) return;
    const payoutAccount = manual && account.kind !== '' ? toPayoutAccount({ ...account, kind: account.kind }) : undefined;
    // The chosen courses always named: "every line" on the server would include lines the buyer may not refund.
    submit({ orderId: order.id, request: { reason: reason.trim(), courseIds: chosen, ...(payoutAccount ? { payoutAccount } : {}) } });
  };

  const kind: PayoutAccountKind | '' = account.kind;
  return (
    <Dialog open onClose={() => !busy && onClose(false)} fullWidth maxWidth="sm" aria-labelledby="refund-title" aria-describedby="refund-text">
      <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id="refund-title">{t('ORDERS.REFUND.TITLE')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography id="refund-text" variant="body2" color="text.secondary">
            {t(several ? 'ORDERS.REFUND_LINES.TEXT' : 'ORDERS.REFUND.TEXT', { amount: formatMoney(chosenAmount(order.lines, chosen), currency, lang) })}
            {order.refundableUntil ? ` ${t('ORDERS.REFUND.UNTIL', { date: formatDate(order.refundableUntil, lang) })}` : ''}
          </Typography>
          {state.status === 'failed' && state.error && (
            <Alert severity="error" role="alert">
              {t(refundErrorKey(state.error.code))}
            </Alert>
          )}
          {several && (
            <RefundLinePicker lines={order.lines} currency={currency} chosen={chosen} onChange={setChosen} block={buyerLineBlock} disabled={busy} error={touched && noneChosen ? t('ORDERS.REFUND_LINES.NONE') : undefined} />
          )}
          <TextField
            label={t('ORDERS.REFUND.REASON')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            required
            autoFocus={!several}
            error={touched && reasonBlank}
            helperText={touched && reasonBlank ? t('ORDERS.REFUND.REASON_REQUIRED') : t('ORDERS.REFUND.REASON_HINT')}
            slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH } }}
          />
          {manual && (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t('ORDERS.PAYOUT.TITLE')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('ORDERS.PAYOUT.INTRO')}
              </Typography>
              <TextField select label={t('ORDERS.PAYOUT.KIND')} value={kind} onChange={(e) => set('kind', e.target.value)} required error={Boolean(showError('kind'))} helperText={showError('kind')}>
                {kinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(PAYOUT_KIND_KEYS[k].name)}
                  </MenuItem>
                ))}
              </TextField>
              {kind !== '' && (
                <>
                  <TextField
                    label={t('ORDERS.PAYOUT.HOLDER')}
                    value={account.holderName}
                    onChange={(e) => set('holderName', e.target.value)}
                    required
                    autoComplete="name"
                    error={Boolean(showError('holderName'))}
                    helperText={showError('holderName') ?? t('ORDERS.PAYOUT.HOLDER_HINT')}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                  {isBankKind(kind) && (
                    <TextField
                      label={t('ORDERS.PAYOUT.BANK')}
                      value={account.bank}
                      onChange={(e) => set('bank', e.target.value)}
                      required
                      error={Boolean(showError('bank'))}
                      helperText={showError('bank') ?? t('ORDERS.PAYOUT.BANK_HINT')}
                      slotProps={{ htmlInput: { maxLength: 100 } }}
                    />
                  )}
                  <TextField
                    label={t(PAYOUT_KIND_KEYS[kind].value)}
                    value={account.value}
                    onChange={(e) => set('value', e.target.value)}
                    required
                    type={kind === 'paypal' ? 'email' : 'text'}
                    error={Boolean(showError('value'))}
                    helperText={showError('value') ?? t(PAYOUT_KIND_KEYS[kind].hint)}
                    slotProps={{ htmlInput: { maxLength: 100, inputMode: kind === 'paypal' ? 'email' : 'numeric' } }}
                  />
                </>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('ORDERS.CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(busy ? 'ORDERS.REFUND.SENDING' : 'ORDERS.REFUND.SUBMIT')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
