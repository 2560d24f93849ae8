// The cart's code joins the store when a piece that needs it renders (the header's boot once there is a
// cart to show, the cart page, the course page's buy buttons), so /home carries none of it.
import { useStore } from 'react-redux';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import { cartReducer } from './cartSlice';
import { cartSaga } from './cartSaga';

interface InjectableStore {
  injectSaga?: (saga: Saga) => void;
  injectReducer?: (name: string, reducer: Reducer) => void;
}

export function useCartFeature(): void {
  const store = useStore() as InjectableStore;
  // During render: the first effects may already dispatch what the saga takes (a second call is a no-op).
  store.injectReducer?.('cart', cartReducer as Reducer);
  store.injectSaga?.(cartSaga);
}
