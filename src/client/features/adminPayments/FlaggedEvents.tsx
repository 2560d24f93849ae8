// The "Flagged" tab of /admin/payments: provider events (and the reconciliation job's answers) that were
// stored but settled nothing: an unknown payment, a wrong amount or currency, a second payment of an
// order paid another way. Each shows when, which provider and event, why, the amount, and its order
// (a link) when the payment is ours; someone checks the provider's dashboard and refunds by hand.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CURRENCIES, type Currency, type Language } from '../../../shared/constants';
import type { AdminFlaggedEvent } from '../../../shared/schemas/flaggedEvents';
import { adminPaths } from '../../app/areaPaths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { selectLanguage } from '../locale';
import { ADMIN_PAGE_SIZE, flaggedEventsRequest } from './adminPaymentsRequests';

function when(iso: string, lang: string): string {
  return formatDateTime(iso, lang);
}

/** The event's amount in its currency; one we do not sell in (or none) is shown as it came. */
function amountOf(e: AdminFlaggedEvent, lang: Language): string {
  if (e.amountMinor === null) return '—';
  const currency = (e.currency ?? '').toUpperCase();
  if ((CURRENCIES as readonly string[]).includes(currency)) return formatMoney(e.amountMinor, currency as Currency, lang);
  return `${e.amountMinor} ${e.currency ?? ''}`.trim();
}

export function FlaggedEvents() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [page, setPage] = useState(1);
  const { state, reload } = useRequest(flaggedEventsRequest, { page, pageSize: ADMIN_PAGE_SIZE });
  const data = state.data;

  if (state.status === 'failed' && !data) {
    return <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_PAYMENTS.RETRY')} onRetry={reload} />;
  }
  if (!data) return <LoadingList count={3} height={56} gap={1} radius={2} />;
  if (data.items.length === 0) return <EmptyState title={t('ADMIN_PAYMENTS.FLAGGED.NONE')} text={t('ADMIN_PAYMENTS.FLAGGED.NONE_TEXT')} />;

  const order = (e: AdminFlaggedEvent) =>
    e.orderId && e.orderNumber ? (
      <Link component={RouterLink} to={adminPaths.order(e.orderId)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} aria-label={t('ADMIN_PAYMENTS.FLAGGED.OPEN_ORDER', { number: e.orderNumber })}>
        {e.orderNumber}
      </Link>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('ADMIN_PAYMENTS.FLAGGED.NO_ORDER')}
      </Typography>
    );
  const eventId = (e: AdminFlaggedEvent) => (
    <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {e.eventId}
    </Typography>
  );
  const reason = (e: AdminFlaggedEvent) => <Typography variant="body2">{e.reason ?? t('ADMIN_PAYMENTS.FLAGGED.NO_REASON')}</Typography>;

  return (
    <Box aria-busy={state.status === 'loading'}>
      <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: 720 }}>
        {t('ADMIN_PAYMENTS.FLAGGED.INTRO')}
      </Typography>
      {phone ? (
        <Box component="ul" aria-label={t('ADMIN_PAYMENTS.TAB_FLAGGED')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((e) => (
            <Paper component="li" variant="outlined" key={e.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{when(e.receivedAt, lang)}</Typography>
                <Typography sx={{ fontWeight: 800 }}>{amountOf(e, lang)}</Typography>
              </Box>
              {reason(e)}
              <Typography variant="body2" color="text.secondary">
                {t('ADMIN_PAYMENTS.FLAGGED.PROVIDER')}: {e.provider}
              </Typography>
              {eventId(e)}
              {order(e)}
            </Paper>
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('ADMIN_PAYMENTS.TAB_FLAGGED')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ADMIN_PAYMENTS.FLAGGED.TIME')}</TableCell>
                <TableCell>{t('ADMIN_PAYMENTS.FLAGGED.PROVIDER')}</TableCell>
                <TableCell>{t('ADMIN_PAYMENTS.FLAGGED.EVENT')}</TableCell>
                <TableCell>{t('ADMIN_PAYMENTS.FLAGGED.REASON')}</TableCell>
                <TableCell align="right">{t('ADMIN_PAYMENTS.COLUMN.AMOUNT')}</TableCell>
                <TableCell>{t('ADMIN_PAYMENTS.COLUMN.ORDER')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(e.receivedAt, lang)}</TableCell>
                  <TableCell>{e.provider}</TableCell>
                  <TableCell sx={{ maxWidth: 240 }}>{eventId(e)}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{reason(e)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 800 }}>
                    {amountOf(e, lang)}
                  </TableCell>
                  <TableCell>{order(e)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Pagination page={page} pageCount={Math.ceil(data.total / ADMIN_PAGE_SIZE)} onChange={setPage} />
    </Box>
  );
}
