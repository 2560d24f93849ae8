// Route-level data loading for the content pages: one call per key, cancelled when the key changes or
// the page unmounts, with loading / loaded / failed states. It keeps these pages' data out of the
// always-loaded store (their code arrives with the route's chunk).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toErrorInfo, type ErrorInfo } from '../../lib/errors';

export type ApiState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; error: ErrorInfo; httpStatus: number | undefined };

export interface UseApiResult<T> {
  state: ApiState<T>;
  /** Loads the same key again (after a change, or to retry). */
  reload: () => void;
  /** Replaces the loaded data (an optimistic or server-returned update). */
  replace: (data: T) => void;
}

type Keyed<T> = ApiState<T> & { key: string };

function httpStatusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Calls `load` whenever `key` changes (null: nothing to load, state idle). A result for an older key is
 * ignored, so navigating between items never shows the previous one.
 */
export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): UseApiResult<T> {
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Keyed<T> | null>(null);
  const fullKey = key === null ? null : `${round}:${key}`;

  useEffect(() => {
    if (fullKey === null) return undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key: fullKey, status: 'loaded', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ key: fullKey, status: 'failed', error: toErrorInfo(error), httpStatus: httpStatusOf(error) });
      },
    );
    return () => controller.abort();
  }, [fullKey]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const replace = useCallback(
    (data: T) => {
      if (fullKey !== null) setState({ key: fullKey, status: 'loaded', data });
    },
    [fullKey],
  );

  let current: ApiState<T>;
  if (fullKey === null) current = { status: 'idle' };
  else if (state && state.key === fullKey) {
    const { key: _key, ...rest } = state;
    current = rest as ApiState<T>;
  } else current = { status: 'loading' };
  return { state: current, reload, replace };
}
