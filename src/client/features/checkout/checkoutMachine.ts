// The checkout of one order (/checkout/:orderId): read the order, then wait for the payment while the
// buyer scans the QR (or pays on the card page): the order is read again every POLL_INTERVAL_MS, not
// while the tab is hidden, until it is paid, failed, cancelled or its payment window closes.
//
//   loading -> deciding -> awaitingPayment (waiting <-> polling, paused while hidden) -> deciding -> ...
//   awaitingPayment -- the window closes --> checkingExpiry -> deciding (still pending: expired)
//   awaitingPayment -- CANCEL --> cancelling -> deciding
//   deciding -> paid | failed | expired | cancelled | awaitingPayment; loading fails -> loadFailed (RETRY)
import { assign, fromPromise, setup } from 'xstate';
import type { Order } from '../../../shared/schemas/commerce';
import * as ordersApi from '../../api/ordersApi';
import { toErrorInfo, type ErrorInfo } from '../../lib/errors';

export const POLL_INTERVAL_MS = 3000;

export type CheckoutOutcome = 'paid' | 'failed' | 'expired' | 'cancelled' | 'pending';

const PAID_STATUSES = new Set(['paid', 'refund_requested', 'refunded', 'partially_refunded']);

/** Where an order stands for the buyer at checkout. A declined payment of a pending order is a failure. */
export function checkoutOutcome(order: Order): CheckoutOutcome {
  if (PAID_STATUSES.has(order.status)) return 'paid';
  if (order.status === 'expired' || order.status === 'failed' || order.status === 'cancelled') return order.status;
  if (order.payment?.status === 'failed') return 'failed';
  if (order.payment?.status === 'expired') return 'expired';
  if (order.payment?.status === 'cancelled') return 'cancelled';
  return 'pending';
}

/** When the payment (or the order) can no longer be paid; null when the order says nothing. */
export function paymentDeadline(order: Order | null): number | null {
  const at = order?.payment?.expiresAt ?? order?.expiresAt ?? null;
  if (!at) return null;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : ms;
}

export interface CheckoutContext {
  orderId: string;
  order: Order | null;
  /** The last failure: reading the order (loadFailed) or cancelling it. */
  error: ErrorInfo | null;
  /** The tab is hidden: no polling until it shows again. */
  hidden: boolean;
  /** The payment window has closed: a still pending order is expired. */
  deadlinePassed: boolean;
}

export interface CheckoutInput {
  orderId: string;
  hidden?: boolean;
}

export type CheckoutEvent =
  | { type: 'VISIBILITY'; hidden: boolean }
  /** Read the order now (back from the card page or the test bank). */
  | { type: 'REFRESH' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

const MAX_TIMER_MS = 2_147_483_647;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    fetchOrder: fromPromise<Order, { orderId: string }>(({ input, signal }) => ordersApi.getOrder(input.orderId, signal)),
    cancelOrder: fromPromise<Order, { orderId: string }>(({ input }) => ordersApi.cancelOrder(input.orderId)),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    /** Until the payment window closes (at once when it has). */
    untilDeadline: ({ context }) => {
      const deadline = paymentDeadline(context.order);
      if (deadline === null) return MAX_TIMER_MS;
      return Math.min(MAX_TIMER_MS, Math.max(0, deadline - Date.now()));
    },
  },
  guards: {
    isPaid: ({ context }) => context.order !== null && checkoutOutcome(context.order) === 'paid',
    isFailed: ({ context }) => context.order !== null && checkoutOutcome(context.order) === 'failed',
    isCancelled: ({ context }) => context.order !== null && checkoutOutcome(context.order) === 'cancelled',
    isExpired: ({ context }) => context.order !== null && (checkoutOutcome(context.order) === 'expired' || context.deadlinePassed),
    isHidden: ({ context }) => context.hidden,
    becameVisible: ({ event }) => event.type === 'VISIBILITY' && !event.hidden,
    becameHidden: ({ event }) => event.type === 'VISIBILITY' && event.hidden,
  },
  actions: {
    storeVisibility: assign({ hidden: ({ context, event }) => (event.type === 'VISIBILITY' ? event.hidden : context.hidden) }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ orderId: input.orderId, order: null, error: null, hidden: input.hidden ?? false, deadlinePassed: false }),
  initial: 'loading',
  on: {
    VISIBILITY: { actions: 'storeVisibility' },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'deciding', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    deciding: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isExpired', target: 'expired' },
        { target: 'awaitingPayment' },
      ],
    },
    awaitingPayment: {
      initial: 'waiting',
      after: { untilDeadline: 'checkingExpiry' },
      on: {
        CANCEL: { target: 'cancelling', actions: assign({ error: null }) },
      },
      states: {
        waiting: {
          always: { guard: 'isHidden', target: 'paused' },
          after: { pollInterval: 'polling' },
          on: {
            VISIBILITY: { guard: 'becameHidden', target: 'paused', actions: 'storeVisibility' },
            REFRESH: 'polling',
          },
        },
        polling: {
          invoke: {
            src: 'fetchOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: { target: '#checkout.deciding', actions: assign({ order: ({ event }) => event.output }) },
            // A failed read is tried again at the next interval.
            onError: { target: 'waiting' },
          },
        },
        paused: {
          on: {
            VISIBILITY: { guard: 'becameVisible', target: 'polling', actions: 'storeVisibility' },
            REFRESH: 'polling',
          },
        },
      },
    },
    checkingExpiry: {
      entry: assign({ deadlinePassed: true }),
      invoke: {
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'deciding', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'deciding' },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'deciding', actions: assign({ order: ({ event }) => event.output }) },
        // E.g. paid meanwhile (ORDER_STATE_CONFLICT): the order is read again and the error shown.
        onError: { target: 'loading', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
      },
    },
    paid: { type: 'final' },
    failed: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
