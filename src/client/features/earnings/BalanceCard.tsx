// One currency's balance: pending (with the day the next part becomes available), available (a negative
// one said plainly: a refund after a payout, taken from future sales), in payout and paid out.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import type { Balance } from '../../../shared/schemas/money';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { currencyOf } from '../orders';
import { currencyName } from './earningsFormat';

function Figure({ label, value, hint, tone }: { label: string; value: string; hint?: string | null; tone?: 'error' | 'success' }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 800, color: tone ? `${tone}.main` : undefined, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {hint && (
        <Typography component="dd" variant="caption" sx={{ m: 0, display: 'block', color: tone === 'error' ? 'error.main' : 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

export function BalanceCard({ balance, lang }: { balance: Balance; lang: Language }) {
  const { t } = useTranslation();
  const currency = currencyOf(balance.currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const negative = balance.availableMinor < 0;
  const headingId = `balance-${balance.currency}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, borderRadius: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('EARNINGS.BALANCE.HEADING', { currency: balance.currency, name: currencyName(currency, lang) })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Figure
          label={t('EARNINGS.BALANCE.PENDING')}
          value={money(balance.pendingMinor)}
          hint={balance.nextReleaseAt ? t('EARNINGS.BALANCE.NEXT_RELEASE', { date: formatDate(balance.nextReleaseAt, lang) }) : null}
        />
        <Figure
          label={t('EARNINGS.BALANCE.AVAILABLE')}
          value={money(balance.availableMinor)}
          tone={negative ? 'error' : balance.availableMinor > 0 ? 'success' : undefined}
          hint={negative ? t('EARNINGS.BALANCE.NEGATIVE') : null}
        />
        <Figure label={t('EARNINGS.BALANCE.IN_PAYOUT')} value={money(balance.inPayoutMinor)} />
        <Figure label={t('EARNINGS.BALANCE.PAID')} value={money(balance.paidMinor)} />
      </Box>
    </Paper>
  );
}
