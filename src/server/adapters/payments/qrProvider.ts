// The shop's own QR codes without any provider: the buyer's bank app pays the EMVCo code (PromptPay,
// VietQR, QR Ph) straight into the shop's account, and an admin who sees the transfer arrive marks the
// payment received with the bank's reference. No API can be asked about a transfer and none sends
// webhooks; refunds are sent by hand.
import { QR_METHOD_CURRENCY, type PaymentMethod } from '../../../shared/constants';
import { buildQrPayload, type QrMerchantConfig } from './emvco';
import {
  PaymentProviderError, WebhookSignatureError,
  type CreatePaymentInput, type CreatedPayment, type PaymentProvider, type ProviderPayment, type RefundResult, type WebhookEvent,
} from './paymentProvider';

function isQrMethod(method: PaymentMethod): method is keyof typeof QR_METHOD_CURRENCY {
  return method in QR_METHOD_CURRENCY;
}

export function createQrProvider(merchant: QrMerchantConfig): PaymentProvider {
  return {
    name: 'qr',
    signedWebhooks: false,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!isQrMethod(input.method)) throw new PaymentProviderError(`the QR provider cannot take ${input.method}`);
      try {
        const qrPayload = buildQrPayload(input.method, { amountMinor: input.amountMinor, currency: input.currency, reference: input.orderNumber }, merchant);
        return { providerRef: input.paymentId, qrPayload, redirectUrl: null };
      } catch (err) {
        throw new PaymentProviderError(`the ${input.method} QR could not be made: ${(err as Error).message}`);
      }
    },
    async getPayment(): Promise<ProviderPayment> {
      throw new PaymentProviderError('a QR transfer is confirmed by an admin; there is nobody to ask');
    },
    async refund(): Promise<RefundResult> {
      return { kind: 'manual' };
    },
    verifyWebhook(): WebhookEvent {
      throw new WebhookSignatureError('the QR provider sends no webhooks');
    },
  };
}
