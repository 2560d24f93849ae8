// /admin/refunds: refund requests, filtered by status. Each shows the buyer, the order and its courses,
// the amount, the buyer's reason, how much of the courses they completed, and (QR-paid orders) the full
// account to send the money to. Approve (card: the provider refunds now; QR: then send the money by
// hand and mark it paid out with the bank's reference) or reject with a reason; money never moves
// without a confirmation.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES, type RefundStatus } from '../../../shared/constants';
import type { AdminRefund } from '../../../shared/schemas/commerce';
import type { AdminRefundQuery } from '../../api/adminPaymentsApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { errorMessageKey } from '../../lib/errors';
import { formatDate, formatPercent } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ActionMessages, DetailRow, ReasonDialog } from '../admin';
import { selectLanguage } from '../locale';
import { currencyOf, isBankKind, methodOf, PAYOUT_KIND_KEYS, REFUND_STATUS, refundStatusOf } from '../orders';
import { ADMIN_PAGE_SIZE, refundApproveRequest, refundPaidOutRequest, refundRejectRequest, refundsRequest } from './adminPaymentsRequests';
import { ReferenceDialog } from './ReferenceDialog';
import { PageHeading } from '../../components/PageHeading';
import { METHOD_KEYS } from '../../lib/paymentMethods';
import { LoadFailed, LoadingList } from '../../components/RequestStates';

type Action = { kind: 'approve' | 'reject' | 'paidOut'; item: AdminRefund };

