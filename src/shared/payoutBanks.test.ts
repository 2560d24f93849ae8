// The payout bank lists against a source we did not write: vietnam-qr-pay's bank table (NAPAS BINs).
import { Banks } from 'vietnam-qr-pay';
import { bankChoices, PH_BANKS, phBankOf, VN_BANKS, vnBankOf } from './payoutBanks';

describe('Vietnamese banks', () => {
  it.each(VN_BANKS.map((b) => [b.name, b.bin] as const))('%s has the NAPAS BIN %s in vietnam-qr-pay', (_name, bin) => {
    expect(Banks.map((b) => b.bin)).toContain(bin);
  });

  it('has the main banks with their BINs, each BIN once', () => {
    expect(vnBankOf('Vietcombank')?.bin).toBe('970436');
    expect(vnBankOf('vietinbank')?.bin).toBe('970415');
    expect(vnBankOf('BIDV')?.bin).toBe('970418');
    expect(vnBankOf('Agribank')?.bin).toBe('970405');
    expect(vnBankOf('Techcombank')?.bin).toBe('970407');
    expect(vnBankOf('MB')?.bin).toBe('970422');
    expect(vnBankOf('ACB')?.bin).toBe('970416');
    expect(vnBankOf('VPBank')?.bin).toBe('970432');
    expect(vnBankOf('Sacombank')?.bin).toBe('970403');
    expect(vnBankOf('TPBank')?.bin).toBe('970423');
    expect(new Set(VN_BANKS.map((b) => b.bin)).size).toBe(VN_BANKS.length);
  });

  it('finds a bank by its BIN; nothing for an unknown name', () => {
    expect(vnBankOf('970436')?.name).toBe('Vietcombank');
    expect(vnBankOf('Ngan hang ABC')).toBeNull();
    expect(vnBankOf('')).toBeNull();
    expect(vnBankOf(undefined)).toBeNull();
  });
});

describe('Philippine banks', () => {
  it('find a bank by name, alias or BIC; BICs are 11 characters, each once', () => {
    expect(phBankOf('BDO')?.bic).toBe('BNORPHMMXXX');
    expect(phBankOf('bdo unibank')?.bic).toBe('BNORPHMMXXX');
    expect(phBankOf('Landbank')?.bic).toBe('TLBPPHMMXXX');
    expect(phBankOf('UBPHPHMMXXX')?.name).toBe('UnionBank');
    expect(phBankOf('Rural Bank of Somewhere')).toBeNull();
    for (const b of PH_BANKS) expect(b.bic).toMatch(/^[A-Z0-9]{11}$/);
    expect(new Set(PH_BANKS.map((b) => b.bic)).size).toBe(PH_BANKS.length);
  });
});

describe('bankChoices', () => {
  it('lists the Vietnamese banks; Thai and Philippine banks are typed', () => {
    expect(bankChoices('bank_vn')).toContain('Vietcombank');
    expect(bankChoices('bank_ph')).toBeNull();
    expect(bankChoices('bank_th')).toBeNull();
  });
});
