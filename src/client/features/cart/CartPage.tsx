// /cart: the lines (cover, title in its language, instructor, price, remove), the coupon, the totals per
// currency with the payment method choice and Pay (a pending order, then its checkout page). A visitor
// sees the local cart and "Sign in to check out", which comes back here.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { REGION_TAX, type Currency, type PaymentMethod } from '../../../shared/constants';
import type { Cart, CartTotal } from '../../../shared/schemas/commerce';
import { EmptyState } from '../../components/EmptyState';
import { CartIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { selectIsSignedIn } from '../auth';
import { selectStorageBaseUrl } from '../config';
import { selectLanguage } from '../locale';
import { CartLineRow, CouponForm, MethodPicker, TotalsBlock } from './CartView';
import { cartActions, selectCartState, type CartState } from './cartSlice';
import { useCartFeature } from './useCartFeature';
import { preferredMethodsRequest, selectedMethod } from './preferredMethod';
import { PageHeading } from '../../components/PageHeading';

function CartSkeleton() {
  return (
    <Box aria-busy="true" data-testid="cart-skeleton" sx={{ display: 'grid', gap: 2, mt: 3 }}>
      {[0, 1].map((i) => (
        <Shimmer key={i} sx={{ height: 88 }} />
      ))}
    </Box>
  );
}

/** One currency's box: totals, method, Pay (signed in) or Sign in to check out (visitor). */
function CheckoutBox({ cart, total, signedIn, checkout, preferred }: { cart: Cart; total: CartTotal; signedIn: boolean; checkout: CartState['checkout']; preferred: PaymentMethod | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const methods = total.methods as PaymentMethod[];
  const currency = total.currency as Currency;
  // Nothing picked yet: the buyer's preferred method for the region (it may arrive after the cart).
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const chosen = selectedMethod(methods, method, preferred);
  const paying = checkout.status === 'requested' && checkout.currency === total.currency;
  const failed = checkout.status === 'failure' && checkout.currency === total.currency ? checkout.error : null;
  const several = cart.totals.length > 1;
  const free = total.totalMinor === 0;
  const payWith = free ? (chosen ?? methods[0] ?? null) : chosen;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`cart-pay-${total.currency}`} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={`cart-pay-${total.currency}`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {several ? t('CART.SUMMARY_IN', { currency: total.currency }) : t('CART.SUMMARY')}
      </Typography>
      <TotalsBlock total={total} lang={lang} taxInclusive={REGION_TAX[cart.country].inclusive} />
      <Box sx={{ mt: 2 }}>
        {!signedIn ? (
          <>
            <Button component={RouterLink} to={paths.logIn(paths.cart())} variant="contained" size="large" fullWidth data-testid="cart-sign-in">
              {t('CART.SIGN_IN_TO_CHECK_OUT')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('CART.SIGN_IN_KEEPS_CART')}
            </Typography>
          </>
        ) : methods.length === 0 ? (
          <Alert severity="warning">{t('CHECKOUT.NO_METHODS')}</Alert>
        ) : (
          <>
            {/* A coupon that covers everything: nothing to pay, so no method to choose (the order is paid at once). */}
            {!free && <MethodPicker methods={methods} value={chosen} onChange={setMethod} name={`cart-method-${total.currency}`} />}
            <Button
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              disabled={!payWith || paying}
              data-testid={`cart-pay-${total.currency}`}
              onClick={() => payWith && dispatch(cartActions.checkoutRequested({ method: payWith, currency }))}
            >
              {paying ? t('CART.PAYING') : free ? t('CART.GET_FREE') : t('CART.PAY', { amount: formatMoney(total.totalMinor, currency, lang) })}
            </Button>
            {failed && (
              <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
                {t(errorMessageKey(failed.code))}
              </Alert>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}

export default function CartPage() {
  useCartFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCartState);
  const signedIn = useAppSelector(selectIsSignedIn);
  const preferredMethods = useRequest(preferredMethodsRequest, signedIn ? 'me' : null).state.data;
  const lang = useAppSelector(selectLanguage);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  useDocumentTitle(t('CART.TITLE'));

  useEffect(() => {
    dispatch(cartActions.loadRequested());
    return () => {
      dispatch(cartActions.errorsCleared());
    };
  }, [dispatch, signedIn]);

  const { cart: request, busyIds, lineError, coupon, checkout, skipped } = state;
  const cart = request.data;
  const loading = !cart && (request.status === 'loading' || request.status === 'idle');

  let body;
  if (request.status === 'failed' && !cart) {
    body = (
      <EmptyState
        icon={<WarningIcon />}
        title={t('CART.LOAD_FAILED')}
        text={t(errorMessageKey(request.error?.code ?? 'UNKNOWN'))}
        action={
          <Button variant="contained" onClick={() => dispatch(cartActions.loadRequested())}>
            {t('CART.RETRY')}
          </Button>
        }
      />
    );
  } else if (loading || !cart) {
    body = <CartSkeleton />;
  } else if (cart.lines.length === 0) {
    body = (
      <EmptyState
        icon={<CartIcon />}
        title={t('CART.EMPTY_TITLE')}
        text={t('CART.EMPTY_TEXT')}
        action={
          <Button component={RouterLink} to={paths.courses()} variant="contained">
            {t('COMMON.BROWSE_COURSES')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(300px, 2fr)' }, alignItems: 'start', mt: 2 }}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('CART.COURSES_COUNT', { count: cart.lines.length })}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="cart-lines">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.courseId}
                line={line}
                lang={lang}
                storageBaseUrl={storageBase}
                busy={busyIds.includes(line.courseId)}
                onRemove={() => dispatch(cartActions.removeRequested({ courseId: line.courseId, title: line.title }))}
              />
            ))}
          </Box>
          {lineError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t(errorMessageKey(lineError.error.code))}
            </Alert>
          )}
          <Box sx={{ mt: 3, maxWidth: 420 }}>
            {signedIn ? (
              <CouponForm
                applied={cart.coupon?.code ?? null}
                busy={coupon.status === 'requested'}
                error={coupon.status === 'failure' ? coupon.error : null}
                onApply={(code) => dispatch(cartActions.couponApplyRequested({ code }))}
                onRemove={() => dispatch(cartActions.couponRemoveRequested())}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('CART.COUPON_SIGN_IN')}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {/* Read before the two Pay buttons, not after them. */}
          {cart.totals.length > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t('CART.SEVERAL_CURRENCIES')}
            </Typography>
          )}
          {cart.totals.map((total) => (
            <CheckoutBox key={total.currency} cart={cart} total={total} signedIn={signedIn} checkout={checkout} preferred={preferredMethods?.[cart.country]} />
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>{t('CART.TITLE')}</PageHeading>
      {skipped.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => dispatch(cartActions.skippedDismissed())} data-testid="cart-skipped">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('CART.MERGE_SKIPPED', { count: skipped.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {skipped.map((s) => (
              <li key={s.courseId}>
                {s.title ?? t('CART.A_COURSE')}: {t(errorMessageKey(s.code))}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {body}
    </Container>
  );
}
