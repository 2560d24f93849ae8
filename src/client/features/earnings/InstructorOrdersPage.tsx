// /instructor/orders: the orders of the instructor's courses (refunds included): number, date, course,
// the buyer as the server masks them, what they paid, the instructor's net, the channel, the coupon and
// the status; filters (status, course, dates, a search by order number or course), pages and the CSV of
// the same filters. On a phone the table becomes a list of cards.
import { Fragment, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import type { Language } from '../../../shared/constants';
import type { InstructorOrder, InstructorOrderQuery } from '../../../shared/schemas/money';
import type { InstructorOrderFilter } from '../../api/earningsApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { currencyOf, ORDER_STATUS, orderStatusOf } from '../orders';
import { DateRangeFields, rangeIsValid, type DayRange } from './DateRangeFields';
import { NoSalesYet } from './NoSalesYet';
import { CHANNEL_KEYS, channelOf, signedMoney } from './earningsFormat';
import { ORDERS_PAGE_SIZE, orderCoursesRequest, ordersCsvRequest, ordersRequest } from './earningsRequests';

type StatusFilter = NonNullable<InstructorOrderQuery['status']>;
const STATUS_FILTERS: readonly { value: StatusFilter; key: string }[] = [
  { value: 'all', key: 'EARNINGS.ORDERS.STATUS_ALL' },
  { value: 'paid', key: 'EARNINGS.ORDERS.STATUS_PAID' },
  { value: 'refund_requested', key: 'EARNINGS.ORDERS.STATUS_REFUND_REQUESTED' },
  { value: 'refunded', key: 'EARNINGS.ORDERS.STATUS_REFUNDED' },
];

function StatusChip({ order }: { order: InstructorOrder }) {
  const { t } = useTranslation();
  const { key, color } = ORDER_STATUS[orderStatusOf(order.status)];
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={t(key)} />;
}

function Course({ order }: { order: InstructorOrder }) {
  return (
    <Box component="span" lang={order.course.lang}>
      {order.course.title}
    </Box>
  );
}

function Channel({ order }: { order: InstructorOrder }) {
  const { t } = useTranslation();
  const channel = channelOf(order.channel);
  if (!channel) return <>–</>;
  // Thai has no spaces between words, so a narrow column may break a word anywhere ("แอฟฟิลิ|เอต"):
  // the label breaks only at its spaces, between its phrases.
  const words = t(CHANNEL_KEYS[channel]).split(' ');
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {word}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

const orderDate = (order: InstructorOrder, lang: Language) => formatDate(order.paidAt ?? order.createdAt, lang);

export default function InstructorOrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('EARNINGS.ORDERS.TITLE'));
  const lang = useAppSelector(selectLanguage);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [status, setStatus] = useState<StatusFilter>('all');
  const [courseId, setCourseId] = useState<number | undefined>(undefined);
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const valid = rangeIsValid(range);
  const filters: Omit<InstructorOrderFilter, 'page' | 'pageSize'> = { status, courseId, from: range.from || undefined, to: range.to || undefined, search: search || undefined };
  const { state, reload } = useRequest(ordersRequest, valid ? { ...filters, page, pageSize: ORDERS_PAGE_SIZE } : null);
  const courses = useRequest(orderCoursesRequest, 'mine').state.data?.items ?? [];
  const csv = useSubmit(ordersCsvRequest);
  const data = state.data;
  const filtered = status !== 'all' || courseId !== undefined || Boolean(range.from || range.to || search);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };
  const money = (order: InstructorOrder) => formatMoney(order.paidMinor, currencyOf(order.currency), lang);
  const net = (order: InstructorOrder) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: order.netMinor < 0 ? 'error.main' : undefined }}>
      {signedMoney(order.netMinor, currencyOf(order.currency), lang)}
    </Box>
  );

  let body;
  if (!valid) body = null;
  else if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('EARNINGS.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={4} height={56} gap={1} radius={2} />;
  } else if (data.items.length === 0) {
    body = filtered ? <EmptyState title={t('EARNINGS.ORDERS.NO_MATCH')} /> : <NoSalesYet />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'} sx={{ minWidth: 0 }}>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('EARNINGS.ORDERS.COUNT', { count: data.total })}
        </Typography>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.items.map((order) => (
              <Paper component="li" variant="outlined" key={`${order.orderId}-${order.course.id}`} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{order.number}</Typography>
                  <StatusChip order={order} />
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Course order={order} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {orderDate(order, lang)} · {order.buyer}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, '& dd': { m: 0 } }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('EARNINGS.ORDERS.COLUMN.PAID')}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    {money(order)}
                  </Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('EARNINGS.ORDERS.COLUMN.NET')}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    {net(order)}
                  </Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('EARNINGS.ORDERS.COLUMN.CHANNEL')}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    <Channel order={order} />
                  </Typography>
                  {order.couponCode && (
                    <>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {t('EARNINGS.ORDERS.COLUMN.COUPON')}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {order.couponCode}
                      </Typography>
                    </>
                  )}
                </Box>
              </Paper>
            ))}
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label={t('EARNINGS.ORDERS.TITLE')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('EARNINGS.ORDERS.COLUMN.NUMBER_DATE')}</TableCell>
                  <TableCell>{t('EARNINGS.COLUMN.COURSE')}</TableCell>
                  <TableCell>{t('EARNINGS.ORDERS.COLUMN.BUYER')}</TableCell>
                  <TableCell align="right">{t('EARNINGS.ORDERS.COLUMN.PAID')}</TableCell>
                  <TableCell align="right">{t('EARNINGS.ORDERS.COLUMN.NET')}</TableCell>
                  <TableCell>{t('EARNINGS.ORDERS.COLUMN.CHANNEL_COUPON')}</TableCell>
                  <TableCell>{t('EARNINGS.COLUMN.STATUS')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((order) => (
                  <TableRow key={`${order.orderId}-${order.course.id}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {order.number}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {orderDate(order, lang)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                      <Course order={order} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.buyer}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {money(order)}
                    </TableCell>
                    <TableCell align="right">{net(order)}</TableCell>
                    <TableCell sx={{ minWidth: 130 }}>
                      <Channel order={order} />
                      {order.couponCode && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t('EARNINGS.ORDERS.COUPON_OF')}{' '}
                          <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                            {order.couponCode}
                          </Box>
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <StatusChip order={order} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
        <Pagination page={page} pageCount={Math.ceil(data.total / ORDERS_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading>{t('EARNINGS.ORDERS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {t('EARNINGS.ORDERS.INTRO')}
          </Typography>
        </Box>
        <Button variant="outlined" disabled={!valid || csv.state.status === 'loading' || (data?.total ?? 0) === 0} onClick={() => csv.submit(filters)}>
          {t('EARNINGS.DOWNLOAD_CSV')}
        </Button>
      </Box>
      {csv.state.status === 'failed' && csv.state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(csv.state.error.code))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('EARNINGS.ORDERS.FILTER_STATUS')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as StatusFilter);
            setPage(1);
          }}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
        >
          {STATUS_FILTERS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {t(s.key)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('EARNINGS.ORDERS.FILTER_COURSE')}
          value={courseId === undefined ? '' : String(courseId)}
          onChange={(e) => {
            setCourseId(e.target.value === '' ? undefined : Number(e.target.value));
            setPage(1);
          }}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' }, minWidth: 0 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('EARNINGS.ORDERS.ALL_COURSES')}</MenuItem>
          {courses.map((c) => (
            <MenuItem key={c.id} value={String(c.id)} sx={{ whiteSpace: 'normal' }}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <Box component="form" role="search" onSubmit={onSearch} sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 420 } }}>
          <TextField size="small" type="search" label={t('EARNINGS.ORDERS.SEARCH')} value={searchText} onChange={(e) => setSearchText(e.target.value)} sx={{ flex: 1, minWidth: 0 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Button type="submit" variant="outlined">
            {t('EARNINGS.ORDERS.SEARCH_BUTTON')}
          </Button>
        </Box>
      </Box>
      {body}
    </Box>
  );
}
