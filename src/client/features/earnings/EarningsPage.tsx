// /instructor/earnings: what the instructor's courses earned, per currency (no currency is converted):
// the balances (pending during the refund hold, available, in payout, paid), the net of the last twelve
// months as a chart with its table, the statement of every entry with the breakdown of each sale, and
// the instructor's own link (sales through it earn the instructor channel's share).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CURRENCIES } from '../../../shared/constants';
import type { Earnings } from '../../../shared/schemas/money';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { BalanceCard } from './BalanceCard';
import { formatHold, monthlySeries, twelveMonths } from './earningsFormat';
import { InstructorLink } from './InstructorLink';
import { earningsRequest } from './earningsRequests';
import { MonthlyChart } from './MonthlyChart';
import { NoSalesYet } from './NoSalesYet';
import { heldCurrencies, StatementSection } from './StatementSection';

function EarningsView({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [now] = useState(() => new Date());
  const months = twelveMonths(earnings.monthly, now);
  const chartCurrencies = CURRENCIES.filter((c) => earnings.monthly.some((m) => m.currency === c));
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-labelledby="balances-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography id="balances-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('EARNINGS.BALANCE.TITLE')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {earnings.balances.map((balance) => (
            <BalanceCard key={balance.currency} balance={balance} lang={lang} />
          ))}
        </Box>
      </Box>
      {chartCurrencies.length > 0 && (
        <Box component="section" aria-labelledby="monthly-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Typography id="monthly-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {t('EARNINGS.CHART.SECTION')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: chartCurrencies.length > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' } }}>
            {chartCurrencies.map((currency) => (
              <Paper key={currency} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}>
                <MonthlyChart series={monthlySeries(earnings.monthly, currency, months)} currency={currency} lang={lang} />
              </Paper>
            ))}
          </Box>
        </Box>
      )}
      <StatementSection currencies={heldCurrencies(earnings.balances)} lang={lang} />
    </Box>
  );
}

export default function EarningsPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('EARNINGS.TITLE'));
  const { state, reload } = useRequest(earningsRequest, 'mine');
  const earnings = state.data;

  let body;
  if (state.status === 'failed' && !earnings) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('EARNINGS.RETRY')} onRetry={reload} />;
  } else if (!earnings) {
    body = <LoadingList count={3} height={120} gap={2} radius={2} />;
  } else if (earnings.balances.length === 0 && earnings.monthly.length === 0) {
    body = <NoSalesYet />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <EarningsView earnings={earnings} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading>{t('EARNINGS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {earnings ? t('EARNINGS.HOLD', { duration: formatHold(earnings.holdDays, lang) }) : t('EARNINGS.INTRO')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.instructor.orders()} variant="outlined">
            {t('EARNINGS.ORDERS_LINK')}
          </Button>
          <Button component={RouterLink} to={paths.instructor.payouts()} variant="contained">
            {t('EARNINGS.PAYOUTS_LINK')}
          </Button>
        </Box>
      </Box>
      {body}
      <InstructorLink />
    </Box>
  );
}
