// The shop's own QR codes: EMVCo merchant-presented payloads (TLV fields ending in a CRC-16/CCITT
// checksum) for PromptPay (Thailand), VietQR (Vietnam, NAPAS) and QR Ph (the Philippines, InstaPay),
// and their SVG image.
//
// Every payload is "dynamic" (point of initiation 12: one amount, one use). A field is its id (2
// digits), its length (2 digits) and its value; templates (26-51, 62) hold fields of their own. The
// last field is 63 (CRC): "6304" and the CRC-16/CCITT-FALSE of everything before it, including "6304".
//
// - PromptPay (Bank of Thailand / Thai QR Payment): tag 29 = 00 AID A000000677010111, then the
//   receiving proxy: 01 a mobile number as 13 digits (0066 + the number without its leading 0), 02 a
//   13-digit national or tax ID, or 03 a 15-digit e-wallet id. 53 764, 54 baht with 2 decimals,
//   58 TH, 62/01 the bill number.
// - VietQR (NAPAS 247): tag 38 = 00 AID A000000727, 01 (00 bank BIN, 01 account number), 02 service
//   QRIBFTTA (transfer to an account). 53 704, 54 whole dong, 58 VN, 62/08 the purpose (the
//   transfer's content, which is what the bank statement shows).
// - QR Ph P2M (Philippine Payments Management, Inc.): tag 28 = 00 ph.ppmi.p2m, 01 the acquirer's
//   BIC (e.g. BNORPHMMXXX), 03 the merchant id at the acquirer. 52 MCC, 53 608, 54 pesos with 2
//   decimals, 58 PH, 62/05 the reference label. The PPMI specification itself is not public; the
//   fields follow the codes banks and wallets print (their tag 28 carries 00, 01 and 03 like this;
//   some add acquirer-specific sub-fields such as 05, which we leave out).
import QRCode from 'qrcode';
import { QR_METHOD_CURRENCY } from '../../../shared/constants';
import type { Currency } from '../../../shared/constants';
import { minorToDecimal } from '../../../shared/money';

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

/** ISO 4217 numeric codes of the QR currencies (tag 53). */
const NUMERIC_CURRENCY: { readonly [C in (typeof QR_METHOD_CURRENCY)[QrMethod]]: string } = { THB: '764', VND: '704', PHP: '608' };
const COUNTRY: { readonly [M in QrMethod]: string } = { promptpay: 'TH', vietqr: 'VN', qrph: 'PH' };

export const PROMPTPAY_AID = 'A000000677010111';
export const VIETQR_AID = 'A000000727';
export const VIETQR_SERVICE_TO_ACCOUNT = 'QRIBFTTA';
export const QRPH_P2M_GUID = 'ph.ppmi.p2m';
/** Merchant category of a school selling courses (MCC 8299: schools and educational services, not elsewhere classified). */
export const QRPH_MERCHANT_CATEGORY = '8299';

/** Field lengths the EMVCo MPM specification allows. */
const MAX_REFERENCE = 25;
const MAX_MERCHANT_NAME = 25;
const MAX_MERCHANT_CITY = 15;
const MAX_AMOUNT = 13;

