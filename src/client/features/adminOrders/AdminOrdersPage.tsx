// /admin/orders: every order, newest first, searchable (order number, buyer's username or e-mail, course
// title) and filtered by status, method, currency and the days it was placed (Asia/Bangkok). A table on
// a wide screen, cards on a phone; each leads to the order's page. The filters live in the address, so
// coming back from an order finds the same list.
import { adminPaths } from '../../app/areaPaths';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CURRENCIES, ORDER_STATUSES, PAYMENT_METHODS, type Currency, type OrderStatus, type PaymentMethod } from '../../../shared/constants';
import type { AdminOrderQuery, AdminOrderSummary } from '../../../shared/schemas/adminOrders';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { METHOD_KEYS } from '../../lib/paymentMethods';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { currencyOf, methodOf, ORDER_STATUS, orderStatusOf } from '../orders';
import { ORDERS_PAGE_SIZE, ordersRequest } from './adminOrdersRequests';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (value && (list as readonly string[]).includes(value) ? (value as T) : undefined);

/** The list's query as the address spells it (unknown values are left out). */
function queryOf(params: URLSearchParams): AdminOrderQuery {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    search: params.get('search')?.trim() || undefined,
    status: oneOf<OrderStatus>(ORDER_STATUSES, params.get('status')),
    method: oneOf<PaymentMethod>(PAYMENT_METHODS, params.get('method')),
    currency: oneOf<Currency>(CURRENCIES, params.get('currency')),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

export function OrderStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const { key, color } = ORDER_STATUS[orderStatusOf(status)];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(key)}
      // On white the main shade of an outlined chip's text is too faint; its dark shade reads.
      sx={(theme) => (theme.palette.mode === 'light' && color !== 'default' ? { color: theme.palette[color].dark } : {})}
    />
  );
}

export default function AdminOrdersPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('PAGES.ADMIN_ORDERS.TITLE'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [range, setRange] = useState({ from: query.from ?? '', to: query.to ?? '' });
  const rangeInvalid = Boolean(range.from && range.to && range.from > range.to);
  const { state, reload } = useRequest(ordersRequest, query);
  const data = state.data;

  /** A new query: filters changed go back to the first page. */
  const change = (next: Partial<Record<'search' | 'status' | 'method' | 'currency' | 'from' | 'to' | 'page', string | undefined>>) => {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) merged.set(name, value);
      else merged.delete(name);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rangeInvalid) return;
    change({ search: searchText.trim(), from: range.from, to: range.to });
  };
  const filtered = Boolean(query.search || query.status || query.method || query.currency || query.from || query.to);

  const amount = (o: AdminOrderSummary) => formatMoney(o.totalMinor, currencyOf(o.currency), lang);
  const method = (o: AdminOrderSummary) => {
    const m = methodOf(o.method);
    return m ? t(METHOD_KEYS[m].name) : '—';
  };
  const orderLink = (o: AdminOrderSummary) => (
    <Link component={RouterLink} to={adminPaths.order(o.id)} sx={{ fontWeight: 700 }} aria-label={t('ADMIN_ORDERS.OPEN_ORDER', { number: o.number })}>
      {o.number}
    </Link>
  );
  const buyer = (o: AdminOrderSummary) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{o.buyer.name || o.buyer.username}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {o.buyer.email}
      </Typography>
    </Box>
  );

  let body;
  if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_ORDERS.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={4} height={56} gap={1} radius={2} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(filtered ? 'ADMIN_ORDERS.NO_MATCH' : 'ADMIN_ORDERS.NONE')} />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('ADMIN_ORDERS.COUNT', { count: data.total })}
        </Typography>
        {phone ? (
          <Box component="ul" aria-label={t('PAGES.ADMIN_ORDERS.TITLE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.items.map((o) => (
              <Paper component="li" variant="outlined" key={o.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  {orderLink(o)}
                  <Typography sx={{ fontWeight: 800 }}>{amount(o)}</Typography>
                </Box>
                {buyer(o)}
                <Typography variant="body2">{o.courseTitles.join(', ')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {method(o)} · {formatDate(o.createdAt, lang)}
                </Typography>
                <Box>
                  <OrderStatusChip status={o.status} />
                </Box>
              </Paper>
            ))}
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label={t('PAGES.ADMIN_ORDERS.TITLE')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ADMIN_ORDERS.COLUMN.ORDER')}</TableCell>
                  <TableCell>{t('ADMIN_ORDERS.COLUMN.BUYER')}</TableCell>
                  <TableCell>{t('ADMIN_ORDERS.COLUMN.COURSES')}</TableCell>
                  <TableCell align="right">{t('ADMIN_ORDERS.COLUMN.TOTAL')}</TableCell>
                  <TableCell>{t('ADMIN_ORDERS.COLUMN.METHOD')}</TableCell>
                  <TableCell>{t('ADMIN_ORDERS.COLUMN.STATUS')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((o) => (
                  <TableRow key={o.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {orderLink(o)}
                      <Typography variant="body2" color="text.secondary">
                        {formatDate(o.createdAt, lang)}
                      </Typography>
                    </TableCell>
                    <TableCell>{buyer(o)}</TableCell>
                    <TableCell sx={{ maxWidth: 280 }}>{o.courseTitles.join(', ')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 800 }}>
                      {amount(o)}
                    </TableCell>
                    <TableCell>{method(o)}</TableCell>
                    <TableCell>
                      <OrderStatusChip status={o.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
        <Pagination page={query.page ?? 1} pageCount={Math.ceil(data.total / ORDERS_PAGE_SIZE)} onChange={(page) => change({ page: page > 1 ? String(page) : undefined })} />
      </Box>
    );
  }

  const select = { select: true, size: 'small' as const, sx: { flex: { xs: '1 1 140px', sm: '0 1 190px' } } };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_ORDERS.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('ADMIN_ORDERS.INTRO')}
        </Typography>
      </Box>
      <Box component="form" role="search" onSubmit={onSearch} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="search"
          size="small"
          label={t('ADMIN_ORDERS.SEARCH')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('ADMIN_ORDERS.FROM')}
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('ADMIN_ORDERS.TO')}
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.target.value })}
          error={rangeInvalid}
          helperText={rangeInvalid ? t('ADMIN_ORDERS.RANGE_INVALID') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
        />
        <Button type="submit" variant="outlined">
          {t('ADMIN_ORDERS.SEARCH_BUTTON')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField {...select} label={t('ADMIN_ORDERS.FILTER_STATUS')} value={query.status ?? ''} onChange={(e) => change({ status: e.target.value })}>
          <MenuItem value="">{t('ADMIN_ORDERS.ANY')}</MenuItem>
          {ORDER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(ORDER_STATUS[s].key)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...select} label={t('ADMIN_ORDERS.FILTER_METHOD')} value={query.method ?? ''} onChange={(e) => change({ method: e.target.value })}>
          <MenuItem value="">{t('ADMIN_ORDERS.ANY')}</MenuItem>
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(METHOD_KEYS[m].name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...select} label={t('ADMIN_ORDERS.FILTER_CURRENCY')} value={query.currency ?? ''} onChange={(e) => change({ currency: e.target.value })}>
          <MenuItem value="">{t('ADMIN_ORDERS.ANY')}</MenuItem>
          {CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {body}
    </Box>
  );
}