function RefundCard({ item, onAction }: { item: AdminRefund; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { refund } = item;
  const status = refundStatusOf(refund.status);
  const method = methodOf(item.method);
  const account = refund.payoutAccount;
  const kindKey = account ? PAYOUT_KIND_KEYS[account.kind as keyof typeof PAYOUT_KIND_KEYS] : undefined;
  const amount = formatMoney(refund.amountMinor, currencyOf(refund.currency), lang);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`refund-${refund.id}`} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id={`refund-${refund.id}`} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          {t('ADMIN_PAYMENTS.REFUND_OF', { number: item.orderNumber, amount })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {item.partial && <Chip size="small" variant="outlined" label={t('ADMIN_PAYMENTS.PARTIAL')} />}
          <Chip size="small" color={REFUND_STATUS[status].color} label={t(REFUND_STATUS[status].key)} />
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <DetailRow label={t('ADMIN_PAYMENTS.COLUMN.BUYER')}>
          {item.buyer.name || item.buyer.username} · {item.buyer.email}
        </DetailRow>
        <DetailRow label={t(item.partial ? 'ADMIN_PAYMENTS.COURSES_ASKED' : 'ADMIN_PAYMENTS.COURSES')}>
          {refund.lines && refund.lines.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {refund.lines.map((l) => (
                <li key={l.courseId}>
                  {l.title} · {formatMoney(l.amountMinor, currencyOf(refund.currency), lang)}
                </li>
              ))}
            </Box>
          ) : (
            item.courseTitles.join(', ')
          )}
        </DetailRow>
        <DetailRow label={t('ADMIN_PAYMENTS.PAID_WITH')}>
          {method ? t(METHOD_KEYS[method].name) : '—'} · {t(refund.manual ? 'ADMIN_PAYMENTS.MANUAL' : 'ADMIN_PAYMENTS.AUTOMATIC')}
        </DetailRow>
        <DetailRow label={t('ADMIN_PAYMENTS.REQUESTED')}>{formatDate(refund.requestedAt, lang)}</DetailRow>
        <DetailRow label={t('ADMIN_PAYMENTS.PROGRESS')}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 320 }}>
            <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, item.progressPercent))} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={t('ADMIN_PAYMENTS.PROGRESS')} />
            <Typography variant="body2">{formatPercent(item.progressPercent, lang)}</Typography>
          </Box>
        </DetailRow>
        <DetailRow label={t('ADMIN_PAYMENTS.REASON')}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{refund.reason}</Typography>
        </DetailRow>
        {account && (
          <DetailRow label={t('ADMIN_PAYMENTS.PAYOUT_ACCOUNT')}>
            <Typography sx={{ fontWeight: 600 }}>{kindKey ? t(kindKey.name) : account.kind}</Typography>
            <Typography>{account.holderName}</Typography>
            {account.bank && isBankKind(account.kind as Parameters<typeof isBankKind>[0]) && <Typography>{account.bank}</Typography>}
            <Typography sx={{ fontFamily: 'monospace', fontSize: 16 }}>{account.value}</Typography>
          </DetailRow>
        )}
        {refund.rejectReason && <DetailRow label={t('ADMIN_PAYMENTS.REJECT_REASON')}>{refund.rejectReason}</DetailRow>}
        {refund.reference && <DetailRow label={t('ADMIN_PAYMENTS.REFERENCE')}>{refund.reference}</DetailRow>}
      </Box>
      {(status === 'requested' || (status === 'approved' && refund.manual)) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {status === 'requested' ? (
            <>
              <Button variant="contained" onClick={() => onAction({ kind: 'approve', item })}>
                {t('ADMIN_PAYMENTS.APPROVE')}
              </Button>
              <Button color="error" onClick={() => onAction({ kind: 'reject', item })}>
                {t('ADMIN_PAYMENTS.REJECT')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => onAction({ kind: 'paidOut', item })}>
              {t('ADMIN_PAYMENTS.MARK_PAID_OUT')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

function ApproveDialog({ item, onClose }: { item: AdminRefund; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { state, submit } = useSubmit(refundApproveRequest);
  const busy = state.status === 'loading';
  useEffect(() => {
    if (state.status === 'succeeded') onClose(true);
  }, [state.status, onClose]);
  const amount = formatMoney(item.refund.amountMinor, currencyOf(item.refund.currency), lang);
  return (
    <Dialog open onClose={() => !busy && onClose(false)} aria-labelledby="approve-title" aria-describedby="approve-text">
      <DialogTitle id="approve-title">{t('ADMIN_PAYMENTS.APPROVE_TITLE', { number: item.orderNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="approve-text">
          {t(item.refund.manual ? 'ADMIN_PAYMENTS.APPROVE_TEXT_MANUAL' : 'ADMIN_PAYMENTS.APPROVE_TEXT_PROVIDER', { amount, buyer: item.buyer.name || item.buyer.username })}
          {item.partial ? ` ${t('ADMIN_PAYMENTS.APPROVE_PARTIAL', { courses: item.courseTitles.join(', ') })}` : ''}
        </DialogContentText>
        {state.status === 'failed' && state.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t(errorMessageKey(state.error.code))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy} autoFocus>
          {t('ADMIN_PAYMENTS.CANCEL')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => submit(item.refund.id)}>
          {t('ADMIN_PAYMENTS.APPROVE_CONFIRM', { amount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AdminRefundsPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('ADMIN_PAYMENTS.REFUNDS_TITLE'));
  const [status, setStatus] = useState<RefundStatus | ''>('requested');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query: AdminRefundQuery = { status: status || undefined, page, pageSize: ADMIN_PAGE_SIZE };
  const { state, reload } = useRequest(refundsRequest, query);
  const reject = useSubmit(refundRejectRequest);
  const paidOut = useSubmit(refundPaidOutRequest);
  const data = state.data;

  const finish = useCallback(
    (message: string | null) => {
      setAction(null);
      if (message) {
        setDone(message);
        reload();
      }
    },
    [reload],
  );
  const closeApprove = useCallback((approved: boolean) => finish(approved ? 'ADMIN_PAYMENTS.APPROVED_DONE' : null), [finish]);

  // Reject and paid-out dialogs: their answer closes them and says what happened (once per answer);
  // a refused reject closes its dialog too, the error shows on the page.
  const rejected = reject.state.status === 'succeeded' ? reject.state.data : null;
  const paid = paidOut.state.status === 'succeeded' ? paidOut.state.data : null;
  const rejectError = reject.state.status === 'failed' ? reject.state.error : null;
  const [handled, setHandled] = useState<{ rejected: unknown; paid: unknown; rejectError: unknown }>({ rejected: null, paid: null, rejectError: null });
  if (rejected && rejected !== handled.rejected) {
    setHandled({ ...handled, rejected });
    setAction(null);
    setDone('ADMIN_PAYMENTS.REJECTED_DONE');
  }
  if (paid && paid !== handled.paid) {
    setHandled({ ...handled, paid });
    setAction(null);
    setDone('ADMIN_PAYMENTS.PAID_OUT_DONE');
  }
  if (rejectError && rejectError !== handled.rejectError) {
    setHandled({ ...handled, rejectError });
    setAction(null);
  }
  useEffect(() => {
    if (rejected || paid) reload();
  }, [rejected, paid, reload]);

  let body;
  if (state.status === 'failed' && !data) {
    body = (
      <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_PAYMENTS.RETRY')} onRetry={reload} />
    );
  } else if (!data) {
    body = (
      <LoadingList count={2} height={220} gap={2} radius={2} />
    );
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(status === 'requested' ? 'ADMIN_PAYMENTS.NO_REFUNDS_WAITING' : 'ADMIN_PAYMENTS.NO_REFUNDS')} />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.items.map((item) => (
            <RefundCard key={item.refund.id} item={item} onAction={setAction} />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / ADMIN_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  }

  const current = action?.item;
  const amount = current ? formatMoney(current.refund.amountMinor, currencyOf(current.refund.currency), lang) : '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('ADMIN_PAYMENTS.REFUNDS_TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('ADMIN_PAYMENTS.REFUNDS_INTRO')}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('ADMIN_PAYMENTS.FILTER_STATUS')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as RefundStatus | '');
          setPage(1);
        }}
        sx={{ maxWidth: 260 }}
      >
        <MenuItem value="">{t('ADMIN_PAYMENTS.ALL_STATUSES')}</MenuItem>
        {REFUND_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(REFUND_STATUS[s].key)}
          </MenuItem>
        ))}
      </TextField>
      <ActionMessages done={done && t(done)} onCloseDone={() => setDone(null)} error={rejectError?.code ?? null} onCloseError={reject.reset} />
      {body}
      {action?.kind === 'approve' && <ApproveDialog item={action.item} onClose={closeApprove} />}
      {action?.kind === 'reject' && (
        <ReasonDialog
          open
          title={t('ADMIN_PAYMENTS.REJECT_TITLE', { number: action.item.orderNumber })}
          busy={reject.state.status === 'loading'}
          onCancel={() => setAction(null)}
          onConfirm={(reason) => reject.submit({ id: action.item.refund.id, reason })}
        />
      )}
      {action?.kind === 'paidOut' && current && (
        <ReferenceDialog
          title={t('ADMIN_PAYMENTS.PAID_OUT_TITLE', { number: current.orderNumber })}
          text={t('ADMIN_PAYMENTS.PAID_OUT_TEXT', { amount, holder: current.refund.payoutAccount?.holderName ?? '', account: current.refund.payoutAccount?.value ?? '' })}
          confirmLabel={t('ADMIN_PAYMENTS.PAID_OUT_CONFIRM')}
          busy={paidOut.state.status === 'loading'}
          error={paidOut.state.status === 'failed' && paidOut.state.error ? t(errorMessageKey(paidOut.state.error.code)) : null}
          onCancel={() => {
            paidOut.reset();
            setAction(null);
          }}
          onConfirm={(reference) => paidOut.submit({ id: current.refund.id, reference })}
        />
      )}
    </Box>
  );
}
