import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { hasData, useDeferredArrival } from './hooks';

interface Loaded {
  data: string | null;
}

/** Records what each commit showed. */
function Shown({ value, commits }: { value: Loaded; commits: (string | null)[] }) {
  const shown = useDeferredArrival(value, hasData);
  useLayoutEffect(() => {
    commits.push(shown.data);
  });
  return <p>{shown.data ?? 'loading'}</p>;
}

describe('useDeferredArrival', () => {
  it('keeps showing the state before for one commit when the data arrives, then shows it', () => {
    const commits: (string | null)[] = [];
    const { rerender, container } = render(<Shown value={{ data: null }} commits={commits} />);
    expect(commits).toEqual([null]);
    act(() => rerender(<Shown value={{ data: 'course' }} commits={commits} />));
    // The update's own commit still shows the skeleton; the background render then shows the data.
    expect(commits).toEqual([null, null, 'course']);
    expect(container.textContent).toBe('course');
  });

  it('shows a change of data already shown in the same commit', () => {
    const commits: (string | null)[] = [];
    const { rerender, container } = render(<Shown value={{ data: 'version 1' }} commits={commits} />);
    act(() => rerender(<Shown value={{ data: 'version 2' }} commits={commits} />));
    expect(commits[1]).toBe('version 2');
    expect(commits).not.toContain(null);
    expect(container.textContent).toBe('version 2');
  });

  it('shows a return to loading (another key asked for) at once', () => {
    const commits: (string | null)[] = [];
    const { rerender } = render(<Shown value={{ data: 'page 1' }} commits={commits} />);
    act(() => rerender(<Shown value={{ data: null }} commits={commits} />));
    expect(commits[1]).toBeNull();
  });
});
