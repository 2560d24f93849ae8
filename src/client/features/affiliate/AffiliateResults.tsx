// What the link brought: clicks, sign-ups and purchases; then the commission per currency (pending in
// the refund window, available to pay out, in payout, paid). No currency is converted into another.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency, type Language } from '../../../shared/constants';
import type { Affiliate, Balance } from '../../../shared/schemas/money';
import { EmptyState } from '../../components/EmptyState';
import { MoneyIcon } from '../../components/icons';
import { formatDate, intlLocale } from '../../lib/format';
import { formatMoney } from '../../lib/money';

function formatCount(value: number, lang: Language): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang)).format(value);
  } catch {
    return String(value);
  }
}

/** Terms and their values as a description list laid out as a grid of figures. */
function Figures({ items, columns }: { items: { label: string; value: string; tone?: 'error' }[]; columns: { xs: number; sm: number } }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: `repeat(${columns.xs}, minmax(0, 1fr))`, sm: `repeat(${columns.sm}, minmax(0, 1fr))` } }}>
      {items.map(({ label, value, tone }) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: 18, md: 22 }, overflowWrap: 'anywhere', color: tone === 'error' ? 'error.main' : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function AffiliateStats({ stats, lang }: { stats: Affiliate['stats']; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="affiliate-stats-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="affiliate-stats-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('AFFILIATE.STATS.TITLE')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Figures
          columns={{ xs: 3, sm: 3 }}
          items={[
            { label: t('AFFILIATE.STATS.CLICKS'), value: formatCount(stats.clicks, lang) },
            { label: t('AFFILIATE.STATS.SIGN_UPS'), value: formatCount(stats.signUps, lang) },
            { label: t('AFFILIATE.STATS.PURCHASES'), value: formatCount(stats.purchases, lang) },
          ]}
        />
      </Paper>
    </Box>
  );
}

/** The contract's currency as the type says (the schema allows only these). */
const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

function BalanceCard({ balance, currency, lang }: { balance: Balance; currency: Currency; lang: Language }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const titleId = `affiliate-balance-${balance.currency}`;
  const negative = balance.availableMinor < 0;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('AFFILIATE.BALANCES.IN_CURRENCY', { currency: balance.currency })}
      </Typography>
      <Figures
        columns={{ xs: 2, sm: balance.inPayoutMinor > 0 ? 4 : 3 }}
        items={[
          { label: t('AFFILIATE.BALANCES.PENDING'), value: money(balance.pendingMinor) },
          { label: t('AFFILIATE.BALANCES.AVAILABLE'), value: money(balance.availableMinor), tone: negative ? 'error' : undefined },
          ...(balance.inPayoutMinor > 0 ? [{ label: t('AFFILIATE.BALANCES.IN_PAYOUT'), value: money(balance.inPayoutMinor) }] : []),
          { label: t('AFFILIATE.BALANCES.PAID'), value: money(balance.paidMinor) },
        ]}
      />
      {balance.nextReleaseAt && (
        <Typography variant="body2" color="text.secondary">
          {t('AFFILIATE.BALANCES.NEXT_RELEASE', { date: formatDate(balance.nextReleaseAt, lang) })}
        </Typography>
      )}
      {negative && (
        <Typography variant="body2" color="text.secondary">
          {t('AFFILIATE.BALANCES.NEGATIVE')}
        </Typography>
      )}
    </Paper>
  );
}

export function AffiliateBalances({ balances, lang }: { balances: Balance[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="affiliate-balances-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="affiliate-balances-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('AFFILIATE.BALANCES.TITLE')}
      </Typography>
      {balances.length === 0 ? (
        <EmptyState icon={<MoneyIcon />} title={t('AFFILIATE.BALANCES.EMPTY')} text={t('AFFILIATE.BALANCES.EMPTY_TEXT')} />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {balances.map((balance) => {
            const { currency } = balance;
            return isCurrency(currency) ? <BalanceCard key={currency} balance={balance} currency={currency} lang={lang} /> : null;
          })}
        </Box>
      )}
    </Box>
  );
}
