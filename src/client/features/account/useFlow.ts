// Runs an account flow saga against the app's store (its puts reach the store and the root saga's
// watchers) and hands its result to the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { runSaga, type Saga } from 'redux-saga';
import type { FlowResult } from './accountSagas';

type FlowSaga<Args extends unknown[], T> = (...args: Args) => Generator<unknown, FlowResult<T>, never>;

export type FlowState<T> = { status: 'idle' } | { status: 'running' } | { status: 'done'; result: FlowResult<T> };

interface StoreLike {
  dispatch: (action: never) => unknown;
  getState: () => unknown;
}

export function runFlow<Args extends unknown[], T>(store: StoreLike, saga: FlowSaga<Args, T>, ...args: Args): Promise<FlowResult<T>> {
  const task = runSaga({ dispatch: store.dispatch as (action: unknown) => unknown, getState: store.getState }, saga as unknown as Saga<Args>, ...args);
  return task.toPromise() as Promise<FlowResult<T>>;
}

/** A flow started on demand (a form submit); the result of a flow started after unmount is dropped. */
export function useFlow<Args extends unknown[], T>(saga: FlowSaga<Args, T>): [FlowState<T>, (...args: Args) => Promise<FlowResult<T>>, () => void] {
  const store = useStore();
  const [state, setState] = useState<FlowState<T>>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const start = useCallback(
    async (...args: Args) => {
      setState({ status: 'running' });
      const result = await runFlow(store, saga, ...args);
      if (mounted.current) setState({ status: 'done', result });
      return result;
    },
    [store, saga],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return [state, start, reset];
}

// Flows started on load share one run per key, so StrictMode's second effect (and a re-render)
// never calls a one-time endpoint twice.
const running = new Map<string, Promise<FlowResult<unknown>>>();

/** Starts `saga(key)` once when `key` is set, and gives its state; a null key stays idle. */
export function useFlowOnLoad<T>(saga: FlowSaga<[string], T>, key: string | null, scope: string): FlowState<T> {
  const store = useStore();
  const [state, setState] = useState<{ key: string | null; flow: FlowState<T> }>({ key: null, flow: { status: 'idle' } });
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    const id = `${scope}:${key}`;
    let promise = running.get(id) as Promise<FlowResult<T>> | undefined;
    if (!promise) {
      promise = runFlow(store, saga, key);
      // Kept for the page's life: coming back to the same link shows the same answer.
      running.set(id, promise);
    }
    promise.then(
      (result) => {
        if (current) setState({ key, flow: { status: 'done', result } });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, saga, scope, store]);
  if (key === null) return { status: 'idle' };
  return state.key === key ? state.flow : { status: 'running' };
}
