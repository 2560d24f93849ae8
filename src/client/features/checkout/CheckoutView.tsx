// The checkout page's views, data in through props: the QR or card payment while it waits, the order's
// summary, the countdown, and the endings (paid, failed, expired, cancelled).
import { studentPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Currency, Language, PaymentMethod } from '../../../shared/constants';
import type { Order, Payment } from '../../../shared/schemas/commerce';
import { CheckIcon, WarningIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { errorMessageKey, type ErrorInfo } from '../../lib/errors';
import { formatClock } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { paths } from '../../app/paths';
import { isQrMethod, METHOD_KEYS } from '../../lib/paymentMethods';
import { visuallyHidden } from '../../lib/visuallyHidden';

/** The QR as an image: the server's SVG in a data URL (no markup of its own in the page). */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Seconds left until `deadline` (ms), updated every second; null without a deadline. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The time left, not read out every second (aria-live off); one polite announcement at a minute left. */
export function Countdown({ deadline }: { deadline: number | null }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadline);
  if (left === null) return null;
  const lastMinute = left <= 60;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, justifyContent: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('CHECKOUT.TIME_LEFT')}
      </Typography>
      <Typography component="span" aria-live="off" data-testid="checkout-countdown" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: 20, color: lastMinute ? 'warning.main' : 'text.primary' }}>
        {formatClock(left)}
      </Typography>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {lastMinute && left > 0 ? t('CHECKOUT.ONE_MINUTE_LEFT') : ''}
      </Box>
    </Box>
  );
}

function Steps({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const app = t(method === 'promptpay' ? 'CHECKOUT.APP_PROMPTPAY' : method === 'vietqr' ? 'CHECKOUT.APP_VIETQR' : method === 'qrph' ? 'CHECKOUT.APP_QRPH' : 'CHECKOUT.APP_TEST');
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, textAlign: 'left' }}>
      <li>{t('CHECKOUT.STEP_OPEN', { app })}</li>
      <li>{t('CHECKOUT.STEP_SCAN')}</li>
      <li>{t('CHECKOUT.STEP_PAY')}</li>
    </Box>
  );
}

export function PaymentPanel({ order, payment, lang, deadline, cancelling, error, onCancel }: { order: Order; payment: Payment; lang: Language; deadline: number | null; cancelling: boolean; error: ErrorInfo | null; onCancel: () => void }) {
  const { t } = useTranslation();
  const method = payment.method as PaymentMethod;
  const amount = formatMoney(payment.amountMinor, payment.currency as Currency, lang);
  const qr = isQrMethod(method) || (method === 'test' && payment.qrSvg) ? payment.qrSvg : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-pay-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, textAlign: 'center' }}>
      <Typography id="checkout-pay-title" component="h2" variant="h6">
        {t(qr ? 'CHECKOUT.SCAN_TO_PAY' : 'CHECKOUT.PAY_WITH', { method: t(METHOD_KEYS[method].name) })}
      </Typography>
      <Typography data-testid="checkout-amount" sx={{ fontSize: { xs: 36, sm: 44 }, fontWeight: 800, lineHeight: 1.2, my: 1 }}>
        {amount}
      </Typography>
      {qr && (
        <Box sx={{ mx: 'auto', my: 2, p: 1.5, bgcolor: '#fff', borderRadius: 2, width: 'min(280px, 100%)', boxShadow: 2 }}>
          <Box component="img" src={qrImageSrc(qr)} alt={t('CHECKOUT.QR_ALT', { method: t(METHOD_KEYS[method].name), amount })} data-testid="checkout-qr" sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('CHECKOUT.REFERENCE')}{' '}
        <Box component="strong" sx={{ color: 'text.primary', fontFamily: 'monospace', fontSize: 15 }} data-testid="checkout-reference">
          {payment.reference || order.number}
        </Box>
      </Typography>
      <Box sx={{ my: 2 }}>
        <Countdown deadline={deadline} />
      </Box>
      {qr && (
        <Box sx={{ maxWidth: 360, mx: 'auto', mb: 2 }}>
          <Steps method={method} />
          {payment.provider === 'qr' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'left' }} data-testid="checkout-manual-hint">
              {t('CHECKOUT.MANUAL_CONFIRM_HINT')}
            </Typography>
          )}
        </Box>
      )}
      {payment.redirectUrl && (
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 360, mx: 'auto', mb: 2 }}>
          <Button component="a" href={payment.redirectUrl} variant={qr ? 'outlined' : 'contained'} size="large" data-testid="checkout-redirect">
            {payment.provider === 'test' ? t('CHECKOUT.OPEN_TEST_BANK') : t('CHECKOUT.PAY_BY_CARD')}
          </Button>
          {payment.provider !== 'test' && (
            <Typography variant="caption" color="text.secondary">
              {t('CHECKOUT.CARD_REDIRECT_HINT')}
            </Typography>
          )}
        </Box>
      )}
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, color: 'text.secondary' }}>
        {/* Decoration beside the words that say it (a progressbar would need a name of its own). */}
        <Box aria-hidden="true" sx={{ display: 'flex' }}>
          <Spinner size={18} />
        </Box>
        <Typography variant="body2">{t('CHECKOUT.WAITING')}</Typography>
      </Box>
      {error && (
        <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
          {t(errorMessageKey(error.code))}
        </Alert>
      )}
      <Button color="inherit" onClick={onCancel} disabled={cancelling} sx={{ mt: 2 }} data-testid="checkout-cancel">
        {t('CHECKOUT.CANCEL_ORDER')}
      </Button>
    </Paper>
  );
}

