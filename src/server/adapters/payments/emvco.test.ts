// The shop's QR payloads, checked by decoders we did not write: promptparse (PromptPay) and
// vietnam-qr-pay (VietQR) parse them and validate their CRC; QR Ph, which has no public decoder, is
// read by a small TLV parser of this test and its CRC recomputed by a table-driven CRC (the module's
// is bitwise).
import { parse as parseEmv, validate as promptparseValidate } from 'promptparse';
import { QRPay } from 'vietnam-qr-pay';
import { buildQrPayload, buildQrPhTransferPayload, crc16, emvAmount, qrPhMobile, qrReference, qrSvg } from './emvco';
import type { QrMerchantConfig } from './emvco';

const merchant: QrMerchantConfig = {
  merchantName: 'Academy SEA Co., Ltd.',
  merchantCity: 'Bangkok',
  promptpayId: '0812345678',
  vietqr: { bankBin: '970436', accountNumber: '0011001234567' },
  qrph: { acquirerBic: 'BNORPHMMXXX', merchantId: 'ACADEMY0001' },
};

/** CRC-16/CCITT-FALSE by a 256-entry table, written independently of the module's bitwise loop. */
const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index << 8;
  for (let bit = 0; bit < 8; bit += 1) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
  return value & 0xffff;
});
function tableCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Reads a TLV string into [id, value] pairs, failing on any length that runs past the end. */
function readTlv(text: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) throw new Error(`bad TLV at ${at}`);
    fields.push([id, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}
function tlvMap(text: string): Map<string, string> {
  const fields = readTlv(text);
  const map = new Map(fields);
  expect(map.size).toBe(fields.length); // no id twice
  return map;
}

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  it('pads to four upper-case hex digits and agrees with a table-driven CRC', () => {
    for (const text of ['', 'A', '000201010212', 'ph.ppmi.p2m', 'x'.repeat(300)]) {
      expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
      expect(crc16(text)).toBe(tableCrc(text));
    }
    expect(crc16('')).toBe('FFFF');
  });
});

describe('emvAmount', () => {
  it.each([
    [1, 'THB', '0.01'],
    [99, 'PHP', '0.99'],
    [150000, 'THB', '1500.00'],
    [1599, 'USD', '15.99'],
    [9_999_999_999, 'THB', '99999999.99'],
    [25000, 'VND', '25000'],
    [9_999_999_999, 'VND', '9999999999'],
  ] as const)('%d minor %s is "%s"', (minor, currency, text) => {
    expect(emvAmount(minor, currency)).toBe(text);
  });
  it('refuses zero, negative, fractional and unsafe amounts', () => {
    for (const bad of [0, -100, 10.5, Number.NaN, 2 ** 53]) expect(() => emvAmount(bad, 'THB')).toThrow(/positive whole number/);
  });
  it('refuses an amount longer than the 13 characters of tag 54', () => {
    expect(() => emvAmount(100_000_000_000_000, 'VND')).toThrow(/longer than 13/);
  });
});

