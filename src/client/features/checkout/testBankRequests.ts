// The local test bank's calls as requests (app/request.ts): the payment as the bank sees it, and the
// buyer's decision (approve or decline), after which the bank sends the signed webhook.
import type { TestBankPayment } from '../../../shared/schemas/commerce';
import * as ordersApi from '../../api/ordersApi';
import { defineRequest } from '../../app/request';

export type TestBankDecision = 'approve' | 'decline';

export const testPaymentRequest = defineRequest<string, TestBankPayment>('checkout/testPayment', (paymentId) => ordersApi.getTestPayment(paymentId), { keyOf: (id) => id });

export const testPaymentDecisionRequest = defineRequest<{ paymentId: string; decision: TestBankDecision; card?: string }, TestBankPayment>(
  'checkout/testPaymentDecision',
  ({ paymentId, decision, card }) => ordersApi.decideTestPayment(paymentId, decision, card),
  // A double tap sends one decision.
  { mode: 'leading' },
);
