// /checkout/:orderId: the payment of one order, driven by checkoutMachine: the QR (or the card page's
// button) with the amount, the reference and a countdown while the order is read every few seconds;
// then "you're enrolled", or failed / expired / cancelled with "Try again" (back to the cart).
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { Order } from '../../../shared/schemas/commerce';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { cartActions, useCartFeature } from '../cart';
import { selectLanguage } from '../locale';
import { checkoutMachine, paymentDeadline } from './checkoutMachine';
import { firstLessonsRequest } from './firstLessonsRequest';
import { EndingView, OrderSummary, PaidView, PaymentPanel } from './CheckoutView';
import { PageHeading } from '../../components/PageHeading';

export type CheckoutView = 'loading' | 'loadFailed' | 'awaiting' | 'cancelling' | 'paid' | 'failed' | 'expired' | 'cancelled';

/** Paid: the success view, whose "Start learning" links learn each course's first lesson. */
function PaidWithLessons({ order }: { order: Order }) {
  const { state } = useRequest(firstLessonsRequest, order.lines.map((line) => line.slug));
  return <PaidView order={order} firstLessons={state.data ?? {}} />;
}

export default function CheckoutPage() {
  const { orderId = '' } = useParams();
  return <Checkout key={orderId} orderId={orderId} />;
}

function Checkout({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useCartFeature();
  const lang = useAppSelector(selectLanguage);
  const [search] = useSearchParams();
  const actor = useActorRef(checkoutMachine, { input: { orderId, hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden' } });
  const view = useSelector(actor, (s): CheckoutView => {
    if (s.matches('loading') || s.matches('deciding') || s.matches('checkingExpiry')) return s.context.order ? 'awaiting' : 'loading';
    if (s.matches('loadFailed')) return 'loadFailed';
    if (s.matches('cancelling')) return 'cancelling';
    if (s.matches('awaitingPayment')) return 'awaiting';
    return s.value as CheckoutView;
  });
  const order = useSelector(actor, (s) => s.context.order);
  const error = useSelector(actor, (s) => s.context.error);
  useDocumentTitle(order ? t('CHECKOUT.DOCUMENT_TITLE', { number: order.number }) : t('CHECKOUT.TITLE'));

  // No polling while the tab is hidden; back from the bank or the card page, the order is read at once.
  useEffect(() => {
    const onVisibility = () => actor.send({ type: 'VISIBILITY', hidden: document.visibilityState === 'hidden' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
  const returned = search.toString() !== '';
  // The card page sends the buyer back with ?payment=success or ?payment=cancelled.
  const cardCancelled = search.get('payment') === 'cancelled';
  useEffect(() => {
    if (returned) actor.send({ type: 'REFRESH' });
  }, [actor, returned]);
  // Paid: the cart (and its badge) no longer holds these courses.
  useEffect(() => {
    if (view === 'paid') dispatch(cartActions.loadRequested());
  }, [dispatch, view]);

  let body;
  if (view === 'loading') {
    body = (
      <Box aria-busy="true" data-testid="checkout-skeleton" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '3fr 2fr' }, mt: 3 }}>
        <Shimmer sx={{ height: 420 }} />
        <Shimmer sx={{ height: 200 }} />
      </Box>
    );
  } else if (view === 'loadFailed' || !order) {
    const notFound = error?.code === 'ORDER_NOT_FOUND' || error?.code === 'NOT_FOUND';
    body = (
      <EmptyState
        icon={<WarningIcon />}
        title={t(notFound ? 'CHECKOUT.NOT_FOUND' : 'CHECKOUT.LOAD_FAILED')}
        text={notFound ? undefined : t(errorMessageKey(error?.code ?? 'UNKNOWN'))}
        action={
          <>
            {!notFound && (
              <Button variant="contained" onClick={() => actor.send({ type: 'RETRY' })}>
                {t('CART.RETRY')}
              </Button>
            )}
            <Button component={RouterLink} to={paths.cart()} variant="outlined">
              {t('CART.GO_TO_CART')}
            </Button>
          </>
        }
      />
    );
  } else if (view === 'paid') {
    body = (
      <Box sx={{ mt: 2 }}>
        <PaidWithLessons order={order} />
      </Box>
    );
  } else if (view === 'failed' || view === 'expired' || view === 'cancelled') {
    body = (
      <Box sx={{ mt: 2 }}>
        <EndingView kind={view} order={order} />
      </Box>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start', mt: 2 }}>
        {cardCancelled && (
          <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="checkout-card-cancelled">
            {t('CHECKOUT.CARD_CANCELLED')}
          </Alert>
        )}
        {order.payment ? (
          <PaymentPanel
            order={order}
            payment={order.payment}
            lang={lang}
            deadline={paymentDeadline(order)}
            cancelling={view === 'cancelling'}
            error={error}
            onCancel={() => actor.send({ type: 'CANCEL' })}
          />
        ) : (
          <Shimmer sx={{ height: 200 }} />
        )}
        <OrderSummary order={order} lang={lang} />
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading focusKey={view === 'paid' || view === 'failed' || view === 'expired' || view === 'cancelled' ? view : 'checkout'}>
        {view === 'paid' ? t('CHECKOUT.PAID_HEADING') : t('CHECKOUT.TITLE')}
      </PageHeading>
      {body}
    </Container>
  );
}