export function OrderSummary({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency as Currency, lang);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-summary-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="checkout-summary-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('CHECKOUT.ORDER_SUMMARY', { number: order.number })}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {order.lines.map((line) => (
          <Box component="li" key={line.courseId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" lang={line.language} sx={{ fontWeight: 600 }}>
              {line.title}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {money(line.totalMinor)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
        {order.discountMinor > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {t('CART.DISCOUNT')}
              {order.couponCode ? ` (${order.couponCode})` : ''}
            </Typography>
            <Typography variant="body2">−{money(order.discountMinor)}</Typography>
          </Box>
        )}
        {order.taxMinor > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {t(order.taxInclusive ? 'CART.TAX_INCLUDED' : 'CART.TAX')}
            </Typography>
            <Typography variant="body2">{money(order.taxMinor)}</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('CART.TOTAL')}</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="checkout-total">
            {money(order.totalMinor)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/** `firstLessons`: course slug -> its first lesson (links go to the course page without one). */
export function PaidView({ order, firstLessons = {} }: { order: Order; firstLessons?: Record<string, number | null> }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-paid-title" data-testid="checkout-paid" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
      <Box sx={{ width: 64, height: 64, borderRadius: '50%', bgcolor: 'success.main', color: '#fff', display: 'grid', placeItems: 'center', mx: 'auto', mb: 2 }}>
        <CheckIcon sx={{ fontSize: 40 }} />
      </Box>
      <Typography id="checkout-paid-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('CHECKOUT.PAID_TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(order.payment ? 'CHECKOUT.PAID_TEXT' : 'CHECKOUT.PAID_FREE_TEXT', { number: order.number })}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1, maxWidth: 480, mx: 'auto', mb: 3 }}>
        {order.lines.map((line) => (
          <Box component="li" key={line.courseId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, textAlign: 'left' }}>
            <Typography lang={line.language} sx={{ fontWeight: 600 }}>
              {line.title}
            </Typography>
            <Button
              component={RouterLink}
              to={firstLessons[line.slug] ? paths.lesson(line.slug, firstLessons[line.slug] as number) : paths.course(line.slug)}
              size="small"
              variant="contained"
              sx={{ flexShrink: 0 }}
              aria-label={t('CHECKOUT.START_LEARNING_COURSE', { title: line.title })}
            >
              {t('CHECKOUT.START_LEARNING')}
            </Button>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.student.courseList()} variant="outlined">
          {t('CHECKOUT.MY_COURSES')}
        </Button>
        <Button component={RouterLink} to={studentPaths.orderReceipt(order.id)} variant="outlined" data-testid="checkout-receipt">
          {t('CHECKOUT.RECEIPT')}
        </Button>
      </Box>
    </Paper>
  );
}

export type EndingKind = 'failed' | 'expired' | 'cancelled';

export function EndingView({ kind, order }: { kind: EndingKind; order: Order | null }) {
  const { t } = useTranslation();
  const titles: Record<EndingKind, string> = { failed: 'CHECKOUT.FAILED_TITLE', expired: 'CHECKOUT.EXPIRED_TITLE', cancelled: 'CHECKOUT.CANCELLED_TITLE' };
  const texts: Record<EndingKind, string> = { failed: 'CHECKOUT.FAILED_TEXT', expired: 'CHECKOUT.EXPIRED_TEXT', cancelled: 'CHECKOUT.CANCELLED_TEXT' };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-ending-title" data-testid={`checkout-${kind}`} sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
      <WarningIcon sx={{ fontSize: 48, color: kind === 'cancelled' ? 'text.secondary' : 'warning.main', mb: 1 }} />
      <Typography id="checkout-ending-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t(titles[kind])}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(texts[kind], { number: order?.number ?? '' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.cart()} variant="contained" data-testid="checkout-try-again">
          {t('CHECKOUT.TRY_AGAIN')}
        </Button>
        <Link component={RouterLink} to={paths.courses()} sx={{ alignSelf: 'center' }}>
          {t('COMMON.BROWSE_COURSES')}
        </Link>
      </Box>
    </Paper>
  );
}
