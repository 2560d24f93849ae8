// One account's payouts (an instructor's earnings or an affiliate's commissions): the balance per
// currency (available, pending, in payout, paid), the payout method (masked; changing it asks for the
// password and pauses payouts for a day), a request form (the method's currency only, the amount typed
// in major units and sent in minor units, at least the minimum, at most what is available) and the
// history of payouts with their status. The instructor's payouts page and the affiliate page show it.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
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
import { PAYOUT_KIND_CURRENCY, PAYOUT_METHOD_COOLDOWN_HOURS, type Currency, type Language, type PayoutAccountName } from '../../../shared/constants';
import type { Balance, Payout, PayoutMethod } from '../../../shared/schemas/money';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMinor, formatMoney } from '../../lib/money';
import { selectLanguage } from '../locale';
import { currencyOf } from '../orders';
import { kindOf } from './payoutMethodRules';
import { checkPayoutAmount, requestBlock, selectPayoutMinimums, type PayoutMinimums, type RequestBlock } from './payoutAmount';
import { PayoutMethodDialog } from './PayoutMethodDialog';
import { balancesRequest, HISTORY_PAGE_SIZE, payoutCreateRequest, payoutHistoryRequest, payoutMethodRequest } from './payoutsRequests';
import { formatDateTime, MethodLines, PayoutStatusChip } from './payoutViews';

/** Now, and again when `until` passes (a recently changed method becomes usable without a reload). */
function useNowUntil(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const wait = Date.parse(until) - Date.now();
    if (Number.isNaN(wait)) return;
    // Past already: the clock is read again at once (it may be older than `until`).
    const timer = window.setTimeout(() => setNow(Date.now()), wait > 0 ? Math.min(wait + 1000, 2_147_483_647) : 0);
    return () => window.clearTimeout(timer);
  }, [until]);
  return now;
}

