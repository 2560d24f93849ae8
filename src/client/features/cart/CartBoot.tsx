// Loaded by the header after the first paint when there is a cart to show (signed in, or a visitor's
// local cart): injects the cart's code, reads the cart once (the saga reads it again at sign-in and out),
// and holds the polite live region that says "added to the cart".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { cartActions, selectCartState } from './cartSlice';
import { useCartFeature } from './useCartFeature';
import { visuallyHidden } from '../../lib/visuallyHidden';

export function CartAnnouncer() {
  const { t } = useTranslation();
  const { announcement } = useAppSelector(selectCartState);
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="cart-announcer"
      style={visuallyHidden}
    >
      {announcement ? t(announcement.key, announcement.values) : ''}
    </span>
  );
}

export default function CartBoot() {
  useCartFeature();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => selectCartState(state).cart.status !== 'idle');
  useEffect(() => {
    if (!loaded) dispatch(cartActions.loadRequested());
    // Once per boot: later reads come from the saga (sign-in, sign-out, region).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  return <CartAnnouncer />;
}
