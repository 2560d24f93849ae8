// /admin/orders/:id: one order as an admin needs it: buyer, lines, totals with tax and coupon, every
// payment with its provider and status, the providers' webhook events, and the refund. Refund (or
// approve the buyer's refund request) with a reason, and mark a bank transfer received with the bank's
// reference, each after a confirmation; money never moves on one click.
import { adminPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BANK_REFERENCE_MAX_LENGTH, PAYMENT_STATUSES, QR_METHOD_CURRENCY, REFUND_REASON_MAX_LENGTH, type Language, type PaymentStatus } from '../../../shared/constants';
import type { AdminOrderDetail } from '../../../shared/schemas/adminOrders';
import { useRequest, useSubmit } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDateTime as formatMoment, formatPercent } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { METHOD_KEYS } from '../../lib/paymentMethods';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DetailList, DetailRow, DetailSection, TextConfirmDialog } from '../admin';
import { selectLanguage } from '../locale';
import { adminLineBlock, chosenAmount, currencyOf, initialChoice, methodOf, REFUND_STATUS, RefundLinePicker, refundStatusOf } from '../orders';
import { orderReceivedRequest, orderRefundRequest, orderRequest } from './adminOrdersRequests';
import { OrderStatusChip } from './AdminOrdersPage';

const PAYMENT_STATUS_KEYS: { readonly [S in PaymentStatus]: string } = {
  pending: 'ADMIN_PAYMENTS.PAYMENT_STATUS.PENDING',
  succeeded: 'ADMIN_PAYMENTS.PAYMENT_STATUS.SUCCEEDED',
  failed: 'ADMIN_PAYMENTS.PAYMENT_STATUS.FAILED',
  expired: 'ADMIN_PAYMENTS.PAYMENT_STATUS.EXPIRED',
  cancelled: 'ADMIN_PAYMENTS.PAYMENT_STATUS.CANCELLED',
};
const paymentStatusOf = (value: string): PaymentStatus => ((PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'pending');

/** Date and time in the UI language ("Nov 20, 2026, 10:00 AM"; Thai in the Buddhist era), or a dash. */
function formatDateTime(iso: string | null, lang: Language): string {
  return (iso && formatMoment(iso, lang)) || '—';
}



/** A refund that goes back by hand: the order was paid by a QR transfer to the shop's own account. */
const paidByTransfer = (d: AdminOrderDetail) => d.payments.some((p) => p.status === 'succeeded' && (p.provider === 'qr' || p.method in QR_METHOD_CURRENCY));

type Dialog = 'refund' | 'received' | null;

export default function AdminOrderPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { id = '' } = useParams();
  const { state, reload } = useRequest(orderRequest, id || null);
  const refund = useSubmit(orderRefundRequest);
  const received = useSubmit(orderReceivedRequest);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The courses an admin's refund is for (every one no refund covers, unless some are unticked).
  const [chosen, setChosen] = useState<number[]>([]);
  const [noneChosen, setNoneChosen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const data = state.data;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useDocumentTitle(data ? t('ADMIN_ORDERS.ORDER_TITLE', { number: data.order.number }) : t('PAGES.ADMIN_ORDER.TITLE'));

  // An answer closes its dialog, says what happened (once per answer) and reads the order again.
  const refunded = refund.state.status === 'succeeded' ? refund.state.data : null;
  const receivedData = received.state.status === 'succeeded' ? received.state.data : null;
  const [handled, setHandled] = useState<{ refunded: unknown; received: unknown }>({ refunded: null, received: null });
  if (refunded && refunded !== handled.refunded) {
    setHandled({ ...handled, refunded });
    setDialog(null);
    setDone(refunded.order.status === 'refunded' ? 'ADMIN_ORDERS.REFUNDED_DONE' : refunded.order.status === 'partially_refunded' ? 'ADMIN_ORDERS.PARTIALLY_REFUNDED_DONE' : 'ADMIN_ORDERS.REFUND_APPROVED_DONE');
  }
  if (receivedData && receivedData !== handled.received) {
    setHandled({ ...handled, received: receivedData });
    setDialog(null);
    setDone('ADMIN_ORDERS.RECEIVED_DONE');
  }
  useEffect(() => {
    if (refunded || receivedData) reload();
  }, [refunded, receivedData, reload]);

  const back = (
    <Link component={RouterLink} to={adminPaths.orders()}>
      {t('ADMIN_ORDERS.BACK')}
    </Link>
  );
  if (state.status === 'failed' && !data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <PageHeading>{t('PAGES.ADMIN_ORDER.TITLE')}</PageHeading>
        <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_ORDERS.RETRY')} onRetry={reload} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <LoadingList count={4} height={96} gap={2} radius={2} />
      </Box>
    );
  }

  const { order, buyer } = data;
  const currency = currencyOf(order.currency);
  const money = (minor: number, c: string = currency) => formatMoney(minor, currencyOf(c), lang);
  const method = methodOf(order.method);
  const manual = paidByTransfer(data);
  const refundInfo = order.refund;
  const pendingTransfer = data.payments.find((p) => p.status === 'pending' && p.provider === 'qr');
  // Approving the open request refunds its courses; a new refund may pick them.
  const pick = !data.refundRequested && order.lines.length > 1;
  const refundAmount = data.refundRequested ? (refundInfo?.amountMinor ?? order.totalMinor) : pick ? chosenAmount(order.lines, chosen) : order.totalMinor;
  const openRefundDialog = () => {
    setChosen(initialChoice(order.lines, adminLineBlock));
    setNoneChosen(false);
    setDialog('refund');
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {back}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>{t('ADMIN_ORDERS.ORDER_TITLE', { number: order.number })}</PageHeading>
        <OrderStatusChip status={order.status} />
      </Box>
      <Typography color="text.secondary">
        {t('ADMIN_ORDERS.PLACED', { date: formatDateTime(order.createdAt, lang) })}
        {order.paidAt ? ` · ${t('ADMIN_ORDERS.PAID_AT', { date: formatDateTime(order.paidAt, lang) })}` : ''}
      </Typography>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {t(done, { number: order.number })}
        </Alert>
      )}
      {(data.canRefund || data.canMarkReceived) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {data.canRefund && (
            <Button variant="contained" color="warning" onClick={openRefundDialog}>
              {t(data.refundRequested ? 'ADMIN_ORDERS.APPROVE_REFUND' : 'ADMIN_ORDERS.REFUND')}
            </Button>
          )}
          {data.canMarkReceived && (
            <Button variant="contained" onClick={() => setDialog('received')}>
              {t('ADMIN_ORDERS.MARK_RECEIVED')}
            </Button>
          )}
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title={t('ADMIN_ORDERS.LINES')}>
            {/* Scroll boxes a keyboard can reach (and scroll with the arrow keys) when a table is wider than its panel. */}
            <Box tabIndex={0} role="region" aria-label={t('ADMIN_ORDERS.LINES')} sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('ADMIN_ORDERS.LINES')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ADMIN_ORDERS.COLUMN.COURSE')}</TableCell>
                    <TableCell align="right">{t('ADMIN_ORDERS.COLUMN.PRICE')}</TableCell>
                    <TableCell align="right">{t('ADMIN_ORDERS.COLUMN.DISCOUNT')}</TableCell>
                    <TableCell align="right">{t('ADMIN_ORDERS.COLUMN.TOTAL')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.courseId}>
                      <TableCell lang={line.language}>
                        {line.title}
                        {line.refundStatus && line.refundStatus !== 'rejected' && (
                          <Chip size="small" sx={{ ml: 1 }} color={REFUND_STATUS[line.refundStatus].color} label={t(REFUND_STATUS[line.refundStatus].key)} />
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(line.unitMinor)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {line.discountMinor ? money(line.discountMinor) : '—'}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(line.totalMinor)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <DetailList gap={0.75}>
              <DetailRow label={t('ADMIN_ORDERS.SUBTOTAL')}>{money(order.subtotalMinor)}</DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.DISCOUNT')}>
                {order.discountMinor ? money(order.discountMinor) : '—'}
                {order.couponCode ? ` · ${t('ADMIN_ORDERS.COUPON', { code: order.couponCode })}` : ''}
              </DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.TAX')}>
                {money(order.taxMinor)} · {formatPercent(order.taxRateBasisPoints / 100, lang)} · {t(order.taxInclusive ? 'ADMIN_ORDERS.TAX_INCLUDED' : 'ADMIN_ORDERS.TAX_ADDED')}
              </DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.TOTAL')}>
                <Typography component="span" sx={{ fontWeight: 800 }}>
                  {money(order.totalMinor)}
                </Typography>
              </DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.COLUMN.METHOD')}>{method ? t(METHOD_KEYS[method].name) : '—'}</DetailRow>
            </DetailList>
          </DetailSection>

          <DetailSection title={t('ADMIN_ORDERS.PAYMENTS')}>
            {data.payments.length === 0 ? (
              <Typography color="text.secondary">{t('ADMIN_ORDERS.NO_PAYMENTS')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {data.payments.map((p) => {
                  const m = methodOf(p.method);
                  return (
                    <Box component="li" key={p.id} sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1.5, '&:first-of-type': { borderTop: 0, pt: 0 } }}>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 700 }}>{m ? t(METHOD_KEYS[m].name) : p.method}</Typography>
                        <Chip size="small" label={t(PAYMENT_STATUS_KEYS[paymentStatusOf(p.status)])} />
                        <Typography sx={{ fontWeight: 700, ml: 'auto' }}>{money(p.amountMinor, p.currency)}</Typography>
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {t('ADMIN_ORDERS.PROVIDER', { provider: p.provider })} · {formatDateTime(p.createdAt, lang)}
                      </Typography>
                      {p.providerRef && (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {t('ADMIN_ORDERS.PROVIDER_REF', { ref: p.providerRef })}
                        </Typography>
                      )}
                      {p.confirmedAt && (
                        <Typography variant="body2">
                          {p.confirmedBy
                            ? t('ADMIN_ORDERS.CONFIRMED_BY', { date: formatDateTime(p.confirmedAt, lang), admin: p.confirmedBy })
                            : t('ADMIN_ORDERS.CONFIRMED', { date: formatDateTime(p.confirmedAt, lang) })}
                          {p.bankReference ? ` · ${t('ADMIN_ORDERS.BANK_REFERENCE_IS', { reference: p.bankReference })}` : ''}
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
            )}
          </DetailSection>

          <DetailSection title={t('ADMIN_ORDERS.EVENTS')}>
            {data.events.length === 0 ? (
              <Typography color="text.secondary">{t('ADMIN_ORDERS.NO_EVENTS')}</Typography>
            ) : phone ? (
              <Box component="ul" aria-label={t('ADMIN_ORDERS.EVENTS')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {data.events.map((e) => (
                  <Box component="li" key={e.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, '&:first-of-type': { borderTop: 0, pt: 0 } }}>
                    <DetailList gap={0.5}>
                      <DetailRow label={t('ADMIN_ORDERS.EVENT.TYPE')}>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {e.type}
                        </Box>
                      </DetailRow>
                      <DetailRow label={t('ADMIN_ORDERS.EVENT.RECEIVED')}>{formatDateTime(e.receivedAt, lang)}</DetailRow>
                      <DetailRow label={t('ADMIN_ORDERS.EVENT.VERIFIED')}>{t(e.verified ? 'ADMIN_ORDERS.EVENT.YES' : 'ADMIN_ORDERS.EVENT.NO')}</DetailRow>
                      <DetailRow label={t('ADMIN_ORDERS.EVENT.OUTCOME')}>
                        {e.outcome}
                        {e.flagReason ? ` · ${e.flagReason}` : ''}
                      </DetailRow>
                      <DetailRow label={t('ADMIN_ORDERS.EVENT.ID')}>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {e.eventId}
                        </Box>
                      </DetailRow>
                    </DetailList>
                  </Box>
                ))}
              </Box>
            ) : (
              <Box tabIndex={0} role="region" aria-label={t('ADMIN_ORDERS.EVENTS')} sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('ADMIN_ORDERS.EVENTS')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('ADMIN_ORDERS.EVENT.TYPE')}</TableCell>
                      <TableCell>{t('ADMIN_ORDERS.EVENT.RECEIVED')}</TableCell>
                      <TableCell>{t('ADMIN_ORDERS.EVENT.VERIFIED')}</TableCell>
                      <TableCell>{t('ADMIN_ORDERS.EVENT.OUTCOME')}</TableCell>
                      <TableCell>{t('ADMIN_ORDERS.EVENT.ID')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.events.map((e) => (
                      <TableRow key={e.id}>
                        <TableCell sx={{ fontFamily: 'monospace' }}>{e.type}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.receivedAt, lang)}</TableCell>
                        <TableCell>{t(e.verified ? 'ADMIN_ORDERS.EVENT.YES' : 'ADMIN_ORDERS.EVENT.NO')}</TableCell>
                        <TableCell>
                          {e.outcome}
                          {e.flagReason ? ` · ${e.flagReason}` : ''}
                        </TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 160 }}>{e.eventId}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </DetailSection>
        </Box>

        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title={t('ADMIN_ORDERS.BUYER')}>
            <DetailList gap={0.75}>
              <DetailRow label={t('ADMIN_ORDERS.NAME')}>
                <Link component={RouterLink} to={adminPaths.person(buyer.encryptId)}>
                  {buyer.name || buyer.username}
                </Link>
              </DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.USERNAME')}>{buyer.username}</DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.EMAIL')}>{buyer.email}</DetailRow>
              <DetailRow label={t('ADMIN_ORDERS.BILLING')}>
                {[order.billing.name, order.billing.address, order.billing.taxId ? t('ADMIN_ORDERS.TAX_ID', { id: order.billing.taxId }) : null, order.billing.email].filter(Boolean).join(' · ') || '—'}
              </DetailRow>
            </DetailList>
          </DetailSection>

          <DetailSection title={t('ADMIN_ORDERS.REFUND_SECTION')}>
            {refundInfo ? (
              <DetailList gap={0.75}>
                <DetailRow label={t('ADMIN_ORDERS.COLUMN.STATUS')}>
                  <Chip size="small" color={REFUND_STATUS[refundStatusOf(refundInfo.status)].color} label={t(REFUND_STATUS[refundStatusOf(refundInfo.status)].key)} />
                </DetailRow>
                <DetailRow label={t('ADMIN_ORDERS.AMOUNT')}>
                  {money(refundInfo.amountMinor, refundInfo.currency)} · {t(refundInfo.manual ? 'ADMIN_PAYMENTS.MANUAL' : 'ADMIN_PAYMENTS.AUTOMATIC')}
                </DetailRow>
                {refundInfo.lines && refundInfo.lines.length > 0 && refundInfo.lines.length < order.lines.length && (
                  <DetailRow label={t('ADMIN_PAYMENTS.COURSES_ASKED')}>{refundInfo.lines.map((l) => `${l.title} · ${money(l.amountMinor, refundInfo.currency)}`).join(', ')}</DetailRow>
                )}
                {(order.refunds?.length ?? 0) > 1 && <DetailRow label={t('ADMIN_ORDERS.REFUNDS_COUNT')}>{order.refunds!.length}</DetailRow>}
                <DetailRow label={t('ADMIN_ORDERS.REFUND_REASON')}>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{refundInfo.reason}</Typography>
                </DetailRow>
                <DetailRow label={t('ADMIN_ORDERS.REQUESTED')}>{formatDateTime(refundInfo.requestedAt, lang)}</DetailRow>
                {refundInfo.decidedAt && <DetailRow label={t('ADMIN_ORDERS.DECIDED')}>{formatDateTime(refundInfo.decidedAt, lang)}</DetailRow>}
                {refundInfo.refundedAt && <DetailRow label={t('ADMIN_ORDERS.REFUNDED_AT')}>{formatDateTime(refundInfo.refundedAt, lang)}</DetailRow>}
                {refundInfo.rejectReason && <DetailRow label={t('ADMIN_PAYMENTS.REJECT_REASON')}>{refundInfo.rejectReason}</DetailRow>}
                {refundInfo.reference && <DetailRow label={t('ADMIN_PAYMENTS.REFERENCE')}>{refundInfo.reference}</DetailRow>}
                {refundInfo.payoutAccount && (
                  <DetailRow label={t('ADMIN_PAYMENTS.PAYOUT_ACCOUNT')}>
                    {refundInfo.payoutAccount.holderName} · {refundInfo.payoutAccount.bank ? `${refundInfo.payoutAccount.bank} · ` : ''}
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {refundInfo.payoutAccount.value}
                    </Box>
                  </DetailRow>
                )}
                {refundInfo.status === 'approved' && refundInfo.manual && (
                  <Typography variant="body2">
                    {t('ADMIN_ORDERS.SEND_BY_HAND')}{' '}
                    <Link component={RouterLink} to={adminPaths.refunds()}>
                      {t('ADMIN_ORDERS.TO_REFUNDS')}
                    </Link>
                  </Typography>
                )}
              </DetailList>
            ) : (
              <Typography color="text.secondary">{t('ADMIN_ORDERS.NO_REFUND')}</Typography>
            )}
          </DetailSection>
        </Box>
      </Box>

      {dialog === 'refund' && (
        <TextConfirmDialog
          title={t(data.refundRequested ? 'ADMIN_ORDERS.APPROVE_REFUND_TITLE' : 'ADMIN_ORDERS.REFUND_TITLE', { number: order.number })}
          text={
            <>
              {t(manual ? 'ADMIN_ORDERS.REFUND_TEXT_MANUAL' : 'ADMIN_ORDERS.REFUND_TEXT_PROVIDER', { amount: money(refundAmount), buyer: buyer.name || buyer.username })}
              {pick && (
                <Box sx={{ mt: 2, color: 'text.primary' }}>
                  <RefundLinePicker
                    lines={order.lines}
                    currency={currency}
                    chosen={chosen}
                    onChange={(ids) => {
                      setChosen(ids);
                      setNoneChosen(false);
                    }}
                    block={adminLineBlock}
                    disabled={refund.state.status === 'loading'}
                    error={noneChosen ? t('ORDERS.REFUND_LINES.NONE') : undefined}
                  />
                </Box>
              )}
            </>
          }
          label={t('ADMIN_ORDERS.REFUND_REASON')}
          hint={t('ADMIN_ORDERS.REFUND_REASON_HINT')}
          requiredText={t('ADMIN_ORDERS.REFUND_REASON_REQUIRED')}
          maxLength={REFUND_REASON_MAX_LENGTH}
          multiline
          danger
          confirmLabel={t('ADMIN_ORDERS.REFUND_CONFIRM', { amount: money(refundAmount) })}
          cancelLabel={t('ADMIN_ORDERS.CANCEL')}
          busy={refund.state.status === 'loading'}
          error={refund.state.status === 'failed' && refund.state.error ? t(errorMessageKey(refund.state.error.code)) : null}
          onCancel={() => {
            setDialog(null);
            refund.reset();
          }}
          onConfirm={(reason) => {
            if (pick && chosen.length === 0) return setNoneChosen(true);
            refund.submit({ id: order.id, reason, ...(pick ? { courseIds: chosen } : {}) });
          }}
        />
      )}
      {dialog === 'received' && (
        <TextConfirmDialog
          title={t('ADMIN_ORDERS.RECEIVED_TITLE', { number: order.number })}
          text={t('ADMIN_ORDERS.RECEIVED_TEXT', { amount: money(pendingTransfer?.amountMinor ?? order.totalMinor), buyer: buyer.name || buyer.username, reference: order.payment?.reference ?? order.number })}
          label={t('ADMIN_PAYMENTS.BANK_REFERENCE')}
          hint={t('ADMIN_PAYMENTS.BANK_REFERENCE_HINT')}
          requiredText={t('ADMIN_PAYMENTS.BANK_REFERENCE_REQUIRED')}
          maxLength={BANK_REFERENCE_MAX_LENGTH}
          confirmLabel={t('ADMIN_PAYMENTS.RECEIVED_CONFIRM')}
          cancelLabel={t('ADMIN_ORDERS.CANCEL')}
          busy={received.state.status === 'loading'}
          error={received.state.status === 'failed' && received.state.error ? t(errorMessageKey(received.state.error.code)) : null}
          onCancel={() => {
            setDialog(null);
            received.reset();
          }}
          onConfirm={(reference) => received.submit({ id: order.id, reference })}
        />
      )}
    </Box>
  );
}
