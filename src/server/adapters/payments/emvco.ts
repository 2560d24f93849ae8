// The shop's own QR codes: EMVCo merchant-presented payloads (TLV fields ending in a CRC-16/CCITT
// checksum) for PromptPay (Thailand), VietQR (Vietnam, NAPAS) and QR Ph (the Philippines, InstaPay),
// and their SVG image.
import type { Currency } from '../../../shared/constants';

/** The merchant's receiving accounts, from configuration; a rail without its account is not offered. */
export interface QrMerchantConfig {
  merchantName: string;
  merchantCity: string;
  /** PromptPay: a Thai mobile number (0812345678), a 13-digit national/tax ID, or a 15-digit e-wallet id. */
  promptpayId: string | null;
  /** VietQR: the bank's 6-digit NAPAS BIN and the account number. */
  vietqr: { bankBin: string; accountNumber: string } | null;
  /** QR Ph (P2M): the acquirer's BIC and the merchant's id at it. */
  qrph: { acquirerBic: string; merchantId: string } | null;
}

export type QrMethod = 'promptpay' | 'vietqr' | 'qrph';

export interface QrPayloadInput {
  amountMinor: number;
  currency: Currency;
  /** The order number, carried as the bill number / purpose so the transfer can be matched. */
  reference: string;
}

/** The EMVCo payload of a dynamic (one amount, one use) QR for `method`; throws when the rail is not configured. */
export function buildQrPayload(method: QrMethod, input: QrPayloadInput, merchant: QrMerchantConfig): string {
  void method;
  void input;
  void merchant;
  throw new Error('not implemented yet');
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of `text` as 4 upper-case hex digits. */
export function crc16(text: string): string {
  void text;
  throw new Error('not implemented yet');
}

/** The payload as an SVG QR code (no script, fixed size, quiet zone). */
export async function qrSvg(payload: string): Promise<string> {
  void payload;
  throw new Error('not implemented yet');
}
