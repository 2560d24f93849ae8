// /admin: the dashboard. What waits for an admin (courses to review, payouts to approve, refund requests,
// transfers to confirm), today's and the last 30 days' sign-ups, enrolments, completions and revenue
// per currency (days in the site's time zone, Asia/Bangkok), each a way into its section, and small
// charts of the 30 days with their figures as text.
import { adminPaths } from '../../app/areaPaths';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../shared/constants';
import type { CurrencyAmount, StatsPeriod } from '../../../shared/schemas/adminOrders';
import { useRequest } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { dateTimeFormat, formatNumber } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DailyBars, statsRequest } from '../adminOrders';
import { currencyOf } from '../orders';
import { selectLanguage } from '../locale';

const count = (n: number, lang: Language) => formatNumber(n, lang);
/** "20 Nov" in the UI language, for a YYYY-MM-DD day (read as that calendar day, whatever the reader's zone). */
const dayName = (day: string, lang: Language) => dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** One figure, a link into the section it belongs to. */
function Tile({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Box sx={{ fontWeight: 800, fontSize: 26, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>{children}</Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const tileGrid = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } } as const;

export default function AdminHomePage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('PAGES.ADMIN_OVERVIEW.TITLE'));
  const { state, reload } = useRequest(statsRequest, 'dashboard');
  const stats = state.data;

  /** Business hours with one decimal ("3.5 h"), or a dash when no ticket was answered in the period. */
  const hours = (value: number | null) =>
    value === null ? '–' : t('ADMIN_HOME.HOURS', { value: formatNumber(value, lang, { maximumFractionDigits: 1 }) });

  const revenue = (amounts: readonly CurrencyAmount[]) =>
    amounts.length === 0 ? (
      count(0, lang)
    ) : (
      <Box component="span" sx={{ display: 'grid' }}>
        {amounts.map((a) => (
          <span key={a.currency}>{formatMoney(a.amountMinor, currencyOf(a.currency), lang)}</span>
        ))}
      </Box>
    );

  const period = (heading: string, p: StatsPeriod) => (
    <Box component="section" aria-label={heading} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={tileGrid}>
        <Tile label={t('ADMIN_HOME.SIGN_UPS')} to={adminPaths.people()}>
          {count(p.signUps, lang)}
        </Tile>
        <Tile label={t('ADMIN_HOME.ENROLMENTS')} to={adminPaths.orders()}>
          {count(p.enrolments, lang)}
        </Tile>
        <Tile label={t('ADMIN_HOME.COMPLETIONS')} to={adminPaths.people()}>
          {count(p.completions, lang)}
        </Tile>
        <Tile label={t('ADMIN_HOME.REVENUE')} to={adminPaths.orders()}>
          {revenue(p.revenue)}
        </Tile>
      </Box>
    </Box>
  );

  let body;
  if (state.status === 'failed' && !stats) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_HOME.RETRY')} onRetry={reload} />;
  } else if (!stats) {
    body = <LoadingList count={3} height={96} gap={2} radius={2} />;
  } else {
    const q = stats.queues;
    const series = stats.series;
    const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
    const best = (values: readonly { day: string; value: number }[]) => values.reduce((a, b) => (b.value > a.value ? b : a), values[0] ?? { day: '', value: 0 });
    const countChart = (title: string, pick: (d: (typeof series)[number]) => number) => {
      const values = series.map((d) => ({ day: d.day, value: pick(d) }));
      const top = best(values);
      return (
        <DailyBars
          title={title}
          summary={t('ADMIN_HOME.CHART_SUMMARY', { total: count(sumOf(values.map((v) => v.value)), lang), best: top.value > 0 ? t('ADMIN_HOME.CHART_BEST', { value: count(top.value, lang), day: dayName(top.day, lang) }) : '' })}
          dayLabel={t('ADMIN_HOME.DAY')}
          valueLabel={title}
          values={values}
          format={(v) => count(v, lang)}
          formatDay={(day) => dayName(day, lang)}
        />
      );
    };
    body = (
      <>
        <Box component="section" aria-label={t('ADMIN_HOME.WAITING')} sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('ADMIN_HOME.WAITING')}
          </Typography>
          <Box component="ul" sx={tileGrid}>
            <Tile label={t('ADMIN_HOME.COURSES_AWAITING_REVIEW')} to={adminPaths.courseReviews()}>
              {count(q.coursesAwaitingReview, lang)}
            </Tile>
            <Tile label={t('ADMIN_HOME.PAYOUTS_AWAITING_APPROVAL')} to={adminPaths.payouts()}>
              {count(q.payoutsAwaitingApproval, lang)}
            </Tile>
            <Tile label={t('ADMIN_HOME.REFUND_REQUESTS_OPEN')} to={adminPaths.refunds()}>
              {count(q.refundRequestsOpen, lang)}
            </Tile>
            <Tile label={t('ADMIN_HOME.TRANSFERS_AWAITING')} to={adminPaths.payments()}>
              {count(q.transfersAwaitingConfirmation, lang)}
            </Tile>
          </Box>
        </Box>
        {stats.tickets && (
          <Box component="section" aria-label={t('ADMIN_HOME.SUPPORT')} sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('ADMIN_HOME.SUPPORT')}
            </Typography>
            <Box component="ul" sx={tileGrid}>
              <Tile label={t('ADMIN_HOME.TICKETS_OPEN')} to={adminPaths.support()}>
                {count(stats.tickets.openTickets, lang)}
              </Tile>
              <Tile label={t('ADMIN_HOME.TICKETS_WAITING')} to={adminPaths.support()}>
                {count(stats.tickets.waitingForStaff, lang)}
              </Tile>
              <Tile label={t('ADMIN_HOME.FIRST_RESPONSE_MEDIAN')} to={adminPaths.support()}>
                {hours(stats.tickets.medianFirstResponseHours)}
              </Tile>
              <Tile label={t('ADMIN_HOME.RESOLUTION_MEDIAN')} to={adminPaths.support()}>
                {hours(stats.tickets.medianResolutionHours)}
              </Tile>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t('ADMIN_HOME.BUSINESS_HOURS_NOTE')}
            </Typography>
          </Box>
        )}
        {period(t('ADMIN_HOME.TODAY'), stats.today)}
        {period(t('ADMIN_HOME.LAST_30_DAYS'), stats.last30Days)}
        <Paper component="section" variant="outlined" aria-label={t('ADMIN_HOME.CHARTS')} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('ADMIN_HOME.CHARTS')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {countChart(t('ADMIN_HOME.SIGN_UPS_PER_DAY'), (d) => d.signUps)}
            {countChart(t('ADMIN_HOME.ENROLMENTS_PER_DAY'), (d) => d.enrolments)}
            {stats.currencies.map((c) => {
              const currency = currencyOf(c);
              const values = series.map((d) => ({ day: d.day, value: d.revenue.find((r) => r.currency === c)?.amountMinor ?? 0 }));
              const money = (v: number) => formatMoney(v, currency, lang);
              const top = best(values);
              const title = t('ADMIN_HOME.REVENUE_PER_DAY', { currency: c });
              return (
                <DailyBars
                  key={c}
                  title={title}
                  summary={t('ADMIN_HOME.CHART_SUMMARY', { total: money(sumOf(values.map((v) => v.value))), best: top.value > 0 ? t('ADMIN_HOME.CHART_BEST', { value: money(top.value), day: dayName(top.day, lang) }) : '' })}
                  dayLabel={t('ADMIN_HOME.DAY')}
                  valueLabel={title}
                  values={values}
                  format={money}
                  formatDay={(day) => dayName(day, lang)}
                />
              );
            })}
          </Box>
        </Paper>
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_OVERVIEW.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('ADMIN_HOME.TIME_ZONE_NOTE')}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