function Section({ id, title, children, action }: { id: string; title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** One term and its value: a div of one dt and one dd, the only wrapper a dl's groups may have (so the whole-row figure spans through `wide`, not through another div). */
function Figure({ label, value, strong = false, note, wide = false }: { label: string; value: string; strong?: boolean; note?: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? 22 : 16, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4 }}>
            {note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function BalanceCard({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const currency = currencyOf(balance.currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const negative = balance.availableMinor < 0;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`balance-${balance.currency}`} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
      <Typography id={`balance-${balance.currency}`} component="h3" sx={{ fontWeight: 700 }}>
        {t('PAYOUTS.BALANCES.CURRENCY', { currency: balance.currency })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <Figure label={t('PAYOUTS.BALANCES.AVAILABLE')} value={money(balance.availableMinor)} strong wide note={negative ? t('PAYOUTS.BALANCES.NEGATIVE') : undefined} />
        <Figure
          label={t('PAYOUTS.BALANCES.PENDING')}
          value={money(balance.pendingMinor)}
          note={balance.nextReleaseAt ? t('PAYOUTS.BALANCES.NEXT_RELEASE', { date: formatDate(balance.nextReleaseAt, lang) }) : undefined}
        />
        <Figure label={t('PAYOUTS.BALANCES.IN_PAYOUT')} value={money(balance.inPayoutMinor)} />
        <Figure label={t('PAYOUTS.BALANCES.PAID')} value={money(balance.paidMinor)} />
      </Box>
    </Paper>
  );
}

function blockText(block: RequestBlock, currency: Currency | null, lang: Language, minimums: PayoutMinimums, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (block.reason) {
    case 'noMethod':
      return t('PAYOUTS.REQUEST.BLOCK_NO_METHOD');
    case 'recentChange':
      return t('PAYOUTS.REQUEST.BLOCK_RECENT', { hours: PAYOUT_METHOD_COOLDOWN_HOURS, time: formatDateTime(block.usableFrom, lang) });
    case 'openPayout':
      return t('PAYOUTS.REQUEST.BLOCK_OPEN', { amount: currency ? formatMoney(block.amountMinor, currency, lang) : '' });
    case 'tooLittle':
      return currency
        ? t('PAYOUTS.REQUEST.BLOCK_TOO_LITTLE', { minimum: formatMoney(minimums[currency], currency, lang), available: formatMoney(block.availableMinor, currency, lang) })
        : '';
  }
}

// Beside the amount field on a wider screen (level with its input); on a phone, under it, full width.
const actionSx = { mt: { xs: 0, sm: 1 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

function RequestForm({
  account,
  method,
  balances,
  recentPayouts,
  onRequested,
}: {
  account: PayoutAccountName;
  method: PayoutMethod | null;
  balances: readonly Balance[];
  recentPayouts: readonly Payout[];
  onRequested: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const now = useNowUntil(method?.usableFrom ?? null);
  const kind = method ? kindOf(method.method.kind) : null;
  const currency = kind ? PAYOUT_KIND_CURRENCY[kind] : null;
  const balance = currency ? balances.find((b) => b.currency === currency) : undefined;
  const available = balance?.availableMinor ?? 0;
  // The minimum in force: an admin's setting, read with the runtime configuration.
  const minimums = useAppSelector(selectPayoutMinimums);
  const block = requestBlock({ method, balance, currency, recentPayouts, now, minimums });
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const { state, submit, reset } = useSubmit(payoutCreateRequest);
  const busy = state.status === 'loading';

  // A payout asked for: the form empties and the balances and history are read again (once per answer).
  const created = state.status === 'succeeded' ? state.data : null;
  const [handled, setHandled] = useState<Payout | null>(null);
  if (created && created !== handled) {
    setHandled(created);
    setAmount('');
    setTouched(false);
  }
  useEffect(() => {
    if (created) onRequested();
  }, [created, onRequested]);

  const check = currency ? checkPayoutAmount(amount, currency, available, minimums) : null;
  const fieldError = touched && check && !check.ok ? check.key : null;
  const money = (minor: number) => (currency ? formatMoney(minor, currency, lang) : '');
  const otherCurrencies = balances.filter((b) => b.currency !== currency && b.availableMinor > 0).map((b) => b.currency);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (busy || block || !currency || !check?.ok) return;
    submit({ amount: check.minor, currency, account });
  };

  const disabled = block !== null || busy;
  // Just asked for: the success says it; the "a payout is on its way" note would say it twice.
  const blockShown = block !== null && !(created && block.reason === 'openPayout');
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-describedby={blockShown ? 'payout-block' : undefined} sx={{ display: 'grid', gap: 1.5 }}>
      {block && blockShown && (
        <Alert id="payout-block" severity="info" role="status">
          {blockText(block, currency, lang, minimums, t)}
        </Alert>
      )}
      {state.status === 'failed' && state.error && (
        <Alert severity="error" role="alert" onClose={reset}>
          {t(errorMessageKey(state.error.code))}
        </Alert>
      )}
      {created && (
        <Alert severity="success" role="status" onClose={reset}>
          {t('PAYOUTS.REQUEST.DONE', { amount: formatMoney(created.amountMinor, currencyOf(created.currency), lang) })}
        </Alert>
      )}
      {currency && (
        <Typography variant="body2" color="text.secondary">
          {t('PAYOUTS.REQUEST.FACTS', { currency, available: money(available), minimum: money(minimums[currency]) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          id={`payout-amount-${account}`}
          label={t('PAYOUTS.REQUEST.AMOUNT')}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            if (state.status !== 'idle' && !busy) reset();
          }}
          disabled={disabled}
          required
          error={fieldError !== null}
          helperText={
            fieldError
              ? t(fieldError, { minimum: money(currency ? minimums[currency] : 0), available: money(available) })
              : check?.ok
                ? t('PAYOUTS.REQUEST.YOU_GET', { amount: money(check.minor) })
                : t(currency === 'VND' ? 'PAYOUTS.REQUEST.AMOUNT_HINT_WHOLE' : 'PAYOUTS.REQUEST.AMOUNT_HINT')
          }
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
          slotProps={{
            htmlInput: { inputMode: currency === 'VND' ? 'numeric' : 'decimal', maxLength: 20, autoComplete: 'off' },
            input: currency ? { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> } : undefined,
          }}
        />
        <Button
          variant="outlined"
          disabled={disabled || available <= 0}
          onClick={() => {
            if (!currency) return;
            setAmount(formatMinor(available, currency));
            setTouched(true);
            if (state.status !== 'idle') reset();
          }}
          sx={actionSx}
        >
          {t('PAYOUTS.REQUEST.ALL')}
        </Button>
        <Button type="submit" variant="contained" disabled={disabled} sx={actionSx}>
          {t(busy ? 'PAYOUTS.REQUEST.SENDING' : 'PAYOUTS.REQUEST.SUBMIT')}
        </Button>
      </Box>
      {otherCurrencies.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('PAYOUTS.REQUEST.OTHER_CURRENCIES', { currencies: otherCurrencies.join(', ') })}
        </Typography>
      )}
    </Box>
  );
}

function PayoutDetail({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  if (payout.status === 'paid')
    return (
      <Typography variant="body2" color="text.secondary">
        {payout.paidAt ? `${formatDate(payout.paidAt, lang)} · ` : ''}
        {t('PAYOUTS.HISTORY.REFERENCE', { reference: payout.reference ?? '—' })}
      </Typography>
    );
  if (payout.status === 'rejected')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
        {t('PAYOUTS.HISTORY.REASON', { reason: payout.rejectReason ?? '—' })}
      </Typography>
    );
  if (payout.status === 'approved' && payout.approvedAt)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('PAYOUTS.HISTORY.APPROVED_ON', { date: formatDate(payout.approvedAt, lang) })}
      </Typography>
    );
  return null;
}

function History({ payouts, page, pageCount, onPage, busy }: { payouts: readonly Payout[]; page: number; pageCount: number; onPage: (page: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const amount = (p: Payout) => formatMoney(p.amountMinor, currencyOf(p.currency), lang);
  return (
    <Box aria-busy={busy}>
      {phone ? (
        <Box component="ul" aria-label={t('PAYOUTS.HISTORY.TITLE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {payouts.map((p) => (
            <Paper component="li" variant="outlined" key={p.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{amount(p)}</Typography>
                <PayoutStatusChip status={p.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('PAYOUTS.HISTORY.REQUESTED_ON', { date: formatDate(p.requestedAt, lang) })}
              </Typography>
              <MethodLines method={p.method} />
              <PayoutDetail payout={p} />
            </Paper>
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('PAYOUTS.HISTORY.TITLE')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('PAYOUTS.HISTORY.REQUESTED')}</TableCell>
                <TableCell align="right">{t('PAYOUTS.HISTORY.AMOUNT')}</TableCell>
                <TableCell>{t('PAYOUTS.HISTORY.METHOD')}</TableCell>
                <TableCell>{t('PAYOUTS.HISTORY.STATUS')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payouts.map((p) => (
                <TableRow key={p.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.requestedAt, lang)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                    {amount(p)}
                  </TableCell>
                  <TableCell>
                    <MethodLines method={p.method} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                      <PayoutStatusChip status={p.status} />
                      <PayoutDetail payout={p} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Pagination page={page} pageCount={pageCount} onChange={onPage} />
    </Box>
  );
}

export function PayoutsPanel({ account }: { account: PayoutAccountName }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [methodSaved, setMethodSaved] = useState(false);
  const balances = useRequest(balancesRequest, account);
  const method = useRequest(payoutMethodRequest, 'mine');
  const history = useRequest(payoutHistoryRequest, { account, page, pageSize: HISTORY_PAGE_SIZE });

  const { reload: reloadBalances } = balances;
  const { reload: reloadHistory } = history;
  const { reload: reloadMethod } = method;
  const onRequested = useCallback(() => {
    reloadBalances();
    if (page === 1) reloadHistory();
    else setPage(1);
  }, [reloadBalances, reloadHistory, page]);
  const closeMethod = useCallback(
    (saved: boolean) => {
      setEditing(false);
      if (saved) {
        setMethodSaved(true);
        reloadMethod();
      }
    },
    [reloadMethod],
  );

  const retry = t('PAYOUTS.RETRY');
  const failed = (code: string | undefined, onRetry: () => void) => <LoadFailed message={t(errorMessageKey(code ?? 'UNKNOWN'))} retryLabel={retry} onRetry={onRetry} />;

  let balancesBody;
  if (balances.state.status === 'failed' && !balances.state.data) balancesBody = failed(balances.state.error?.code, reloadBalances);
  else if (!balances.state.data) balancesBody = <LoadingList count={1} height={150} radius={2} />;
  else if (balances.state.data.length === 0) balancesBody = <EmptyState title={t('PAYOUTS.BALANCES.EMPTY')} text={t(account === 'instructor' ? 'PAYOUTS.BALANCES.EMPTY_INSTRUCTOR' : 'PAYOUTS.BALANCES.EMPTY_AFFILIATE')} />;
  else
    balancesBody = (
      <Box component="ul" aria-busy={balances.state.status === 'loading'} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
        {balances.state.data.map((b) => (
          <BalanceCard key={b.currency} balance={b} />
        ))}
      </Box>
    );

  const current = method.state.data ? method.state.data.method : null;
  const currentKind = current ? kindOf(current.method.kind) : null;
  let methodBody;
  if (method.state.status === 'failed' && !method.state.data) methodBody = failed(method.state.error?.code, reloadMethod);
  else if (!method.state.data) methodBody = <LoadingList count={1} height={110} radius={2} />;
  else
    methodBody = (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        {current ? (
          <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
            <MethodLines method={current.method} large />
            <Typography variant="body2" color="text.secondary">
              {currentKind && `${t('PAYOUTS.METHOD.RECEIVES', { currency: PAYOUT_KIND_CURRENCY[currentKind] })} · `}{t('PAYOUTS.METHOD.UPDATED', { date: formatDate(current.updatedAt, lang) })}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ flex: '1 1 240px' }}>
            {t('PAYOUTS.METHOD.NONE')}
          </Typography>
        )}
        <Button variant={current ? 'outlined' : 'contained'} onClick={() => setEditing(true)} aria-haspopup="dialog">
          {t(current ? 'PAYOUTS.METHOD.CHANGE' : 'PAYOUTS.METHOD.ADD')}
        </Button>
      </Paper>
    );

  const historyData = history.state.data;
  let historyBody;
  if (history.state.status === 'failed' && !historyData) historyBody = failed(history.state.error?.code, reloadHistory);
  else if (!historyData) historyBody = <LoadingList count={2} height={56} />;
  else if (historyData.items.length === 0) historyBody = <EmptyState title={t('PAYOUTS.HISTORY.EMPTY')} text={t('PAYOUTS.HISTORY.EMPTY_TEXT')} />;
  else
    historyBody = (
      <History payouts={historyData.items} page={page} pageCount={Math.ceil(historyData.total / HISTORY_PAGE_SIZE)} onPage={setPage} busy={history.state.status === 'loading'} />
    );

  // The request form needs the method and the balances; the newest payouts tell it whether one is open.
  const ready = method.state.data !== null && balances.state.data !== null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Section id={`payouts-balances-${account}`} title={t(account === 'instructor' ? 'PAYOUTS.BALANCES.TITLE_INSTRUCTOR' : 'PAYOUTS.BALANCES.TITLE_AFFILIATE')}>
        {balancesBody}
      </Section>
      <Section id={`payouts-method-${account}`} title={t('PAYOUTS.METHOD.TITLE')}>
        {methodSaved && (
          <Alert severity="success" role="status" onClose={() => setMethodSaved(false)}>
            {t('PAYOUTS.METHOD.SAVED', { hours: PAYOUT_METHOD_COOLDOWN_HOURS })}
          </Alert>
        )}
        {methodBody}
      </Section>
      <Section id={`payouts-request-${account}`} title={t('PAYOUTS.REQUEST.TITLE')}>
        {ready ? (
          <RequestForm account={account} method={current} balances={balances.state.data ?? []} recentPayouts={page === 1 ? (historyData?.items ?? []) : []} onRequested={onRequested} />
        ) : balances.state.status === 'failed' || method.state.status === 'failed' ? (
          <Typography color="text.secondary">{t('PAYOUTS.REQUEST.UNAVAILABLE')}</Typography>
        ) : (
          <LoadingList count={1} height={72} radius={2} />
        )}
      </Section>
      <Section id={`payouts-history-${account}`} title={t('PAYOUTS.HISTORY.TITLE')}>
        {historyBody}
      </Section>
      {editing && <PayoutMethodDialog current={current} onClose={closeMethod} onStale={reloadMethod} />}
    </Box>
  );
}
