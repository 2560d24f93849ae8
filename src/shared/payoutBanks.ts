// The banks a Vietnamese or Philippine payout account can be chosen from, with the code their
// national QR needs: the NAPAS BIN of a Vietnamese bank (VietQR, tag 38) and the BIC a Philippine
// bank or e-wallet has on InstaPay (QR Ph person-to-person, tag 27). A Vietnamese bank is chosen
// from the list (the method stores its name); a Philippine bank is typed, and one of the list (by
// name or BIC) gets a QR. A bank not in the list (a method saved before) still pays by hand, only
// without a QR.

export interface VnBank {
  /** The short name the bank's customers know it by (what the payout method stores). */
  name: string;
  /** The 6-digit NAPAS BIN. */
  bin: string;
  /** Other names people type for it. */
  aliases?: readonly string[];
}

export interface PhBank {
  name: string;
  /** The 11-character BIC of the institution on InstaPay. */
  bic: string;
  aliases?: readonly string[];
}

/** The main Vietnamese banks (the BINs are NAPAS's, as VietQR apps list them). */
export const VN_BANKS: readonly VnBank[] = [
  { name: 'Vietcombank', bin: '970436' },
  { name: 'VietinBank', bin: '970415' },
  { name: 'BIDV', bin: '970418' },
  { name: 'Agribank', bin: '970405' },
  { name: 'Techcombank', bin: '970407' },
  { name: 'MB Bank', bin: '970422', aliases: ['MB', 'MBBank'] },
  { name: 'ACB', bin: '970416' },
  { name: 'VPBank', bin: '970432' },
  { name: 'Sacombank', bin: '970403' },
  { name: 'TPBank', bin: '970423' },
  { name: 'VIB', bin: '970441' },
  { name: 'SHB', bin: '970443' },
  { name: 'HDBank', bin: '970437' },
  { name: 'MSB', bin: '970426' },
  { name: 'OCB', bin: '970448' },
  { name: 'Eximbank', bin: '970431' },
];

/** The main Philippine banks that take InstaPay transfers. */
export const PH_BANKS: readonly PhBank[] = [
  { name: 'BDO Unibank', bic: 'BNORPHMMXXX', aliases: ['BDO', 'Banco de Oro'] },
  { name: 'BPI', bic: 'BOPIPHMMXXX', aliases: ['Bank of the Philippine Islands'] },
  { name: 'Metrobank', bic: 'MBTCPHMMXXX', aliases: ['Metropolitan Bank'] },
  { name: 'Land Bank of the Philippines', bic: 'TLBPPHMMXXX', aliases: ['Landbank', 'LBP'] },
  { name: 'UnionBank', bic: 'UBPHPHMMXXX' },
  { name: 'Security Bank', bic: 'SETCPHMMXXX' },
  { name: 'RCBC', bic: 'RCBCPHMMXXX' },
  { name: 'China Bank', bic: 'CHBKPHMMXXX', aliases: ['China Banking Corporation'] },
  { name: 'PNB', bic: 'PNBMPHMMXXX', aliases: ['Philippine National Bank'] },
  { name: 'EastWest Bank', bic: 'EWBCPHMMXXX' },
];

/** The e-wallets' BICs on InstaPay (a wallet account is its mobile number). */
export const PH_WALLET_BIC = { gcash: 'GXCHPHM2XXX', maya: 'PAPHPHM1XXX' } as const;

const key = (text: string) => text.trim().toLowerCase().replace(/[\s.-]/g, '');
const named = (bank: { name: string; aliases?: readonly string[] }, k: string) => key(bank.name) === k || (bank.aliases ?? []).some((a) => key(a) === k);

/** The Vietnamese bank a payout method names (by its name or its BIN), or null. */
export function vnBankOf(bank: string | null | undefined): VnBank | null {
  if (!bank) return null;
  const k = key(bank);
  return VN_BANKS.find((b) => named(b, k) || b.bin === k) ?? null;
}

/** The Philippine bank a payout method names (by its name or its BIC), or null. */
export function phBankOf(bank: string | null | undefined): PhBank | null {
  if (!bank) return null;
  const k = key(bank);
  return PH_BANKS.find((b) => named(b, k) || key(b.bic) === k) ?? null;
}

/** The names a bank kind is chosen from (null: the bank is typed, as for Thai and Philippine banks). */
export function bankChoices(kind: string): readonly string[] | null {
  return kind === 'bank_vn' ? VN_BANKS.map((b) => b.name) : null;
}
