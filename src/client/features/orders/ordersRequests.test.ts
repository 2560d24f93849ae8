// The orders requests: the save and refund sagas step by step (redux-saga-test-plan), the loads in a real store.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as billingApi from '../../api/billingApi';
import * as ordersApi from '../../api/ordersApi';
import * as refundsApi from '../../api/refundsApi';
import { ApiError } from '../../api/apiError';
import { runRequest } from '../../testing/requestStore';
import { uiActions } from '../ui/uiSlice';
import { aBilling, anOrder, anOrderSummary, ORDER_ID } from './orderFixtures';
import { billingSaveRequest, orderHistoryRequest, orderRequest, refundSubmitRequest } from './ordersRequests';

jest.mock('../../api/billingApi');
jest.mock('../../api/ordersApi');
jest.mock('../../api/refundsApi');

beforeEach(() => jest.resetAllMocks());

describe('billing save saga', () => {
  it('saves through the tracked call and ends with what the server kept', () => {
    const profile = { name: 'Ann', address: 'Manila', countryCode: 'PH', taxId: '123-456-789', preferredMethods: { 138: 'qrph' as const } };
    const kept = aBilling({ ...profile, taxId: '123456789' });
    return expectSaga(billingSaveRequest.saga)
      .provide([[matchers.call.fn(billingApi.saveBilling), kept]])
      .put(uiActions.loadingStarted())
      .call(billingApi.saveBilling, profile)
      .put(uiActions.loadingFinished())
      .put({ type: 'orders/billingSave/succeeded', payload: { key: JSON.stringify(profile), data: kept } })
      .dispatch(billingSaveRequest.actions.requested({ key: JSON.stringify(profile), arg: profile }))
      .silentRun(50);
  });

  it('keeps the code of a refused tax ID for the form', () => {
    const profile = { name: 'Ann', address: '', countryCode: 'TH', taxId: '1', preferredMethods: {} };
    const error = new ApiError({ status: 400, code: 'BILLING_INVALID', message: 'bad' });
    return expectSaga(billingSaveRequest.saga)
      .provide([[matchers.call.fn(billingApi.saveBilling), throwError(error)]])
      .put.like({ action: { type: 'orders/billingSave/failed', payload: { error: { code: 'BILLING_INVALID', status: 400 } } } })
      .dispatch(billingSaveRequest.actions.requested({ key: 'k', arg: profile }))
      .silentRun(50);
  });
});

describe('refund saga', () => {
  it('sends the reason and account once, even when asked twice while it runs', async () => {
    let resolve: (o: ReturnType<typeof anOrder>) => void = () => undefined;
    jest.mocked(refundsApi.requestRefund).mockImplementation(() => new Promise((r) => (resolve = r)));
    const request = { reason: 'No', payoutAccount: { kind: 'promptpay' as const, holderName: 'Ann', value: '0812345678' } };
    const result = expectSaga(refundSubmitRequest.saga)
      .dispatch(refundSubmitRequest.actions.requested({ key: ORDER_ID, arg: { orderId: ORDER_ID, request } }))
      .dispatch(refundSubmitRequest.actions.requested({ key: ORDER_ID, arg: { orderId: ORDER_ID, request } }))
      .silentRun(50);
    setTimeout(() => resolve(anOrder()), 10);
    await result;
    expect(refundsApi.requestRefund).toHaveBeenCalledTimes(1);
    expect(refundsApi.requestRefund).toHaveBeenCalledWith(ORDER_ID, request);
  });
});

describe('orders loads in a store', () => {
  it('reads a page of the history', async () => {
    jest.mocked(ordersApi.listOrders).mockResolvedValue({ items: [anOrderSummary()], total: 1, page: 3, pageSize: 10 });
    const { state } = await runRequest(orderHistoryRequest, 3);
    expect(ordersApi.listOrders).toHaveBeenCalledWith({ page: 3, pageSize: 10 });
    expect(state).toMatchObject({ status: 'succeeded', key: '3', data: { page: 3 } });
  });

  it('keeps a missing order as a 404 for the page to explain', async () => {
    jest.mocked(ordersApi.getOrder).mockRejectedValue(new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'no' }));
    const { state } = await runRequest(orderRequest, ORDER_ID);
    expect(state).toMatchObject({ status: 'failed', error: { status: 404, code: 'ORDER_NOT_FOUND' } });
  });
});
