// /admin/payments: QR transfers waiting for an admin ("Awaiting transfer": the buyer paid from a bank
// app to the shop's own QR; an admin checks the bank statement and marks it received with the bank's
// reference, which pays the order and enrols the buyer; a transfer that arrived after its order expired
// or was cancelled is marked received from "All payments": a late payment), every payment, searchable
// and paged, and the flagged payment events (FlaggedEvents).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../shared/constants';
import type { AdminPayment } from '../../../shared/schemas/commerce';
import type { AdminPaymentQuery } from '../../api/adminPaymentsApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { currencyOf, methodOf, ORDER_STATUS, orderStatusOf } from '../orders';
import { ADMIN_PAGE_SIZE, paymentReceivedRequest, paymentsRequest } from './adminPaymentsRequests';
import { FlaggedEvents } from './FlaggedEvents';
import { ReferenceDialog } from './ReferenceDialog';
import { PageHeading } from '../../components/PageHeading';
import { METHOD_KEYS } from '../../lib/paymentMethods';
import { LoadFailed, LoadingList } from '../../components/RequestStates';

type TabId = 'awaiting' | 'all' | 'flagged';

/** A QR transfer an admin may still confirm: pending, or closed with its order (expired, cancelled: a late payment). */
export function canConfirmTransfer(p: AdminPayment): boolean {
  if (p.payment.provider !== 'qr') return false;
  if (p.payment.status === 'pending') return true;
  return (p.payment.status === 'expired' || p.payment.status === 'cancelled') && (p.orderStatus === 'expired' || p.orderStatus === 'cancelled');
}

export const PAYMENT_STATUS_KEYS: { readonly [S in PaymentStatus]: string } = {
  pending: 'ADMIN_PAYMENTS.PAYMENT_STATUS.PENDING',
  succeeded: 'ADMIN_PAYMENTS.PAYMENT_STATUS.SUCCEEDED',
  failed: 'ADMIN_PAYMENTS.PAYMENT_STATUS.FAILED',
  expired: 'ADMIN_PAYMENTS.PAYMENT_STATUS.EXPIRED',
  cancelled: 'ADMIN_PAYMENTS.PAYMENT_STATUS.CANCELLED',
};
const paymentStatusOf = (value: string): PaymentStatus => ((PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'pending');

/** An address that wraps before its '@' rather than in the middle of a word. */
function emailLines(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />@{email.slice(at + 1)}
    </>
  );
}

function Buyer({ buyer }: { buyer: AdminPayment['buyer'] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{buyer.name || buyer.username}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {emailLines(buyer.email)}
      </Typography>
    </Box>
  );
}

