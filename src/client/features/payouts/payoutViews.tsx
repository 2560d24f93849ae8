// Small shared pieces of the payout pages: a payout's status chip, a payout method in words, the date
// and time format, and the QR image source.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAYOUT_ACCOUNTS, PAYOUT_STATUSES, type PayoutAccountName, type PayoutStatus } from '../../../shared/constants';
import type { PayoutAccount } from '../../../shared/schemas/commerce';
import { formatDateTime } from '../../lib/format';
import { isBankKind, PAYOUT_KIND_KEYS } from '../orders';
import { kindOf } from './payoutMethodRules';

export const PAYOUT_STATUS: { readonly [S in PayoutStatus]: { key: string; color: 'default' | 'info' | 'success' | 'error' } } = {
  requested: { key: 'PAYOUTS.STATUS.REQUESTED', color: 'default' },
  approved: { key: 'PAYOUTS.STATUS.APPROVED', color: 'info' },
  paid: { key: 'PAYOUTS.STATUS.PAID', color: 'success' },
  rejected: { key: 'PAYOUTS.STATUS.REJECTED', color: 'error' },
};

export const payoutStatusOf = (value: string): PayoutStatus => ((PAYOUT_STATUSES as readonly string[]).includes(value) ? (value as PayoutStatus) : 'requested');
export const payoutAccountOf = (value: string): PayoutAccountName => ((PAYOUT_ACCOUNTS as readonly string[]).includes(value) ? (value as PayoutAccountName) : 'instructor');

export function PayoutStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const s = PAYOUT_STATUS[payoutStatusOf(status)];
  return <Chip size="small" color={s.color} label={t(s.key)} />;
}

/** A date and time in the reader's language (lib/format's: Thai in the Buddhist era). */
export { formatDateTime };

/** The QR as an image: the server's SVG in a data URL (no markup of its own in the page). */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A method in words: its kind, the holder, the bank (bank kinds) and the number or e-mail (masked or whole, as given). */
export function MethodLines({ method, large = false }: { method: PayoutAccount; large?: boolean }) {
  const { t } = useTranslation();
  const kind = kindOf(method.kind);
  const keys = kind ? PAYOUT_KIND_KEYS[kind] : null;
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 700 }}>{keys ? t(keys.name) : method.kind}</Typography>
      <Typography>{method.holderName}</Typography>
      {method.bank && kind && isBankKind(kind) && <Typography>{method.bank}</Typography>}
      <Typography sx={{ fontFamily: 'monospace', fontSize: large ? 17 : 15, letterSpacing: large ? 0.5 : 0 }}>{method.value}</Typography>
    </Box>
  );
}
