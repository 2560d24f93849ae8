import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../../api/apiError';
import { useApi } from './useApi';

function Probe({ id, load }: { id: string | null; load: (id: string, signal: AbortSignal) => Promise<string> }) {
  const { state, reload } = useApi(id, (signal) => load(id ?? '', signal));
  return (
    <div>
      <span data-testid="state">
        {state.status === 'loaded' ? `loaded:${state.data}` : state.status === 'failed' ? `failed:${state.error.code}:${state.httpStatus}` : state.status}
      </span>
      <button onClick={reload}>reload</button>
    </div>
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useApi', () => {
  it('loads, then shows the data', async () => {
    const load = jest.fn((id: string) => Promise.resolve(`data of ${id}`));
    render(<Probe id="a" load={load} />);
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    expect(await screen.findByText('loaded:data of a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure with its code and HTTP status, and loads again on reload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError({ status: 404, code: 'POST_NOT_FOUND', message: 'x' })).mockResolvedValueOnce('second');
    render(<Probe id="a" load={load} />);
    expect(await screen.findByText('failed:POST_NOT_FOUND:404')).toBeInTheDocument();
    act(() => screen.getByText('reload').click());
    expect(await screen.findByText('loaded:second')).toBeInTheDocument();
  });

  it('ignores the answer for a previous key and stays idle without a key', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = jest.fn((id: string) => (id === 'a' ? first.promise : second.promise));
    const { rerender } = render(<Probe id="a" load={load} />);
    rerender(<Probe id="b" load={load} />);
    await act(async () => {
      first.resolve('stale');
      await first.promise;
    });
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await act(async () => {
      second.resolve('fresh');
      await second.promise;
    });
    expect(screen.getByTestId('state')).toHaveTextContent('loaded:fresh');
    rerender(<Probe id={null} load={load} />);
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
  });
});
