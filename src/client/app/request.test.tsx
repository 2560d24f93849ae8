import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ApiError } from '../api/apiError';
import { defineRequest, type RequestDefinition } from './request';
import { useRequest, useSubmit } from './useRequest';
import { makeStore } from './store';

/** A worker whose calls the test answers one by one. */
function controlledWorker() {
  const calls: { arg: string; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const worker = jest.fn(
    (arg: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ arg, resolve, reject });
      }),
  );
  return { worker, calls };
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));
let seq = 0;
const uniqueName = () => `test/request${(seq += 1)}`;

function storeWith<A, D>(definition: RequestDefinition<A, D>) {
  const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
  store.injectReducer(definition.name, definition.reducer);
  store.injectSaga(definition.saga);
  const ask = (arg: A) => store.dispatch(definition.actions.requested({ key: definition.keyOf(arg), arg }));
  return { store, ask, state: () => definition.select(store.getState()) };
}

describe('defineRequest', () => {
  it('goes idle -> loading -> succeeded with the data of its key, and keeps the error code on failure', async () => {
    const { worker, calls } = controlledWorker();
    const request = defineRequest(uniqueName(), worker);
    const { ask, state } = storeWith(request);
    expect(state()).toEqual({ status: 'idle', key: null, data: null, error: null });
    ask('a');
    expect(state()).toMatchObject({ status: 'loading', key: '"a"' });
    calls[0]!.resolve('A');
    await flush();
    expect(state()).toEqual({ status: 'succeeded', key: '"a"', data: 'A', error: null });
    ask('b');
    expect(state()).toMatchObject({ status: 'loading', key: '"b"', data: null });
    calls[1]!.reject(new ApiError({ status: 404, code: 'POST_NOT_FOUND', message: 'gone', fieldErrors: [{ path: '/x', message: 'bad' }] }));
    await flush();
    expect(state()).toMatchObject({ status: 'failed', key: '"b"', error: { code: 'POST_NOT_FOUND', status: 404, fieldErrors: [{ path: '/x', message: 'bad' }] } });
  });

  it('latest: a newer request cancels the older, whose late answer is dropped', async () => {
    const { worker, calls } = controlledWorker();
    const request = defineRequest(uniqueName(), worker);
    const { ask, state } = storeWith(request);
    ask('old');
    ask('new');
    calls[0]!.resolve('OLD');
    await flush();
    expect(state()).toMatchObject({ status: 'loading', key: '"new"' });
    calls[1]!.resolve('NEW');
    await flush();
    expect(state()).toMatchObject({ status: 'succeeded', data: 'NEW' });
  });

  it('leading: a second submit while one runs is ignored', async () => {
    const { worker, calls } = controlledWorker();
    const request = defineRequest(uniqueName(), worker, { mode: 'leading' });
    const { ask, state } = storeWith(request);
    ask('first');
    ask('second');
    expect(worker).toHaveBeenCalledTimes(1);
    calls[0]!.resolve('ONE');
    await flush();
    expect(state()).toMatchObject({ status: 'succeeded', key: '"first"', data: 'ONE' });
    ask('third');
    expect(worker).toHaveBeenCalledTimes(2);
  });

  it('once: the same key is called once (a one-time link), again only after a failure or a reset', async () => {
    const { worker, calls } = controlledWorker();
    const request = defineRequest(uniqueName(), worker, { mode: 'once' });
    const { store, ask, state } = storeWith(request);
    ask('token');
    ask('token');
    calls[0]!.resolve('done');
    await flush();
    ask('token');
    expect(worker).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'succeeded', data: 'done' });
    store.dispatch(request.actions.reset());
    expect(state().status).toBe('idle');
    ask('token');
    expect(worker).toHaveBeenCalledTimes(2);
    calls[1]!.reject(new Error('offline'));
    await flush();
    ask('token');
    expect(worker).toHaveBeenCalledTimes(3);
  });

  it('runs a saga worker, whose puts reach the store', async () => {
    const request = defineRequest(uniqueName(), function* (n: number) {
      yield Promise.resolve();
      return n * 2;
    });
    const { ask, state } = storeWith(request);
    ask(21);
    await flush();
    expect(state()).toMatchObject({ status: 'succeeded', data: 42 });
  });

  it('keeps every action serialisable and named as an event', () => {
    const request = defineRequest(uniqueName(), (s: string) => Promise.resolve(s));
    const action = request.actions.requested({ key: '"x"', arg: 'x' });
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    expect(action.type).toMatch(/\/requested$/);
  });
});

describe('useRequest and useSubmit', () => {
  it('useRequest loads on mount and on a new key, shows loading for a key whose answer is not in, and reloads', async () => {
    const { worker, calls } = controlledWorker();
    const request = defineRequest(uniqueName(), worker);
    function Probe({ slug }: { slug: string }) {
      const { state, reload } = useRequest(request, slug);
      return (
        <button type="button" onClick={reload}>
          {`${state.status}:${state.data ?? ''}`}
        </button>
      );
    }
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
    const view = render(
      <Provider store={store}>
        <Probe slug="a" />
      </Provider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('loading:');
    await act(async () => calls[0]!.resolve('A'));
    await flush();
    expect(screen.getByRole('button')).toHaveTextContent('succeeded:A');
    view.rerender(
      <Provider store={store}>
        <Probe slug="b" />
      </Provider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('loading:');
    await act(async () => calls[calls.length - 1]!.resolve('B'));
    await flush();
    expect(screen.getByRole('button')).toHaveTextContent('succeeded:B');
    const before = worker.mock.calls.length;
    act(() => screen.getByRole('button').click());
    expect(worker).toHaveBeenCalledTimes(before + 1);
  });

  it('useSubmit starts idle, submits, and leaves no state behind when the page goes', async () => {
    const request = defineRequest(uniqueName(), (s: string) => Promise.resolve(s.toUpperCase()), { mode: 'leading' });
    function Form() {
      const { state, submit } = useSubmit(request);
      return (
        <button type="button" onClick={() => submit('sent')}>
          {`${state.status}:${state.data ?? ''}`}
        </button>
      );
    }
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
    const view = render(
      <Provider store={store}>
        <Form />
      </Provider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('idle:');
    act(() => screen.getByRole('button').click());
    await flush();
    expect(screen.getByRole('button')).toHaveTextContent('succeeded:SENT');
    view.unmount();
    expect(request.select(store.getState()).status).toBe('idle');
  });
});