describe('PromptPay', () => {
  const amounts: Array<[number, number]> = [
    [150000, 1500],
    [1, 0.01],
    [3333, 33.33],
    [999_999_999, 9_999_999.99],
  ];
  it.each(amounts)('%d satang reads back as %d baht to the mobile number, CRC valid (promptparse)', (minor, baht) => {
    const payload = buildQrPayload('promptpay', { amountMinor: minor, currency: 'THB', reference: 'AC-2026-000123' }, merchant);
    const qr = parseEmv(payload, true, true);
    expect(qr).not.toBeNull();
    expect(qr?.validate('63')).toBe(true);
    expect(qr?.getTagValue('01')).toBe('12');
    expect(qr?.getTagValue('53')).toBe('764');
    expect(qr?.getTagValue('58')).toBe('TH');
    expect(qr?.getTagValue('29', '00')).toBe('A000000677010111');
    expect(qr?.getTagValue('29', '01')).toBe('0066812345678');
    expect(qr?.getTagValue('62', '01')).toBe('AC2026000123');
    expect(qr?.getTagValue('59')).toBe('Academy SEA Co., Ltd.');
    expect(qr?.getTagValue('60')).toBe('Bangkok');
    const anyId = promptparseValidate.anyId(payload);
    // promptparse gives the mobile number back in its local form.
    expect(anyId).toEqual({ type: 'MSISDN', target: '0812345678', amount: baht });
  });

  it('writes the amount with two decimals from integers (no float rounding)', () => {
    // 0.1 + 0.2 style sums: 10 + 20 satang is 0.30, never 0.30000000000000004.
    const payload = buildQrPayload('promptpay', { amountMinor: 10 + 20, currency: 'THB', reference: 'A1' }, merchant);
    expect(parseEmv(payload, true)?.getTagValue('54')).toBe('0.30');
  });

  it('carries a national/tax ID (02) or an e-wallet id (03)', () => {
    const byTaxId = buildQrPayload('promptpay', { amountMinor: 5000, currency: 'THB', reference: 'R1' }, { ...merchant, promptpayId: '0-1055-36012-34-5' });
    expect(promptparseValidate.anyId(byTaxId)).toEqual({ type: 'NATID', target: '0105536012345', amount: 50 });
    const byWallet = buildQrPayload('promptpay', { amountMinor: 5000, currency: 'THB', reference: 'R1' }, { ...merchant, promptpayId: '140000123456789' });
    expect(promptparseValidate.anyId(byWallet)).toEqual({ type: 'EWALLETID', target: '140000123456789', amount: 50 });
  });

  it('throws when the PromptPay ID is missing or malformed, or the currency is not THB', () => {
    const input = { amountMinor: 100, currency: 'THB', reference: 'R1' } as const;
    expect(() => buildQrPayload('promptpay', input, { ...merchant, promptpayId: null })).toThrow(/PromptPay is not configured/);
    expect(() => buildQrPayload('promptpay', input, { ...merchant, promptpayId: '12345' })).toThrow(/PromptPay ID is not valid/);
    expect(() => buildQrPayload('promptpay', { ...input, currency: 'USD' }, merchant)).toThrow(/THB only, not USD/);
  });

  it('keeps the merchant name and city to printable ASCII and their EMVCo lengths', () => {
    const payload = buildQrPayload(
      'promptpay',
      { amountMinor: 100, currency: 'THB', reference: 'R1' },
      { ...merchant, merchantName: 'สถาบัน Academy of South-East Asia Learning', merchantCity: 'กรุงเทพ Bangkok Metropolis' },
    );
    const qr = parseEmv(payload, true);
    expect(qr?.getTagValue('59')).toBe('Academy of South-East Asi');
    expect(qr?.getTagValue('60')).toBe('Bangkok Metropo');
  });
});

describe('VietQR', () => {
  it.each([25000, 1, 199_000, 9_999_999_999])('%d dong reads back whole, to the bank and account, CRC valid (vietnam-qr-pay)', (dong) => {
    const payload = buildQrPayload('vietqr', { amountMinor: dong, currency: 'VND', reference: 'AC-2026-000777' }, merchant);
    const qr = new QRPay(payload);
    expect(qr.isValid).toBe(true);
    expect(qr.initMethod).toBe('12');
    expect(qr.provider.guid).toBe('A000000727');
    expect(qr.provider.service).toBe('QRIBFTTA');
    expect(qr.consumer.bankBin).toBe('970436');
    expect(qr.consumer.bankNumber).toBe('0011001234567');
    expect(qr.amount).toBe(String(dong));
    expect(qr.currency).toBe('704');
    expect(qr.nation).toBe('VN');
    expect(qr.additionalData.purpose).toBe('AC2026000777');
    // Its own CRC agrees with ours.
    expect(payload.slice(-4)).toBe(QRPay.genCRCCode(payload.slice(0, -4)));
  });

  it('is refused by the decoder once a digit of the amount is changed (the CRC is checked)', () => {
    const payload = buildQrPayload('vietqr', { amountMinor: 25000, currency: 'VND', reference: 'R1' }, merchant);
    const tampered = payload.replace('540525000', '540535000');
    expect(tampered).not.toBe(payload);
    expect(new QRPay(tampered).isValid).toBe(false);
  });

  it('throws when the account is missing or malformed, or the currency is not VND', () => {
    const input = { amountMinor: 25000, currency: 'VND', reference: 'R1' } as const;
    expect(() => buildQrPayload('vietqr', input, { ...merchant, vietqr: null })).toThrow(/VietQR is not configured/);
    expect(() => buildQrPayload('vietqr', input, { ...merchant, vietqr: { bankBin: '9704', accountNumber: '1' } })).toThrow(/BIN must be 6 digits/);
    expect(() => buildQrPayload('vietqr', { ...input, currency: 'THB' }, merchant)).toThrow(/VND only, not THB/);
  });
});

