// The header's cart dropdown: the lines, the total per currency and a link to the cart page.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Currency } from '../../../shared/constants';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { paths } from '../../app/paths';
import { selectStorageBaseUrl } from '../config';
import { selectLanguage } from '../locale';
import { CartLineRow } from './CartView';
import { cartActions, selectCartState } from './cartSlice';
import { useCartFeature } from './useCartFeature';

/** Lines shown at most; the rest is "and N more" on the cart page. */
export const MENU_MAX_LINES = 4;

export default function CartMenuContent({ onNavigate }: { onNavigate: () => void }) {
  useCartFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { cart: request } = useAppSelector(selectCartState);
  const lang = useAppSelector(selectLanguage);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  const status = request.status;
  useEffect(() => {
    if (status === 'idle') dispatch(cartActions.loadRequested());
  }, [dispatch, status]);
  const cart = request.data;

  let content;
  if (!cart && request.status === 'failed') {
    content = (
      <Box role="alert">
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {t(errorMessageKey(request.error?.code ?? 'UNKNOWN'))}
        </Typography>
        <Button size="small" onClick={() => dispatch(cartActions.loadRequested())}>
          {t('CART.RETRY')}
        </Button>
      </Box>
    );
  } else if (!cart) {
    content = (
      <Typography variant="body2" color="text.secondary" aria-busy="true">
        {t('COMMON.LOADING')}
      </Typography>
    );
  } else if (cart.lines.length === 0) {
    content = (
      <Box data-testid="cart-menu-empty">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('CART.EMPTY_TITLE')}
        </Typography>
        <Button component={RouterLink} to={paths.courses()} onClick={onNavigate} variant="outlined" fullWidth>
          {t('COMMON.BROWSE_COURSES')}
        </Button>
      </Box>
    );
  } else {
    const more = cart.lines.length - MENU_MAX_LINES;
    content = (
      <>
        <Box component="ul" sx={{ p: 0, m: 0, maxHeight: 320, overflowY: 'auto' }} onClick={onNavigate}>
          {cart.lines.slice(0, MENU_MAX_LINES).map((line) => (
            <CartLineRow key={line.courseId} line={line} lang={lang} storageBaseUrl={storageBase} busy={false} compact />
          ))}
        </Box>
        {more > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('CART.AND_MORE', { count: more })}
          </Typography>
        )}
        <Divider sx={{ my: 1.5 }} />
        {cart.totals.map((total) => (
          <Box key={total.currency} sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2">{cart.totals.length > 1 ? t('CART.TOTAL_IN', { currency: total.currency }) : t('CART.TOTAL')}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid={`cart-menu-total-${total.currency}`}>
              {formatMoney(total.totalMinor, total.currency as Currency, lang)}
            </Typography>
          </Box>
        ))}
        <Button component={RouterLink} to={paths.cart()} onClick={onNavigate} variant="contained" fullWidth sx={{ mt: 1.5 }} data-testid="cart-menu-go">
          {t('CART.GO_TO_CART')}
        </Button>
      </>
    );
  }

  return (
    <Box data-testid="cart-menu">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('CART.TITLE')}
      </Typography>
      {content}
    </Box>
  );
}
