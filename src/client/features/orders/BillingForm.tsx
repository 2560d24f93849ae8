// The buyer's billing details: name and address as receipts print them, the country (any, named in the
// UI language), the tax ID with its country's hint (BILLING_INVALID from the server lands on that
// field), and the payment method preselected at checkout in each region.
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BILLING_ADDRESS_MAX_LENGTH, BILLING_NAME_MAX_LENGTH, COUNTRY_IDS, REGION_PAYMENT_METHODS, type CountryId, type PaymentMethod } from '../../../shared/constants';
import type { BillingProfile, BillingProfileWrite } from '../../../shared/schemas/commerce';
import { useRequest, useSubmit } from '../../app/useRequest';
import { Shimmer } from '../../components/Shimmer';
import { CheckIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { REGION_KEYS } from '../../lib/localeNames';
import { selectCountry, selectLanguage } from '../locale';
import { countryOptions, REGION_BILLING_COUNTRY, taxIdHintKey, taxIdLooksValid } from './countries';
import { billingRequest, billingSaveRequest } from './ordersRequests';
import { METHOD_KEYS } from '../../lib/paymentMethods';

type Preferred = BillingProfile['preferredMethods'];

interface Draft {
  name: string;
  address: string;
  countryCode: string;
  taxId: string;
  preferredMethods: Preferred;
}

const toDraft = (profile: BillingProfile): Draft => ({
  name: profile.name,
  address: profile.address,
  countryCode: profile.countryCode ?? '',
  taxId: profile.taxId ?? '',
  preferredMethods: { ...profile.preferredMethods },
});

export function toBillingWrite(draft: Draft): BillingProfileWrite {
  return {
    name: draft.name.trim(),
    address: draft.address.trim(),
    countryCode: draft.countryCode === '' ? null : draft.countryCode,
    taxId: draft.taxId.trim() === '' ? null : draft.taxId.trim(),
    preferredMethods: draft.preferredMethods,
  };
}

/** The region the buyer browses first, then the others. */
function regionsInOrder(current: CountryId): CountryId[] {
  return [current, ...COUNTRY_IDS.filter((c) => c !== current)];
}

function Form({ profile }: { profile: BillingProfile }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const region = useAppSelector(selectCountry);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const [draft, setDraft] = useState<Draft>(() => {
    const initial = toDraft(profile);
    return initial.countryCode === '' ? { ...initial, countryCode: REGION_BILLING_COUNTRY[region] ?? '' } : initial;
  });
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const save = useSubmit(billingSaveRequest);
  const busy = save.state.status === 'loading';
  const saved = save.state.status === 'succeeded' && !dirty;
  const serverError = save.state.status === 'failed' ? save.state.error : null;
  const taxIdRefused = serverError?.code === 'BILLING_INVALID' && !dirty;

  // What the server kept (e.g. a tidied tax ID) becomes the form, once per answer.
  const [shown, setShown] = useState<BillingProfile | null>(null);
  if (save.state.status === 'succeeded' && save.state.data && save.state.data !== shown) {
    setShown(save.state.data);
    setDraft(toDraft(save.state.data));
  }

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setDirty(true);
  };
  const setMethod = (country: CountryId, method: PaymentMethod | '') => {
    const next: Preferred = { ...draft.preferredMethods };
    if (method === '') delete next[country];
    else next[country] = method;
    change('preferredMethods', next);
  };

  const taxIdBad = !taxIdLooksValid(draft.countryCode || null, draft.taxId);
  const nameBad = draft.taxId.trim() !== '' && draft.name.trim() === '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (taxIdBad || nameBad || busy) return;
    setDirty(false);
    save.submit(toBillingWrite(draft));
  };

  const taxIdError = (touched && taxIdBad) || taxIdRefused;
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby="billing-title" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="billing-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('ORDERS.BILLING.TITLE')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('ORDERS.BILLING.INTRO')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={t('ORDERS.BILLING.NAME')}
          value={draft.name}
          onChange={(e) => change('name', e.target.value)}
          autoComplete="name"
          error={touched && nameBad}
          helperText={touched && nameBad ? t('ORDERS.BILLING.NAME_REQUIRED') : t('ORDERS.BILLING.NAME_HINT')}
          slotProps={{ htmlInput: { maxLength: BILLING_NAME_MAX_LENGTH } }}
        />
        <TextField
          select
          label={t('ORDERS.BILLING.COUNTRY')}
          value={draft.countryCode}
          onChange={(e) => change('countryCode', e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { autoComplete: 'country' } }}
        >
          <option value="">{t('ORDERS.BILLING.COUNTRY_NONE')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('ORDERS.BILLING.ADDRESS')}
          value={draft.address}
          onChange={(e) => change('address', e.target.value)}
          multiline
          minRows={3}
          autoComplete="street-address"
          slotProps={{ htmlInput: { maxLength: BILLING_ADDRESS_MAX_LENGTH } }}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
        <TextField
          label={t('ORDERS.BILLING.TAX_ID')}
          value={draft.taxId}
          onChange={(e) => change('taxId', e.target.value)}
          error={taxIdError}
          helperText={taxIdRefused ? t('ORDERS.BILLING.TAX_ID_INVALID') : touched && taxIdBad ? t('ORDERS.BILLING.TAX_ID_INVALID') : t(taxIdHintKey(draft.countryCode || null))}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: draft.countryCode && draft.countryCode !== '' ? 'numeric' : undefined, 'aria-invalid': taxIdError } }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {t('ORDERS.BILLING.PREFERRED_METHODS')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {regionsInOrder(region).map((country) => (
            <TextField
              key={country}
              select
              size="small"
              label={t(REGION_KEYS[country])}
              value={draft.preferredMethods[country] ?? ''}
              onChange={(e) => setMethod(country, e.target.value as PaymentMethod | '')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('ORDERS.BILLING.METHOD_ASK')}</MenuItem>
              {REGION_PAYMENT_METHODS[country].map((method) => (
                <MenuItem key={method} value={method}>
                  {t(METHOD_KEYS[method].name)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      </Box>
      {serverError && !taxIdRefused && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(serverError.code))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t(busy ? 'ORDERS.BILLING.SAVING' : 'ORDERS.BILLING.SAVE')}
        </Button>
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: saved ? 'success.main' : 'text.secondary' }}>
          {saved ? (
            <>
              <CheckIcon fontSize="small" />
              <Typography variant="body2">{t('ORDERS.BILLING.SAVED')}</Typography>
            </>
          ) : dirty ? (
            <Typography variant="body2">{t('ORDERS.BILLING.UNSAVED')}</Typography>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}

export function BillingForm() {
  const { t } = useTranslation();
  const { state, reload } = useRequest(billingRequest, 'me');
  if (state.status === 'failed' && !state.data) {
    return (
      <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('ORDERS.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  }
  if (!state.data) return <Shimmer aria-busy="true" sx={{ height: 420, borderRadius: 3 }} />;
  return <Form profile={state.data} />;
}