describe('QR Ph', () => {
  it.each([
    [150000, '1500.00'],
    [1, '0.01'],
    [1_234_567_891, '12345678.91'],
  ])('%d centavos: tag 28 P2M, amount %s, PH, CRC recomputed independently', (minor, amount) => {
    const payload = buildQrPayload('qrph', { amountMinor: minor, currency: 'PHP', reference: 'ac-2026/000042' }, merchant);
    const body = payload.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(payload.slice(-4)).toBe(tableCrc(body));

    const root = tlvMap(payload);
    expect([...root.keys()]).toEqual(['00', '01', '28', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(root.get('00')).toBe('01');
    expect(root.get('01')).toBe('12');
    const account = tlvMap(root.get('28') ?? '');
    expect(account.get('00')).toBe('ph.ppmi.p2m');
    expect(account.get('01')).toBe('BNORPHMMXXX');
    expect(account.get('03')).toBe('ACADEMY0001');
    expect(root.get('52')).toBe('8299');
    expect(root.get('53')).toBe('608');
    expect(root.get('54')).toBe(amount);
    expect(root.get('58')).toBe('PH');
    expect(tlvMap(root.get('62') ?? '').get('05')).toBe('AC2026000042');
  });

  it('throws when the acquirer is missing or malformed, or the currency is not PHP', () => {
    const input = { amountMinor: 100, currency: 'PHP', reference: 'R1' } as const;
    expect(() => buildQrPayload('qrph', input, { ...merchant, qrph: null })).toThrow(/QR Ph is not configured/);
    expect(() => buildQrPayload('qrph', input, { ...merchant, qrph: { acquirerBic: 'bnor', merchantId: 'X' } })).toThrow(/BIC/);
    expect(() => buildQrPayload('qrph', { ...input, currency: 'VND' }, merchant)).toThrow(/PHP only, not VND/);
  });
});

describe('QR Ph person to person (InstaPay)', () => {
  const decode = (payload: string) => {
    const body = payload.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(payload.slice(-4)).toBe(tableCrc(body));
    return tlvMap(payload);
  };

  it.each([
    [56000, '560.00'],
    [1, '0.01'],
    [1_234_567_891, '12345678.91'],
  ])('%d centavos to a bank account: tag 27 com.p2pqrpay, BIC, 99964403, account; CRC recomputed independently', (minor, amount) => {
    const payload = buildQrPhTransferPayload({ amountMinor: minor, reference: 'payout-42' }, { bic: 'BNORPHMMXXX', accountNumber: '001234567890', mobile: null, holderName: 'Juan Dela Cruz', city: 'Philippines' });
    const root = decode(payload);
    expect([...root.keys()]).toEqual(['00', '01', '27', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(root.get('01')).toBe('12');
    const account = readTlv(root.get('27') ?? '');
    expect(account).toEqual([
      ['00', 'com.p2pqrpay'],
      ['01', 'BNORPHMMXXX'],
      ['02', '99964403'],
      ['04', '001234567890'],
    ]);
    expect(root.get('52')).toBe('6016');
    expect(root.get('53')).toBe('608');
    expect(root.get('54')).toBe(amount);
    expect(root.get('58')).toBe('PH');
    expect(root.get('59')).toBe('Juan Dela Cruz');
    expect(root.get('60')).toBe('Philippines');
    expect(tlvMap(root.get('62') ?? '').get('05')).toBe('PAYOUT42');
  });

  it('to an e-wallet: the number as 63 and 10 digits, and the mobile field', () => {
    expect(qrPhMobile('0917-123-4567')).toEqual({ accountNumber: '639171234567', mobile: '+63-917-1234567' });
    const payload = buildQrPhTransferPayload({ amountMinor: 100, reference: 'P1' }, { bic: 'GXCHPHM2XXX', ...qrPhMobile('09171234567'), holderName: 'Juan', city: 'Manila' });
    const account = tlvMap(decode(payload).get('27') ?? '');
    expect(account.get('01')).toBe('GXCHPHM2XXX');
    expect(account.get('04')).toBe('639171234567');
    expect(account.get('05')).toBe('+63-917-1234567');
  });

  it('carries tag 27 exactly as the published sample of a QR Ph transfer code (PayMongo\'s QR transfer reference)', () => {
    const sample =
      '00020101021227770012com.p2pqrpay0111PAEYPHM2XXX02089996440304129858893861530514+63-99137298615204601653036085406123.455802PH5913ENG-19818-ged6006Manila62980012com.p2pqrpay0103***0214+63-99137298620303***0408LOYALTY10506test120605cust10708123456780803***6304ED03';
    expect(tableCrc(sample.slice(0, -4))).toBe(sample.slice(-4));
    const ours = buildQrPhTransferPayload({ amountMinor: 12345, reference: 'P1' }, { bic: 'PAEYPHM2XXX', accountNumber: '985889386153', mobile: '+63-9913729861', holderName: 'ENG-19818-ged', city: 'Manila' });
    const theirs = tlvMap(sample);
    const mine = decode(ours);
    expect(mine.get('27')).toBe(theirs.get('27'));
    for (const id of ['00', '01', '52', '53', '54', '58', '59', '60']) expect([id, mine.get(id)]).toEqual([id, theirs.get(id)]);
  });

  it('refuses a malformed BIC, account or mobile number', () => {
    const to = { bic: 'BNORPHMMXXX', accountNumber: '0012345', mobile: null, holderName: 'J', city: 'Manila' };
    expect(() => buildQrPhTransferPayload({ amountMinor: 100, reference: 'P1' }, { ...to, bic: 'bnor' })).toThrow(/BIC/);
    expect(() => buildQrPhTransferPayload({ amountMinor: 100, reference: 'P1' }, { ...to, accountNumber: '1'.repeat(20) })).toThrow(/account number/);
    expect(() => buildQrPhTransferPayload({ amountMinor: 0, reference: 'P1' }, to)).toThrow(/positive/);
    expect(() => qrPhMobile('08171234567')).toThrow(/09/);
  });
});

describe('qrReference', () => {
  it('keeps upper-case letters and digits, at most 25', () => {
    expect(qrReference('ac-2026 / 000123')).toBe('AC2026000123');
    expect(qrReference('x'.repeat(40))).toHaveLength(25);
  });
  it('refuses a reference with nothing left', () => {
    expect(() => buildQrPayload('promptpay', { amountMinor: 100, currency: 'THB', reference: '--' }, merchant)).toThrow(/reference/);
  });
});

describe('qrSvg', () => {
  it('draws the payload as a self-contained SVG: paths, quiet zone, no script', async () => {
    const payload = buildQrPayload('promptpay', { amountMinor: 150000, currency: 'THB', reference: 'AC-1' }, merchant);
    const svg = await qrSvg(payload);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/<path[^>]+d="M[^"]+"/);
    expect(svg).toMatch(/width="256"/);
    expect(svg).not.toMatch(/<script|javascript:|on\w+=|href=/i);
    // Version and quiet zone: the view box is the module count plus 2 × 4 modules of margin.
    const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect((side - 8 - 17) % 4).toBe(0);
    // Another payload draws a different image.
    expect(await qrSvg(`${payload}X`)).not.toBe(svg);
  });
});
