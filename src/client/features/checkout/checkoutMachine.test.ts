import { createActor, fromPromise } from 'xstate';
import type { Order } from '../../../shared/schemas/commerce';
import { ApiError } from '../../api/apiError';
import { anOrder, aPayment, ORDER_ID } from '../cart/commerceFixtures';
import { checkoutMachine, checkoutOutcome, POLL_INTERVAL_MS } from './checkoutMachine';

const NOW = Date.parse('2026-11-27T03:00:00.000Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();
const pending = (minutesLeft = 15): Order => anOrder({ expiresAt: inMinutes(minutesLeft), payment: aPayment({ expiresAt: inMinutes(minutesLeft) }) });
const paid = (): Order => anOrder({ status: 'paid', paidAt: inMinutes(1), payment: aPayment({ status: 'succeeded' }) });

/** `answers`: what each read of the order gives, in turn (the last one repeats). */
function start(answers: Array<Order | Error>, { cancel, hidden = false }: { cancel?: () => Promise<Order>; hidden?: boolean } = {}) {
  let reads = 0;
  const fetch = jest.fn((orderId: string) => {
    expect(orderId).toBe(ORDER_ID);
    const answer = answers[Math.min(reads, answers.length - 1)] as Order | Error;
    reads += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  const cancelFn = jest.fn(cancel ?? (() => Promise.resolve(anOrder({ status: 'cancelled' }))));
  const machine = checkoutMachine.provide({
    actors: {
      fetchOrder: fromPromise<Order, { orderId: string }>(({ input }) => fetch(input.orderId)),
      cancelOrder: fromPromise<Order, { orderId: string }>(() => cancelFn()),
    },
  });
  const actor = createActor(machine, { input: { orderId: ORDER_ID, hidden } });
  const states: string[] = [];
  actor.subscribe((s) => states.push(JSON.stringify(s.value)));
  actor.start();
  return { actor, fetch, cancel: cancelFn, states, value: () => actor.getSnapshot().value };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('checkoutMachine', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads the order and waits for the payment, reading it every 3 s until it is paid', async () => {
    const { actor, fetch, value } = start([pending(), pending(), paid()]);
    expect(value()).toBe('loading');
    await settle();
    expect(value()).toEqual({ awaitingPayment: 'waiting' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(value()).toEqual({ awaitingPayment: 'waiting' });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(value()).toBe('paid');
    expect(actor.getSnapshot().context.order?.status).toBe('paid');
    // Nothing more is read once paid.
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('goes straight to paid for an order that arrives paid (a 100 % coupon)', async () => {
    const { value } = start([anOrder({ status: 'paid', payment: null, totalMinor: 0 })]);
    await settle();
    expect(value()).toBe('paid');
  });

  it.each([
    ['failed', anOrder({ status: 'failed' })],
    ['failed', anOrder({ payment: aPayment({ status: 'failed' }) })],
    ['cancelled', anOrder({ status: 'cancelled' })],
    ['expired', anOrder({ status: 'expired' })],
  ] as const)('ends in %s when the order says so', async (state, order) => {
    const { value } = start([pending(), order]);
    await settle();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(value()).toBe(state);
  });

  it('expires when the payment window closes while still pending, after reading the order once more', async () => {
    const { value, fetch } = start([pending(1)]);
    await settle();
    // 60 s: 20 polls, then the deadline's read.
    await jest.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(value()).toBe('expired');
    const reads = fetch.mock.calls.length;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetch.mock.calls.length).toBe(reads);
  });

  it('is paid rather than expired when the last read at the deadline finds it paid', async () => {
    const { value } = start([pending(0.01), paid()]);
    await settle();
    await jest.advanceTimersByTimeAsync(600);
    expect(value()).toBe('paid');
  });

  it('does not poll while the tab is hidden and reads at once when it shows again', async () => {
    const { actor, fetch, value } = start([pending(), pending(), paid()]);
    await settle();
    actor.send({ type: 'VISIBILITY', hidden: true });
    expect(value()).toEqual({ awaitingPayment: 'paused' });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(fetch).toHaveBeenCalledTimes(1);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(value()).toEqual({ awaitingPayment: 'waiting' });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(value()).toBe('paid');
  });

  it('starts paused when the tab is hidden from the start', async () => {
    const { fetch, value } = start([pending()], { hidden: true });
    await settle();
    expect(value()).toEqual({ awaitingPayment: 'paused' });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still expires while hidden (the window does not wait for the tab)', async () => {
    const { actor, value } = start([pending(1)]);
    await settle();
    actor.send({ type: 'VISIBILITY', hidden: true });
    await jest.advanceTimersByTimeAsync(61_000);
    expect(value()).toBe('expired');
  });

  it('reads at once on REFRESH (back from the card page)', async () => {
    const { actor, fetch, value } = start([pending(), paid()]);
    await settle();
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(value()).toBe('paid');
  });

  it('keeps polling after a failed read', async () => {
    const { fetch, value } = start([pending(), new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }), paid()]);
    await settle();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(value()).toEqual({ awaitingPayment: 'waiting' });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(value()).toBe('paid');
  });

  it('cancels a pending order', async () => {
    const { actor, cancel, value } = start([pending()]);
    await settle();
    actor.send({ type: 'CANCEL' });
    expect(value()).toBe('cancelling');
    await settle();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(value()).toBe('cancelled');
  });

  it('reads the order again when the cancel is refused (paid meanwhile) and shows why', async () => {
    const { actor, value } = start([pending(), paid()], { cancel: () => Promise.reject(new ApiError({ status: 409, code: 'ORDER_STATE_CONFLICT', message: 'paid' })) });
    await settle();
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(value()).toBe('paid');
    expect(actor.getSnapshot().context.error?.code).toBe('ORDER_STATE_CONFLICT');
  });

  it('shows a failed load and retries it', async () => {
    const { actor, value } = start([new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'no' }), pending()]);
    await settle();
    expect(value()).toBe('loadFailed');
    expect(actor.getSnapshot().context.error?.code).toBe('ORDER_NOT_FOUND');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(value()).toEqual({ awaitingPayment: 'waiting' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('checkoutOutcome', () => {
  it('reads refunds and refund requests as paid (the buyer paid)', () => {
    expect(checkoutOutcome(anOrder({ status: 'refund_requested' }))).toBe('paid');
    expect(checkoutOutcome(anOrder({ status: 'pending' }))).toBe('pending');
  });
});
