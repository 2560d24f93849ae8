// "A request and its state": the one way the SPA loads or changes server data.
//
// defineRequest(name, worker) gives a small slice (status idle | loading | succeeded | failed, the data,
// the error with its code) and the saga that runs the worker when `requested` is dispatched. Pages use
// the hooks of app/useRequest.ts (useRequest: load on a key such as a slug or a page; useSubmit: a form);
// both dispatch actions and read the store, never calling the API themselves. The slice and the saga are
// added to the store the first time a page uses them, so a request's code arrives with its page's chunk.
//
// Slices that hold several pieces of server data keep a RequestState per piece and change it with
// requestStarted / requestSucceeded / requestFailed, the same transitions as here.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Reducer } from 'redux';
import type { Saga, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { isApiError } from '../api/apiError';
import { toErrorInfo, type ErrorInfo } from '../lib/errors';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface FieldError {
  path: string;
  message: string;
}

/** A failed request as the store keeps it: the code to translate, the HTTP status (0: none), field errors. */
export interface RequestError extends ErrorInfo {
  status: number;
  fieldErrors: readonly FieldError[];
}

export interface RequestState<T> {
  status: RequestStatus;
  /** What the data (or the call in flight) is for: a slug, a page, a token; null when idle. */
  key: string | null;
  data: T | null;
  error: RequestError | null;
}

export function idleRequest<T>(): RequestState<T> {
  return { status: 'idle', key: null, data: null, error: null };
}

export function toRequestError(error: unknown): RequestError {
  return { ...toErrorInfo(error), status: isApiError(error) ? error.status : 0, fieldErrors: isApiError(error) ? error.fieldErrors : [] };
}

/** A request starts: a new key forgets the old data, the same key keeps it while it reloads. */
export function requestStarted<T>(state: RequestState<T>, key: string | null = null): void {
  if (state.key !== key) state.data = null;
  state.status = 'loading';
  state.key = key;
  state.error = null;
}

export function requestSucceeded<T>(state: RequestState<T>, data: T): void {
  state.status = 'succeeded';
  state.data = data;
  state.error = null;
}

export function requestFailed<T>(state: RequestState<T>, error: RequestError): void {
  state.status = 'failed';
  state.error = error;
}

/**
 * How a new `requested` meets one in flight:
 * - latest: the older one is cancelled (loading what the page shows now);
 * - leading: ignored while one runs (a form submitted twice);
 * - once: ignored for a key already loading or loaded (one-time links such as activation), until reset.
 */
export type RequestMode = 'latest' | 'leading' | 'once';

/** The worker: an API call, or a saga that calls the API and puts what else should follow. */
export type RequestWorker<Arg, Data> = (arg: Arg) => Promise<Data> | Generator<unknown, Data, never>;

export interface RequestDefinition<Arg, Data> {
  name: string;
  keyOf: (arg: Arg) => string;
  actions: {
    requested: (payload: { key: string; arg: Arg }) => PayloadAction<{ key: string; arg: Arg }>;
    updated: (payload: { key: string; data: Data }) => PayloadAction<{ key: string; data: Data }>;
    reset: () => { type: string };
  };
  reducer: Reducer<RequestState<Data>>;
  saga: Saga;
  select: (state: unknown) => RequestState<Data>;
}

export interface DefineRequestOptions<Arg> {
  mode?: RequestMode;
  /** The key of an argument; by default its JSON. */
  keyOf?: (arg: Arg) => string;
}

export function defineRequest<Arg, Data>(name: string, worker: RequestWorker<Arg, Data>, { mode = 'latest', keyOf = (arg) => JSON.stringify(arg) ?? '' }: DefineRequestOptions<Arg> = {}): RequestDefinition<Arg, Data> {
  const initialState = idleRequest<Data>();
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      // Read by the saga, which decides (by the mode) whether a call starts.
      requested(_state, _action: PayloadAction<{ key: string; arg: Arg }>) {},
      started(state, action: PayloadAction<string>) {
        requestStarted(state as RequestState<Data>, action.payload);
      },
      succeeded(state, action: PayloadAction<{ key: string; data: Data }>) {
        if (state.key === action.payload.key) requestSucceeded(state as RequestState<Data>, action.payload.data);
      },
      failed(state, action: PayloadAction<{ key: string; error: RequestError }>) {
        if (state.key === action.payload.key) requestFailed(state as RequestState<Data>, action.payload.error);
      },
      /** A newer answer for the same key, obtained by another request (e.g. after a change). */
      updated(state, action: PayloadAction<{ key: string; data: Data }>) {
        if (state.key === action.payload.key && state.status === 'succeeded') state.data = action.payload.data as typeof state.data;
      },
      reset: () => initialState,
    },
  });
  const { requested, started, succeeded, failed, updated, reset } = slice.actions;

  /** One call; its task's result tells whether it succeeded (false: failed). */
  function* run(key: string, arg: Arg) {
    yield put(started(key));
    try {
      const data: Data = yield call(worker as (arg: Arg) => Promise<Data>, arg);
      yield put(succeeded({ key, data }));
      return true;
    } catch (error) {
      yield put(failed({ key, error: toRequestError(error) }));
      return false;
    }
  }

  function* saga() {
    let task: Task | null = null;
    let lastKey: string | null = null;
    for (;;) {
      const action: ReturnType<typeof requested> | ReturnType<typeof reset> = yield take([requested.type, reset.type]);
      if (!requested.match(action)) {
        // The state is idle again; a call still in flight may finish, its answer is ignored.
        task = null;
        lastKey = null;
        continue;
      }
      const { key, arg } = action.payload;
      const running = task !== null && task.isRunning();
      if (mode === 'leading' && running) continue;
      // A key loading or loaded stays; one that failed may be asked again.
      if (mode === 'once' && key === lastKey && (running || (task as Task | null)?.result() === true)) continue;
      if (running && task) yield cancel(task);
      lastKey = key;
      task = yield fork(run, key, arg);
    }
  }

  const select = (state: unknown): RequestState<Data> => ((state as Record<string, RequestState<Data> | undefined>)[name] ?? initialState);
  return { name, keyOf, actions: { requested, updated, reset }, reducer: slice.reducer as Reducer<RequestState<Data>>, saga, select };
}
