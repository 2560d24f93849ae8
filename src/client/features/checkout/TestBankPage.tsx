// /pay/test/:paymentId: the local test bank, styled like a simple bank app. It shows the payment (merchant,
// amount, order number, the QR the buyer "scanned") and lets the tester approve or decline it; the bank
// then sends a signed webhook to the shop, and the buyer goes back to the checkout page. It says clearly
// that no real money moves. A card (or test) payment may name a test card: the bank keeps only its
// fingerprint, which the affiliate programme compares (one card, one person). Only while the test
// provider is on (otherwise: not available).
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QR_METHOD_CURRENCY, TEST_CARD_PATTERN, type Currency, type PaymentMethod } from '../../../shared/constants';
import type { TestBankPayment } from '../../../shared/schemas/commerce';
import { CheckIcon, LockIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useRequest, useSubmit } from '../../app/useRequest';
import { paths } from '../../app/paths';
import { selectLanguage } from '../locale';
import { qrImageSrc } from './CheckoutView';
import { testPaymentDecisionRequest, testPaymentRequest, type TestBankDecision } from './testBankRequests';
import { PageHeading } from '../../components/PageHeading';
import { METHOD_KEYS } from '../../lib/paymentMethods';

/** Back to the shop: only a path of this site (or this origin), else the cart. */
export function safeReturnUrl(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    if (parsed.origin === window.location.origin) return `${parsed.pathname}${parsed.search}`;
  } catch {
    /* not a URL */
  }
  return paths.cart();
}

function BankFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: (th) => (th.palette.mode === 'dark' ? '#0b1a14' : '#e8f3ee'), display: 'flex', justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' }, p: { xs: 0, sm: 3 } }}>
      <Paper elevation={6} component="main" sx={{ width: '100%', maxWidth: 420, borderRadius: { xs: 0, sm: 4 }, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ bgcolor: '#0f7a4f', color: '#fff', px: 2.5, py: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LockIcon />
          <PageHeading sx={{ fontSize: { xs: 20, md: 22 }, fontWeight: 800, flex: 1 }}>{t('CHECKOUT.TEST_BANK_NAME')}</PageHeading>
          <Chip label={t('CHECKOUT.TEST_BADGE')} size="small" sx={{ bgcolor: '#ffd54f', color: '#3a2a00', fontWeight: 800 }} />
        </Box>
        <Box role="note" sx={{ bgcolor: '#fff3c4', color: '#3a2a00', px: 2.5, py: 1.25, fontSize: 14, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <WarningIcon fontSize="small" sx={{ mt: '1px' }} />
          <span>{t('CHECKOUT.TEST_BANK_NOTICE')}</span>
        </Box>
        <Box sx={{ p: 2.5, flex: 1 }}>{children}</Box>
      </Paper>
    </Box>
  );
}

const RESULT_KEYS: Partial<Record<string, string>> = {
  succeeded: 'CHECKOUT.TEST_BANK_APPROVED',
  failed: 'CHECKOUT.TEST_BANK_DECLINED',
  expired: 'CHECKOUT.TEST_BANK_EXPIRED',
  cancelled: 'CHECKOUT.TEST_BANK_CANCELLED',
};

const TEST_CARD = new RegExp(TEST_CARD_PATTERN);

/** `status`: the payment's, or (the webhook still on its way) what the tester decided. */
function Result({ payment, status }: { payment: TestBankPayment; status: string }) {
  const { t } = useTranslation();
  const approved = status === 'succeeded';
  const key = RESULT_KEYS[status] ?? 'CHECKOUT.TEST_BANK_DECLINED';
  return (
    <Box sx={{ textAlign: 'center', py: 2 }} data-testid="test-bank-result" role="status">
      <Box sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', mx: 'auto', mb: 1.5, bgcolor: approved ? 'success.main' : 'warning.main', color: '#fff' }}>
        {approved ? <CheckIcon /> : <WarningIcon />}
      </Box>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {t(key)}
      </Typography>
      <Button component="a" href={safeReturnUrl(payment.returnUrl)} variant="contained" size="large" fullWidth data-testid="test-bank-return">
        {t('CHECKOUT.TEST_BANK_RETURN')}
      </Button>
    </Box>
  );
}

export default function TestBankPage() {
  const { t } = useTranslation();
  const { paymentId = '' } = useParams();
  const lang = useAppSelector(selectLanguage);
  const { state, reload } = useRequest(testPaymentRequest, paymentId || null);
  const decision = useSubmit(testPaymentDecisionRequest);
  const [chosen, setChosen] = useState<TestBankDecision | null>(null);
  const [card, setCard] = useState('');
  const [cardChecked, setCardChecked] = useState(false);
  useDocumentTitle(t('CHECKOUT.TEST_BANK_NAME'));

  const typedCard = card.trim();
  const cardInvalid = typedCard !== '' && !TEST_CARD.test(typedCard);
  const decide = (d: TestBankDecision) => {
    if (d === 'approve' && cardInvalid) {
      setCardChecked(true);
      document.getElementById('test-bank-card')?.focus();
      return;
    }
    setChosen(d);
    decision.submit({ paymentId, decision: d, ...(d === 'approve' && typedCard ? { card: typedCard } : {}) });
  };

  if (state.status === 'failed') {
    const notAvailable = state.error?.status === 404 || state.error?.code === 'PAYMENT_NOT_FOUND' || state.error?.code === 'NOT_FOUND';
    return (
      <BankFrame>
        <Box sx={{ textAlign: 'center', py: 3 }} role="alert" data-testid="test-bank-unavailable">
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {t(notAvailable ? 'CHECKOUT.TEST_BANK_UNAVAILABLE' : 'CHECKOUT.LOAD_FAILED')}
          </Typography>
          {!notAvailable && <Typography color="text.secondary">{t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}</Typography>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 2 }}>
            {!notAvailable && (
              <Button variant="contained" onClick={reload}>
                {t('CART.RETRY')}
              </Button>
            )}
            <Button component={RouterLink} to={paths.cart()} variant="outlined">
              {t('CART.GO_TO_CART')}
            </Button>
          </Box>
        </Box>
      </BankFrame>
    );
  }
  const payment = decision.state.data ?? state.data;
  if (!payment) {
    return (
      <BankFrame>
        <Box aria-busy="true" data-testid="test-bank-loading" sx={{ display: 'grid', gap: 2 }}>
          <Shimmer sx={{ height: 32 }} />
          <Shimmer sx={{ height: 200 }} />
        </Box>
      </BankFrame>
    );
  }
  const amount = formatMoney(payment.amountMinor, payment.currency as Currency, lang);
  const deciding = decision.state.status === 'loading';
  // The bank's answer may still say pending while its webhook is on the way: the decision is the result.
  const shownStatus = payment.status !== 'pending' ? payment.status : decision.state.status === 'succeeded' ? (chosen === 'approve' ? 'succeeded' : 'failed') : 'pending';
  return (
    <BankFrame>
      <Typography variant="overline" color="text.secondary">
        {t('CHECKOUT.TEST_BANK_PAY_TO')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }} data-testid="test-bank-merchant">
        {payment.merchantName}
      </Typography>
      <Typography sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1.2 }} data-testid="test-bank-amount">
        {amount}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('CHECKOUT.REFERENCE')} <strong>{payment.orderNumber}</strong> · {t(METHOD_KEYS[payment.method as PaymentMethod].name)}
      </Typography>
      {payment.qrSvg && (
        <Box sx={{ width: 160, mx: 'auto', mb: 2, p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <Box component="img" src={qrImageSrc(payment.qrSvg)} alt={t('CHECKOUT.TEST_BANK_QR_ALT')} sx={{ display: 'block', width: '100%', height: 'auto' }} />
        </Box>
      )}
      {shownStatus !== 'pending' ? (
        <Result payment={payment} status={shownStatus} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {!(payment.method in QR_METHOD_CURRENCY) && (
            <TextField
              id="test-bank-card"
              label={t('CHECKOUT.TEST_BANK_CARD')}
              value={card}
              onChange={(e) => setCard(e.target.value)}
              onBlur={() => setCardChecked(true)}
              placeholder="4242 4242 4242 4242"
              autoComplete="off"
              error={cardChecked && cardInvalid}
              helperText={t(cardChecked && cardInvalid ? 'CHECKOUT.TEST_BANK_CARD_INVALID' : 'CHECKOUT.TEST_BANK_CARD_HELP')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23, 'data-testid': 'test-bank-card' } }}
              disabled={deciding}
            />
          )}
          <Button variant="contained" color="success" size="large" onClick={() => decide('approve')} disabled={deciding} data-testid="test-bank-approve">
            {deciding && chosen === 'approve' ? t('CHECKOUT.TEST_BANK_SENDING') : t('CHECKOUT.TEST_BANK_APPROVE', { amount })}
          </Button>
          <Button variant="outlined" color="error" size="large" onClick={() => decide('decline')} disabled={deciding} data-testid="test-bank-decline">
            {deciding && chosen === 'decline' ? t('CHECKOUT.TEST_BANK_SENDING') : t('CHECKOUT.TEST_BANK_DECLINE')}
          </Button>
          {decision.state.status === 'failed' && decision.state.error && (
            <Typography role="alert" color="error" variant="body2">
              {t(errorMessageKey(decision.state.error.code))}
            </Typography>
          )}
          <Button component="a" href={safeReturnUrl(payment.returnUrl)} color="inherit" size="small">
            {t('CHECKOUT.TEST_BANK_BACK')}
          </Button>
        </Box>
      )}
    </BankFrame>
  );
}