export default function AdminPaymentsPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('ADMIN_PAYMENTS.PAYMENTS_TITLE'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [tab, setTab] = useState<TabId>('awaiting');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const query: AdminPaymentQuery | null = tab === 'flagged' ? null : { status: tab, search: search || undefined, page, pageSize: ADMIN_PAGE_SIZE };
  const { state, reload } = useRequest(paymentsRequest, query);
  const received = useSubmit(paymentReceivedRequest);
  const data = state.data;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };
  const { reset: resetReceived } = received;
  const closeDialog = useCallback(() => {
    setConfirming(null);
    resetReceived();
  }, [resetReceived]);

  // A confirmed transfer: the dialog closes, the page says what happened, and the list is read again.
  const receivedData = received.state.status === 'succeeded' ? received.state.data : null;
  const [handled, setHandled] = useState<AdminPayment | null>(null);
  if (receivedData && receivedData !== handled) {
    setHandled(receivedData);
    setConfirmed(receivedData.orderNumber);
    setConfirming(null);
  }
  useEffect(() => {
    if (receivedData) reload();
  }, [receivedData, reload]);

  const amount = (p: AdminPayment) => formatMoney(p.payment.amountMinor, currencyOf(p.payment.currency), lang);
  const method = (p: AdminPayment) => {
    const m = methodOf(p.payment.method);
    return m ? t(METHOD_KEYS[m].name) : p.payment.method;
  };
  const status = (p: AdminPayment) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" label={t(PAYMENT_STATUS_KEYS[paymentStatusOf(p.payment.status)])} />
      <Chip
        size="small"
        variant="outlined"
        color={ORDER_STATUS[orderStatusOf(p.orderStatus)].color}
        label={t(ORDER_STATUS[orderStatusOf(p.orderStatus)].key)}
        // On white the main shade of an outlined chip's text is too faint (warning: about 3:1); its dark shade reads.
        sx={(theme) => {
          const c = ORDER_STATUS[orderStatusOf(p.orderStatus)].color;
          return theme.palette.mode === 'light' && c !== 'default' ? { color: theme.palette[c].dark } : {};
        }}
      />
    </Box>
  );
  const action = (p: AdminPayment) =>
    canConfirmTransfer(p) && (tab === 'awaiting' || p.payment.status !== 'pending') ? (
      <Button size="small" variant="contained" sx={{ whiteSpace: 'nowrap' }} onClick={() => setConfirming(p)} aria-label={t('ADMIN_PAYMENTS.MARK_RECEIVED_OF', { number: p.orderNumber })}>
        {t('ADMIN_PAYMENTS.MARK_RECEIVED')}
      </Button>
    ) : p.bankReference ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('ADMIN_PAYMENTS.REFERENCE')}: {p.bankReference}
      </Typography>
    ) : null;

  let body;
  if (tab === 'flagged') {
    body = <FlaggedEvents />;
  } else if (state.status === 'failed' && !data) {
    body = (
      <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_PAYMENTS.RETRY')} onRetry={reload} />
    );
  } else if (!data) {
    body = (
      <LoadingList count={3} height={56} gap={1} radius={2} />
    );
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(search ? 'ADMIN_PAYMENTS.NO_MATCH' : tab === 'awaiting' ? 'ADMIN_PAYMENTS.NONE_AWAITING' : 'ADMIN_PAYMENTS.NONE')} text={tab === 'awaiting' && !search ? t('ADMIN_PAYMENTS.NONE_AWAITING_TEXT') : undefined} />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.items.map((p) => (
              <Paper component="li" variant="outlined" key={p.payment.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{p.orderNumber}</Typography>
                  <Typography sx={{ fontWeight: 800 }}>{amount(p)}</Typography>
                </Box>
                <Buyer buyer={p.buyer} />
                <Typography variant="body2" color="text.secondary">
                  {method(p)} · {formatDate(p.createdAt, lang)}
                </Typography>
                {status(p)}
                {action(p)}
              </Paper>
            ))}
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label={t(tab === 'awaiting' ? 'ADMIN_PAYMENTS.TAB_AWAITING' : 'ADMIN_PAYMENTS.TAB_ALL')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ADMIN_PAYMENTS.COLUMN.BUYER')}</TableCell>
                  <TableCell>{t('ADMIN_PAYMENTS.COLUMN.ORDER')}</TableCell>
                  <TableCell align="right">{t('ADMIN_PAYMENTS.COLUMN.AMOUNT')}</TableCell>
                  <TableCell>{t('ADMIN_PAYMENTS.COLUMN.METHOD')}</TableCell>
                  <TableCell>{t('ADMIN_PAYMENTS.COLUMN.STATUS')}</TableCell>
                  {tab === 'awaiting' && <TableCell>{t('ADMIN_PAYMENTS.COLUMN.ACTION')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((p) => (
                  <TableRow key={p.payment.id}>
                    <TableCell>
                      <Buyer buyer={p.buyer} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Typography sx={{ fontWeight: 700 }}>{p.orderNumber}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatDate(p.createdAt, lang)}
                      </Typography>
                      {p.payment.reference && p.payment.reference !== p.orderNumber && (
                        <Typography variant="caption" color="text.secondary">
                          {t('ADMIN_PAYMENTS.TRANSFER_REFERENCE')}: {p.payment.reference}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 800 }}>
                      {amount(p)}
                    </TableCell>
                    <TableCell>{method(p)}</TableCell>
                    <TableCell>
                      {status(p)}
                      {tab === 'all' && action(p)}
                    </TableCell>
                    {tab === 'awaiting' && <TableCell>{action(p)}</TableCell>}
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

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('ADMIN_PAYMENTS.PAYMENTS_TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('ADMIN_PAYMENTS.PAYMENTS_INTRO')}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => {
          setTab(value);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="awaiting" label={t('ADMIN_PAYMENTS.TAB_AWAITING')} />
        <Tab value="all" label={t('ADMIN_PAYMENTS.TAB_ALL')} />
        <Tab value="flagged" label={t('ADMIN_PAYMENTS.TAB_FLAGGED')} />
      </Tabs>
      {tab !== 'flagged' && (
        <Box component="form" role="search" onSubmit={onSearch} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            type="search"
            size="small"
            label={t('ADMIN_PAYMENTS.SEARCH')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined">
            {t('ADMIN_PAYMENTS.SEARCH_BUTTON')}
          </Button>
        </Box>
      )}
      {confirmed && (
        <Alert severity="success" role="status" onClose={() => setConfirmed(null)}>
          {t('ADMIN_PAYMENTS.RECEIVED_DONE', { number: confirmed })}
        </Alert>
      )}
      {body}
      {confirming && (
        <ReferenceDialog
          title={t('ADMIN_PAYMENTS.RECEIVED_TITLE', { number: confirming.orderNumber })}
          text={`${t('ADMIN_PAYMENTS.RECEIVED_TEXT', { amount: amount(confirming), method: method(confirming), buyer: confirming.buyer.name || confirming.buyer.username, reference: confirming.payment.reference })}${confirming.payment.status === 'pending' ? '' : ` ${t('ADMIN_PAYMENTS.RECEIVED_LATE')}`}`}
          confirmLabel={t('ADMIN_PAYMENTS.RECEIVED_CONFIRM')}
          busy={received.state.status === 'loading'}
          error={received.state.status === 'failed' && received.state.error ? t(errorMessageKey(received.state.error.code)) : null}
          onCancel={closeDialog}
          onConfirm={(reference) => received.submit({ id: confirming.payment.id, reference })}
        />
      )}
    </Box>
  );
}
