// /student/orders/:orderId: one order: its lines and totals, status, payment method and dates; a pending
// one links back to paying, a paid one to its receipt and, while allowed, to asking for a refund; the
// refunds' progress (asked, approved: money on its way, rejected with the reason, refunded with the reference),
// each with its courses when it covers only some; each course line shows its own refund.
import { studentPaths } from '../../app/areaPaths';
import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Order, Refund } from '../../../shared/schemas/commerce';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Shimmer } from '../../components/Shimmer';
import { ReceiptIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { orderRequest } from './ordersRequests';
import { currencyOf, methodOf, ORDER_STATUS, orderStatusOf, REFUND_STATUS, refundStatusOf } from './orderStatus';
import { totalRows } from './orderTotals';
import { PAYOUT_KIND_KEYS } from './payoutAccount';
import { RefundDialog } from './RefundDialog';
import { PageHeading } from '../../components/PageHeading';
import { METHOD_KEYS } from '../../lib/paymentMethods';

/** A line's own refund, as a chip beside the course. */
const LINE_REFUND_KEYS = { requested: 'ORDERS.REFUND_LINES.LINE_REQUESTED', approved: 'ORDERS.REFUND_LINES.LINE_APPROVED', refunded: 'ORDERS.REFUND_LINES.LINE_REFUNDED' } as const;


function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function RefundState({ refund, partial }: { refund: Refund; partial: boolean }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const status = refundStatusOf(refund.status);
  const { key, color } = REFUND_STATUS[status];
  const text: Record<typeof status, string> = {
    requested: t('ORDERS.REFUND.STATE_REQUESTED', { date: formatDate(refund.requestedAt, lang) }),
    approved: t(refund.manual ? 'ORDERS.REFUND.STATE_APPROVED_MANUAL' : 'ORDERS.REFUND.STATE_APPROVED'),
    rejected: t('ORDERS.REFUND.STATE_REJECTED'),
    refunded: t('ORDERS.REFUND.STATE_REFUNDED', { date: refund.refundedAt ? formatDate(refund.refundedAt, lang) : '' }),
  };
  const account = refund.payoutAccount;
  const kindKey = account ? PAYOUT_KIND_KEYS[account.kind as keyof typeof PAYOUT_KIND_KEYS]?.name : undefined;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`refund-state-title-${refund.id}`} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`refund-state-title-${refund.id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('ORDERS.REFUND.STATE_TITLE')}
        </Typography>
        <Chip size="small" color={color} label={t(key)} />
      </Box>
      <Typography>{text[status]}</Typography>
      {partial && refund.lines && refund.lines.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('ORDERS.REFUND_LINES.COURSES')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {refund.lines.map((l) => (
              <Typography component="li" variant="body2" key={l.courseId}>
                {l.title} · {formatMoney(l.amountMinor, currencyOf(refund.currency), lang)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {status === 'rejected' && refund.rejectReason && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {t('ORDERS.REFUND.REJECT_REASON')}: {refund.rejectReason}
        </Typography>
      )}
      {refund.reference && (
        <Typography variant="body2">
          {t('ORDERS.REFUND.REFERENCE')}: <b>{refund.reference}</b>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('ORDERS.REFUND.AMOUNT')}: {formatMoney(refund.amountMinor, currencyOf(refund.currency), lang)}
      </Typography>
      {account && (
        <Typography variant="body2" color="text.secondary">
          {t('ORDERS.REFUND.SENT_TO')}: {kindKey ? t(kindKey) : account.kind} · {account.holderName}
          {account.bank ? ` · ${account.bank}` : ''} · {account.value}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
        {t('ORDERS.REFUND.YOUR_REASON')}: {refund.reason}
      </Typography>
    </Paper>
  );
}

function OrderView({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const status = orderStatusOf(order.status);
  const method = methodOf(order.payment?.method ?? order.method);
  const currency = currencyOf(order.currency);
  const { key, color } = ORDER_STATUS[status];
  // Every refund, newest first (older servers send only the latest).
  const refunds = [...(order.refunds ?? (order.refund ? [order.refund] : []))].reverse();
  const partialRefund = (r: Refund) => (r.lines?.length ?? order.lines.length) < order.lines.length;
  const closeDialog = useCallback(
    (requested: boolean) => {
      setAsking(false);
      if (requested) {
        setAsked(true);
        onChanged();
      }
    },
    [onChanged],
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box>
        <Link component={RouterLink} to={paths.student.paymentInfo()} variant="body2">
          {t('ORDERS.ORDER.BACK')}
        </Link>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <PageHeading focusKey={order.id}>{t('ORDERS.ORDER.TITLE', { number: order.number })}</PageHeading>
          <Chip color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={t(key)} />
        </Box>
      </Box>

      {asked && (
        <Alert severity="success" role="status">
          {t('ORDERS.REFUND.SENT')}
        </Alert>
      )}
      {status === 'pending' && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={paths.checkout(order.id)} color="inherit" variant="outlined" size="small">
              {t('ORDERS.ORDER.CONTINUE_PAYING')}
            </Button>
          }
        >
          {order.expiresAt ? t('ORDERS.ORDER.PENDING_UNTIL', { date: formatDateTime(order.expiresAt, lang) }) : t('ORDERS.ORDER.PENDING')}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Fact label={t('ORDERS.ORDER.PLACED')}>{formatDate(order.createdAt, lang)}</Fact>
          <Fact label={t('ORDERS.ORDER.PAID')}>{order.paidAt ? formatDate(order.paidAt, lang) : '—'}</Fact>
          <Fact label={t('ORDERS.ORDER.METHOD')}>{method ? t(METHOD_KEYS[method].name) : order.totalMinor === 0 ? t('ORDERS.ORDER.FREE') : '—'}</Fact>
          <Fact label={t('ORDERS.ORDER.CURRENCY')}>{currency}</Fact>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('ORDERS.ORDER.COURSES')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {order.lines.map((line) => (
            <Box component="li" key={line.courseId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
              <Box sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'break-word' }}>
                <Link component={RouterLink} to={paths.course(line.slug)} lang={line.language} sx={{ fontWeight: 600 }}>
                  {line.title}
                </Link>
                {line.discountMinor > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('ORDERS.ORDER.LINE_DISCOUNT', { price: formatMoney(line.unitMinor, currency, lang), discount: formatMoney(line.discountMinor, currency, lang) })}
                  </Typography>
                )}
                {line.refundStatus && line.refundStatus !== 'rejected' && (
                  <Chip size="small" sx={{ mt: 0.5 }} color={REFUND_STATUS[line.refundStatus].color} label={t(LINE_REFUND_KEYS[line.refundStatus])} />
                )}
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', ml: 'auto' }}>{formatMoney(line.totalMinor, currency, lang)}</Typography>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, maxWidth: 420, ml: 'auto', '& dd': { pl: 2 } }}>
          {totalRows(order, lang).map((row) => (
            <Box key={row.id} sx={{ display: 'contents', '& > *': row.id === 'total' ? { fontWeight: 800, fontSize: 18, pt: 1, borderTop: 1, borderColor: 'divider' } : {} }}>
              <Typography component="dt" color={row.id === 'tax' ? 'text.secondary' : undefined}>
                {t(row.label, row.values)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }} color={row.id === 'tax' ? 'text.secondary' : undefined}>
                {row.amount}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      {refunds.map((r) => (
        <RefundState key={r.id} refund={r} partial={partialRefund(r)} />
      ))}

      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {order.paidAt && (
          <Button component={RouterLink} to={studentPaths.orderReceipt(order.id)} variant="outlined" startIcon={<ReceiptIcon />}>
            {t('ORDERS.ORDER.RECEIPT')}
          </Button>
        )}
        {(status === 'paid' || status === 'partially_refunded') && order.canRequestRefund && (
          <>
            <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>
              {t('ORDERS.REFUND.ASK')}
            </Button>
            {order.refundableUntil && (
              <Typography variant="body2" color="text.secondary">
                {t('ORDERS.REFUND.UNTIL', { date: formatDate(order.refundableUntil, lang) })}
              </Typography>
            )}
          </>
        )}
      </Box>
      {asking && <RefundDialog order={order} onClose={closeDialog} />}
    </Box>
  );
}

export default function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams<{ orderId: string }>();
  const { state, reload } = useRequest(orderRequest, orderId || null);
  const order = state.data;
  useDocumentTitle(order ? t('ORDERS.ORDER.TITLE', { number: order.number }) : t('ORDERS.ORDER.LOADING_TITLE'));

  if (state.status === 'failed' && !order) {
    const notFound = state.error?.status === 404 || state.error?.status === 400 || state.error?.code === 'ORDER_NOT_FOUND';
    return notFound ? (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading>{t('ORDERS.ORDER.NOT_FOUND')}</PageHeading>
        <EmptyState
          title={t('ORDERS.ORDER.NOT_FOUND')}
          text={t('ORDERS.ORDER.NOT_FOUND_TEXT')}
          action={
            <Button component={RouterLink} to={paths.student.paymentInfo()} variant="contained">
              {t('ORDERS.ORDER.TO_HISTORY')}
            </Button>
          }
        />
      </Box>
    ) : (
      <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('ORDERS.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  }
  if (!order) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        <Shimmer sx={{ height: 48, width: '60%', borderRadius: 2 }} />
        <Shimmer sx={{ height: 320, borderRadius: 3 }} />
      </Box>
    );
  }
  return <OrderView order={order} onChanged={reload} />;
}