/** One TLV field: id, 2-digit length, value. */
function field(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo field id must be 2 digits, got "${id}"`);
  if (value.length === 0 || value.length > 99) throw new Error(`EMVCo field ${id} must hold 1 to 99 characters, got ${value.length}`);
  return id + String(value.length).padStart(2, '0') + value;
}

/**
 * The reference as the QR carries it: upper-case letters and digits only, at most 25. Bank apps
 * (notably Vietnamese ones, which rewrite a transfer's content) keep these and drop or mangle the
 * rest, so an admin matching a transfer finds exactly this text on the statement.
 */
export function qrReference(reference: string): string {
  return reference
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MAX_REFERENCE);
}

/** Printable ASCII only (the "ans" character set of the name and city fields), cut to `max`. */
function ans(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * The amount of tag 54 from minor units by string arithmetic (no floating point): 150000 THB minor
 * -> "1500.00", 25000 VND -> "25000".
 */
export function emvAmount(amountMinor: number, currency: Currency): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`QR amount must be a positive whole number of minor units, got ${amountMinor}`);
  }
  const amount = minorToDecimal(amountMinor, currency);
  if (amount.length > MAX_AMOUNT) throw new Error(`QR amount ${amount} ${currency} is longer than ${MAX_AMOUNT} characters`);
  return amount;
}

/** PromptPay's proxy sub-field of tag 29 for a mobile number, a national/tax ID or an e-wallet id. */
function promptpayProxy(id: string): string {
  const digits = id.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits)) return field('01', `0066${digits.slice(1)}`);
  if (/^\d{13}$/.test(digits)) return field('02', digits);
  if (/^\d{15}$/.test(digits)) return field('03', digits);
  throw new Error(
    'PromptPay ID is not valid: expected a Thai mobile number (10 digits starting with 0), a 13-digit national/tax ID or a 15-digit e-wallet id',
  );
}

function merchantFields(merchant: QrMerchantConfig): string {
  const name = ans(merchant.merchantName, MAX_MERCHANT_NAME);
  const city = ans(merchant.merchantCity, MAX_MERCHANT_CITY);
  return (name ? field('59', name) : '') + (city ? field('60', city) : '');
}

/** Everything with its CRC field appended. */
function withCrc(body: string): string {
  const signed = `${body}6304`;
  return signed + crc16(signed);
}

/** The EMVCo payload of a dynamic (one amount, one use) QR for `method`; throws when the rail is not configured. */
export function buildQrPayload(method: QrMethod, input: QrPayloadInput, merchant: QrMerchantConfig): string {
  const railCurrency = QR_METHOD_CURRENCY[method];
  if (input.currency !== railCurrency) {
    throw new Error(`${method} QR codes carry ${railCurrency} only, not ${input.currency}`);
  }
  const reference = qrReference(input.reference);
  if (!reference) throw new Error('QR reference must contain letters or digits');
  const amount = emvAmount(input.amountMinor, input.currency);
  const head = field('00', '01') + field('01', '12');
  const money = field('53', NUMERIC_CURRENCY[railCurrency]) + field('54', amount) + field('58', COUNTRY[method]);

  switch (method) {
    case 'promptpay': {
      if (!merchant.promptpayId) throw new Error('PromptPay is not configured: set the shop\'s PromptPay ID');
      const account = field('29', field('00', PROMPTPAY_AID) + promptpayProxy(merchant.promptpayId));
      return withCrc(head + account + money + merchantFields(merchant) + field('62', field('01', reference)));
    }
    case 'vietqr': {
      const vietqr = merchant.vietqr;
      if (!vietqr) throw new Error('VietQR is not configured: set the shop\'s bank BIN and account number');
      if (!/^\d{6}$/.test(vietqr.bankBin)) throw new Error('VietQR bank BIN must be 6 digits (the NAPAS BIN of the bank)');
      if (!/^[A-Za-z0-9]{1,19}$/.test(vietqr.accountNumber)) throw new Error('VietQR account number must be 1 to 19 letters or digits');
      const beneficiary = field('00', vietqr.bankBin) + field('01', vietqr.accountNumber);
      const account = field('38', field('00', VIETQR_AID) + field('01', beneficiary) + field('02', VIETQR_SERVICE_TO_ACCOUNT));
      return withCrc(head + account + money + merchantFields(merchant) + field('62', field('08', reference)));
    }
    case 'qrph': {
      const qrph = merchant.qrph;
      if (!qrph) throw new Error('QR Ph is not configured: set the acquirer\'s BIC and the merchant id');
      if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(qrph.acquirerBic)) throw new Error('QR Ph acquirer BIC must be 8 or 11 upper-case letters or digits');
      if (!/^[\x20-\x7e]{1,25}$/.test(qrph.merchantId)) throw new Error('QR Ph merchant id must be 1 to 25 printable ASCII characters');
      const account = field('28', field('00', QRPH_P2M_GUID) + field('01', qrph.acquirerBic) + field('03', qrph.merchantId));
      const category = field('52', QRPH_MERCHANT_CATEGORY);
      return withCrc(head + account + category + money + merchantFields(merchant) + field('62', field('05', reference)));
    }
  }
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of `text` as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload as an SVG QR code (no script, fixed size, quiet zone). */
export async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: 256 });
}

// ---- QR Ph person to person (InstaPay) -------------------------------------------------------------
//
// The code a Philippine bank or e-wallet shows to receive a transfer (the admin's app pays a payout
// with it). The same merchant-presented layout with its own template, tag 27: 00 the GUID
// com.p2pqrpay, 01 the receiving institution's BIC, 02 the InstaPay P2P service code 99964403,
// 04 the account number, 05 the mobile number (+63-9XX-XXXXXXX, e-wallets). 52 6016 (what banks and
// wallets print on these codes), 53 608, 54 pesos with 2 decimals, 58 PH, 59 the account holder,
// 60 the city, 62/05 the reference. As with P2M, the specification is not public; the fields follow
// the codes Philippine banks and wallets print (Landbank, UnionBank, BDO: 01 BIC, 02 99964403, 04
// account; Maya: 04 the number as 63 and 10 digits, 05 the mobile number).

export const QRPH_P2P_GUID = 'com.p2pqrpay';
export const QRPH_P2P_SERVICE = '99964403';
export const QRPH_P2P_CATEGORY = '6016';

export interface QrPhTransfer {
  /** The receiving bank's or e-wallet's BIC on InstaPay. */
  bic: string;
  /** The account number at it (an e-wallet: the mobile number, 63 and 10 digits). */
  accountNumber: string;
  /** An e-wallet's mobile number as +63-9XX-XXXXXXX, or null for a bank account. */
  mobile: string | null;
  holderName: string;
  city: string;
}

/** A Philippine mobile number 09XXXXXXXXX as QR Ph's account (639XXXXXXXXX) and mobile (+63-9XX-XXXXXXX) fields. */
export function qrPhMobile(number: string): { accountNumber: string; mobile: string } {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^09\d{9}$/.test(digits)) throw new Error('A Philippine mobile number is 09 and 9 digits');
  const national = digits.slice(1);
  return { accountNumber: `63${national}`, mobile: `+63-${national.slice(0, 3)}-${national.slice(3)}` };
}

/** The payload of a one-use QR Ph transfer of exactly `amountMinor` centavos to `to`. */
export function buildQrPhTransferPayload(input: { amountMinor: number; reference: string }, to: QrPhTransfer): string {
  if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(to.bic)) throw new Error('QR Ph BIC must be 8 or 11 upper-case letters or digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(to.accountNumber)) throw new Error('QR Ph account number must be 1 to 19 letters or digits');
  const reference = qrReference(input.reference);
  if (!reference) throw new Error('QR reference must contain letters or digits');
  const account = field(
    '27',
    field('00', QRPH_P2P_GUID) + field('01', to.bic) + field('02', QRPH_P2P_SERVICE) + field('04', to.accountNumber) + (to.mobile ? field('05', to.mobile) : ''),
  );
  const head = field('00', '01') + field('01', '12');
  const money = field('53', NUMERIC_CURRENCY.PHP) + field('54', emvAmount(input.amountMinor, 'PHP')) + field('58', 'PH');
  const holder = merchantFields({ merchantName: to.holderName, merchantCity: to.city, promptpayId: null, vietqr: null, qrph: null });
  return withCrc(head + account + field('52', QRPH_P2P_CATEGORY) + money + holder + field('62', field('05', reference)));
}
