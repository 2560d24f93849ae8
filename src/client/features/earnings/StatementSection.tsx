// The statement of one account: every ledger entry of a date range and currency (an instructor's sales,
// an affiliate's commissions, refunds, payouts) with its state and signed amount, the range's totals,
// pages and the CSV of the same filters. An instructor's sale opens its breakdown (an affiliate's
// statement has none). On a phone the table becomes a list of cards.
import { useState } from 'react';
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
import { CURRENCIES, type Currency, type Language, type PayoutAccountName } from '../../../shared/constants';
import type { StatementEntry } from '../../../shared/schemas/money';
import type { StatementFilter } from '../../api/earningsApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { DateRangeFields, rangeIsValid, type DayRange } from './DateRangeFields';
import { currencyOf } from '../orders';
import { ENTRY_KIND_KEYS, STATEMENT_STATE, channelOf, entryKind, signedMoney, statementParts, statementStateOf } from './earningsFormat';
import { formatMoney } from '../../lib/money';
import { STATEMENT_PAGE_SIZE, statementCsvRequest, statementRequest } from './earningsRequests';
import { SaleBreakdownTip } from './SaleBreakdownTip';

function StatusChip({ entry, lang }: { entry: StatementEntry; lang: Language }) {
  const { t } = useTranslation();
  const state = statementStateOf(entry);
  const { key, color } = STATEMENT_STATE[state];
  return (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={t(key)} />
      {state === 'on_hold' && entry.availableAt && (
        <Typography variant="caption" color="text.secondary">
          {t('EARNINGS.STATEMENT.AVAILABLE_ON', { date: formatDate(entry.availableAt, lang) })}
        </Typography>
      )}
      {statementParts(entry, state).map(([partKey, minor]) => (
        <Typography key={partKey} variant="caption" color="text.secondary">
          {t(partKey, { amount: formatMoney(minor, currencyOf(entry.currency), lang) })}
        </Typography>
      ))}
    </Box>
  );
}

function Amount({ entry, lang }: { entry: StatementEntry; lang: Language }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap', fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: entry.amountMinor < 0 ? 'error.main' : undefined }}>
      {signedMoney(entry.amountMinor, currencyOf(entry.currency), lang)}
      {entry.breakdown ? (
        <SaleBreakdownTip breakdown={entry.breakdown} channel={channelOf(entry.channel)} currency={currencyOf(entry.currency)} lang={lang} orderNumber={entry.order?.number ?? null} />
      ) : (
        // The breakdown button's room, so that every amount of the column ends at the same place.
        <Box component="span" aria-hidden="true" sx={{ width: 30, flexShrink: 0 }} />
      )}
    </Box>
  );
}

function CourseTitle({ entry }: { entry: StatementEntry }) {
  if (!entry.course) return <>–</>;
  return (
    <Box component="span" lang={entry.course.lang}>
      {entry.course.title}
    </Box>
  );
}

/** The currencies of an account's balances, in CURRENCIES order (the statement's currency filter). */
export const heldCurrencies = (balances: readonly { currency: string }[]): Currency[] => CURRENCIES.filter((c) => balances.some((b) => b.currency === c));

/**
 * `currencies`: those the account has balances in (the currency filter offers them); `account`: whose
 * entries (the instructor's earnings by default, or the caller's affiliate commissions).
 */
export function StatementSection({ currencies: held, lang, account = 'instructor' }: { currencies: readonly Currency[]; lang: Language; account?: PayoutAccountName }) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [currency, setCurrency] = useState<Currency | ''>('');
  const [page, setPage] = useState(1);
  const filters = { from: range.from || undefined, to: range.to || undefined, currency: currency || undefined, ...(account === 'affiliate' ? { account } : {}) };
  const valid = rangeIsValid(range);
  const query: StatementFilter | null = valid ? { ...filters, page, pageSize: STATEMENT_PAGE_SIZE } : null;
  const { state, reload } = useRequest(statementRequest, query);
  const csv = useSubmit(statementCsvRequest);
  const data = state.data;
  const currencies = CURRENCIES.filter((c) => held.includes(c));
  const filtered = Boolean(range.from || range.to || currency);

  const changeRange = (next: DayRange) => {
    setRange(next);
    setPage(1);
  };

  let body;
  if (!valid) body = null;
  else if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('EARNINGS.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={4} height={48} gap={1} radius={1} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(filtered ? 'EARNINGS.STATEMENT.NO_MATCH' : 'EARNINGS.STATEMENT.EMPTY')} />;
  } else {
    const rows = data.items;
    body = (
      <Box aria-busy={state.status === 'loading'} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('EARNINGS.STATEMENT.TOTALS', { count: data.total })}
          </Typography>
          {data.totals.map((total) => (
            <Typography component="dd" key={total.currency} sx={{ m: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: total.amountMinor < 0 ? 'error.main' : undefined }}>
              {signedMoney(total.amountMinor, currencyOf(total.currency), lang)}
            </Typography>
          ))}
        </Box>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {rows.map((entry) => (
              <Paper component="li" variant="outlined" key={entry.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{t(ENTRY_KIND_KEYS[entryKind(entry)])}</Typography>
                  <Amount entry={entry} lang={lang} />
                </Box>
                {entry.course && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <CourseTitle entry={entry} />
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {formatDate(entry.createdAt, lang)}
                  {entry.order ? ` · ${entry.order.number}` : ''}
                </Typography>
                <StatusChip entry={entry} lang={lang} />
              </Paper>
            ))}
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label={t('EARNINGS.STATEMENT.TITLE')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('EARNINGS.COLUMN.DATE')}</TableCell>
                  <TableCell>{t('EARNINGS.COLUMN.ORDER')}</TableCell>
                  <TableCell>{t('EARNINGS.COLUMN.COURSE')}</TableCell>
                  <TableCell>{t('EARNINGS.COLUMN.KIND')}</TableCell>
                  <TableCell>{t('EARNINGS.COLUMN.STATUS')}</TableCell>
                  <TableCell align="right">{t('EARNINGS.COLUMN.AMOUNT')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.createdAt, lang)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.order?.number ?? '–'}</TableCell>
                    <TableCell sx={{ minWidth: 160, maxWidth: 320 }}>
                      <CourseTitle entry={entry} />
                    </TableCell>
                    <TableCell>{t(ENTRY_KIND_KEYS[entryKind(entry)])}</TableCell>
                    <TableCell>
                      <StatusChip entry={entry} lang={lang} />
                    </TableCell>
                    <TableCell align="right">
                      <Amount entry={entry} lang={lang} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
        <Pagination page={page} pageCount={Math.ceil(data.total / STATEMENT_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="statement-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="statement-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 800 }}>
          {t('EARNINGS.STATEMENT.TITLE')}
        </Typography>
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
        <DateRangeFields value={range} onChange={changeRange} />
        <TextField
          select
          size="small"
          label={t('EARNINGS.FILTER.CURRENCY')}
          value={currency}
          onChange={(e) => {
            setCurrency(e.target.value as Currency | '');
            setPage(1);
          }}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('EARNINGS.FILTER.ALL_CURRENCIES')}</MenuItem>
          {currencies.map((c) => (
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
