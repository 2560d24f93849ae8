// The hooks of app/request.ts for pages: useRequest loads on a key, useSubmit sends a form. Kept apart
// from the definitions so that they travel with the lazily loaded pages, not with /home.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import { hasData, useDeferredArrival } from '../lib/hooks';
import { idleRequest, type RequestDefinition, type RequestState } from './request';

/** What makeStore's store offers for code that arrives later (see app/store.ts). */
interface InjectableStore {
  injectSaga?: (saga: Saga) => void;
  injectReducer?: (name: string, reducer: Reducer) => void;
}

function useInjected<Arg, Data>(definition: RequestDefinition<Arg, Data>): void {
  const store = useStore() as InjectableStore;
  // During render: the first effects below may already dispatch what the saga takes.
  store.injectReducer?.(definition.name, definition.reducer as Reducer);
  store.injectSaga?.(definition.saga);
}

export interface LoadedRequest<Data> {
  /** The state for the current key (loading while another key's answer is in the store). */
  state: RequestState<Data>;
  /** Asks again for the same key (after a change, or to retry). */
  reload: () => void;
}

/** Loads `arg` whenever its key changes; null: nothing to load (idle). */
export function useRequest<Arg, Data>(definition: RequestDefinition<Arg, Data>, arg: Arg | null): LoadedRequest<Data> {
  useInjected(definition);
  const dispatch = useDispatch();
  const stored = useSelector(definition.select);
  const key = arg === null ? null : definition.keyOf(arg);
  const argRef = useRef(arg);
  useLayoutEffect(() => {
    argRef.current = arg;
  });
  const reload = useCallback(() => {
    if (key !== null && argRef.current !== null) dispatch(definition.actions.requested({ key, arg: argRef.current }));
  }, [definition, dispatch, key]);
  useEffect(reload, [reload]);
  // One object per key and stored state (a new one on every render would start a background render each time).
  const current = useMemo<RequestState<Data>>(() => {
    if (key === null) return idleRequest<Data>();
    if (stored.key === key && stored.status !== 'idle') return stored;
    return { status: 'loading', key, data: null, error: null };
  }, [key, stored]);
  const state = useDeferredArrival(current, hasData);
  return { state, reload };
}

export interface SubmittedRequest<Arg, Data> {
  state: RequestState<Data>;
  submit: (arg: Arg) => void;
  /** Back to idle (a new form). */
  reset: () => void;
}

/** A form's request: idle until submitted; the page starts with a fresh state and leaves none behind. */
export function useSubmit<Arg, Data>(definition: RequestDefinition<Arg, Data>): SubmittedRequest<Arg, Data> {
  useInjected(definition);
  const dispatch = useDispatch();
  const state = useSelector(definition.select);
  const reset = useCallback(() => {
    dispatch(definition.actions.reset());
  }, [definition, dispatch]);
  useEffect(() => {
    reset();
    return reset;
  }, [reset]);
  const submit = useCallback((arg: Arg) => dispatch(definition.actions.requested({ key: definition.keyOf(arg), arg })), [definition, dispatch]);
  return { state, submit, reset };
}
