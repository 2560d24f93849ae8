// The buyer's orders, newest first: number, date, courses, total, status, and links to the order and its
// receipt. A table on wide screens, cards on a phone; paged.
import { studentPaths } from '../../app/areaPaths';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import type { OrderSummary } from '../../../shared/schemas/commerce';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { ReceiptIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { selectLanguage } from '../locale';
import { ORDER_HISTORY_PAGE_SIZE, orderHistoryRequest } from './ordersRequests';
import { currencyOf, ORDER_STATUS, orderStatusOf } from './orderStatus';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { visuallyHidden } from '../../lib/visuallyHidden';

/** An order that was paid has a receipt (also once refunded). */
export const hasReceipt = (order: Pick<OrderSummary, 'paidAt'>) => order.paidAt !== null;

function StatusChip({ status }: { status: OrderSummary['status'] }) {
  const { t } = useTranslation();
  const { key, color } = ORDER_STATUS[orderStatusOf(status)];
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={t(key)} />;
}

function Links({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={studentPaths.order(order.id)} aria-label={t('ORDERS.HISTORY.VIEW_ORDER', { number: order.number })}>
        {t('ORDERS.HISTORY.VIEW')}
      </Link>
      {hasReceipt(order) && (
        <Link component={RouterLink} to={studentPaths.orderReceipt(order.id)} aria-label={t('ORDERS.HISTORY.RECEIPT_OF', { number: order.number })}>
          {t('ORDERS.HISTORY.RECEIPT')}
        </Link>
      )}
    </Box>
  );
}

function Courses({ titles }: { titles: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {titles.map((title, i) => (
        <Typography component="li" variant="body2" key={`${i}-${title}`}>
          {title}
        </Typography>
      ))}
    </Box>
  );
}

export function OrderHistory() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [page, setPage] = useState(1);
  const { state, reload } = useRequest(orderHistoryRequest, page);
  const data = state.data;

  let body;
  if (state.status === 'failed' && !data) {
    body = (
      <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ORDERS.RETRY')} onRetry={reload} />
    );
  } else if (!data) {
    body = (
      <LoadingList count={3} height={56} gap={1} radius={2} />
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon={<ReceiptIcon />}
        title={t('ORDERS.HISTORY.EMPTY')}
        text={t('ORDERS.HISTORY.EMPTY_TEXT')}
        action={
          <Button component={RouterLink} to={paths.courses()} variant="contained">
            {t('ORDERS.HISTORY.BROWSE')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.items.map((order) => (
              <Paper component="li" variant="outlined" key={order.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{order.number}</Typography>
                  <StatusChip status={order.status} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(order.createdAt, lang)}
                </Typography>
                <Courses titles={order.courseTitles} />
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{formatMoney(order.totalMinor, currencyOf(order.currency), lang)}</Typography>
                  <Links order={order} />
                </Box>
              </Paper>
            ))}
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="orders-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ORDERS.HISTORY.NUMBER')}</TableCell>
                  <TableCell>{t('ORDERS.HISTORY.DATE')}</TableCell>
                  <TableCell>{t('ORDERS.HISTORY.COURSES')}</TableCell>
                  <TableCell align="right">{t('ORDERS.HISTORY.TOTAL')}</TableCell>
                  <TableCell>{t('ORDERS.HISTORY.STATUS')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('ORDERS.HISTORY.ACTIONS')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{order.number}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.createdAt, lang)}</TableCell>
                    <TableCell>
                      <Courses titles={order.courseTitles} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                      {formatMoney(order.totalMinor, currencyOf(order.currency), lang)}
                    </TableCell>
                    <TableCell>
                      <StatusChip status={order.status} />
                    </TableCell>
                    <TableCell>
                      <Links order={order} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
        <Pagination page={page} pageCount={Math.ceil(data.total / ORDER_HISTORY_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="orders-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography id="orders-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('ORDERS.HISTORY.TITLE')}
      </Typography>
      {body}
    </Box>
  );
}

