// The fields of an account money is sent to: its kind (each with the currency it receives), the holder's
// name, the bank for bank accounts (a Vietnamese one chosen from a list), and the number (or PayPal e-mail) with the kind's hint. Data in
// through props; the form around it keeps the draft and decides when errors show.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PayoutAccountKind } from '../../../shared/constants';
import { bankChoices } from '../../../shared/payoutBanks';
import { isBankKind, PAYOUT_KIND_KEYS } from '../orders';
import { BANK_MAX_LENGTH, currencyOfKind, HOLDER_MAX_LENGTH, VALUE_MAX_LENGTH, type PayoutMethodDraft } from './payoutMethodRules';

type DraftField = keyof PayoutMethodDraft;

export function PayoutAccountFields({
  idPrefix,
  draft,
  kinds,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: PayoutMethodDraft;
  kinds: readonly PayoutAccountKind[];
  /** Translation keys of the fields to show as wrong (the form decides when). */
  errors: Partial<Record<DraftField, string>>;
  onChange: (field: DraftField, value: string) => void;
}) {
  const { t } = useTranslation();
  const kind = draft.kind;
  // A Vietnamese bank is chosen from the list (its NAPAS BIN gives the admin a VietQR); others are typed.
  const choices = kind === '' ? null : bankChoices(kind);
  const message = (field: DraftField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <>
      <TextField
        id={`${idPrefix}-kind`}
        select
        label={t('ORDERS.PAYOUT.KIND')}
        value={kind}
        onChange={(e) => onChange('kind', e.target.value)}
        required
        error={Boolean(message('kind'))}
        helperText={message('kind') ?? (kind !== '' ? t('PAYOUTS.METHOD.RECEIVES', { currency: currencyOfKind(kind) }) : ' ')}
      >
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {t(PAYOUT_KIND_KEYS[k].name)} · {currencyOfKind(k)}
          </MenuItem>
        ))}
      </TextField>
      {kind !== '' && (
        <>
          <TextField
            id={`${idPrefix}-holder`}
            label={t('ORDERS.PAYOUT.HOLDER')}
            value={draft.holderName}
            onChange={(e) => onChange('holderName', e.target.value)}
            required
            autoComplete="name"
            error={Boolean(message('holderName'))}
            helperText={message('holderName') ?? t('ORDERS.PAYOUT.HOLDER_HINT')}
            slotProps={{ htmlInput: { maxLength: HOLDER_MAX_LENGTH } }}
          />
          {isBankKind(kind) && choices && (
            <TextField
              id={`${idPrefix}-bank`}
              select
              label={t('ORDERS.PAYOUT.BANK')}
              value={choices.includes(draft.bank) ? draft.bank : ''}
              onChange={(e) => onChange('bank', e.target.value)}
              required
              error={Boolean(message('bank'))}
              helperText={message('bank') ?? t('PAYOUTS.METHOD.BANK_VN_HINT')}
            >
              {choices.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {isBankKind(kind) && !choices && (
            <TextField
              id={`${idPrefix}-bank`}
              label={t('ORDERS.PAYOUT.BANK')}
              value={draft.bank}
              onChange={(e) => onChange('bank', e.target.value)}
              required
              error={Boolean(message('bank'))}
              helperText={message('bank') ?? t(kind === 'bank_ph' ? 'PAYOUTS.METHOD.BANK_PH_HINT' : 'ORDERS.PAYOUT.BANK_HINT')}
              slotProps={{ htmlInput: { maxLength: BANK_MAX_LENGTH } }}
            />
          )}
          <TextField
            id={`${idPrefix}-value`}
            label={t(PAYOUT_KIND_KEYS[kind].value)}
            value={draft.value}
            onChange={(e) => onChange('value', e.target.value)}
            required
            type={kind === 'paypal' ? 'email' : 'text'}
            autoComplete={kind === 'paypal' ? 'email' : 'off'}
            error={Boolean(message('value'))}
            helperText={message('value') ?? t(PAYOUT_KIND_KEYS[kind].hint)}
            slotProps={{ htmlInput: { maxLength: VALUE_MAX_LENGTH, inputMode: kind === 'paypal' ? 'email' : 'numeric', spellCheck: false } }}
          />
        </>
      )}
    </>
  );
}
