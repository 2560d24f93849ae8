import { SETTLE_MS, whenPageSettled } from './idle';

describe('whenPageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  function track() {
    const idleCallbacks: (() => void)[] = [];
    window.requestIdleCallback = ((cb: () => void) => idleCallbacks.push(cb)) as unknown as typeof window.requestIdleCallback;
    let done = false;
    const waiting = whenPageSettled().then(() => (done = true));
    return { idleCallbacks, waiting, done: () => done };
  }

  it('waits SETTLE_MS after the load event, then for an idle moment', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { idleCallbacks, waiting, done } = track();
    jest.advanceTimersByTime(SETTLE_MS * 2);
    expect(idleCallbacks).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    await Promise.resolve();
    expect(done()).toBe(false);
    idleCallbacks[0]!();
    await waiting;
    expect(done()).toBe(true);
  });

  it('goes at the first interaction, before the time is up, and only once', async () => {
    const { idleCallbacks, waiting } = track();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(idleCallbacks).toHaveLength(1);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(SETTLE_MS * 2);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    await waiting;
  });

  it('resolves without requestIdleCallback too', async () => {
    const waiting = whenPageSettled();
    jest.advanceTimersByTime(SETTLE_MS + 1);
    await expect(waiting).resolves.toBeUndefined();
  });
});
