// How one sale was split, from the buyer's price to the instructor's net, opened from a button on hover,
// on tap and with Enter or Space (Escape, a tap elsewhere or leaving it closes it): gross, the coupon's
// discount, tax, the payment fee, an affiliate's commission, the platform's share and the net, with the
// percentages of the sale itself (those in force when it was made, or what its amounts imply for an
// older one; never today's rules) and what the net is of what the buyer paid.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Currency, Language, SaleChannel } from '../../../shared/constants';
import type { SaleBreakdown } from '../../../shared/schemas/money';
import { InfoIcon } from '../../components/icons';
import { formatPercent } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { CHANNEL_KEYS } from './earningsFormat';

interface Line {
  key: string;
  label: string;
  minor: number;
  /** minus: taken off; total: a result. */
  sign: 'plus' | 'minus' | 'total';
}

export function BreakdownLines({ breakdown, channel, currency, lang }: { breakdown: SaleBreakdown; channel: SaleChannel | null; currency: Currency; lang: Language }) {
  const { t } = useTranslation();
  const share = breakdown.sharePercent;
  const commission = breakdown.affiliateCommissionPercent;
  const paid = breakdown.grossMinor - breakdown.discountMinor;
  const lines: Line[] = [
    { key: 'gross', label: t('EARNINGS.BREAKDOWN.GROSS'), minor: breakdown.grossMinor, sign: 'plus' },
    ...(breakdown.discountMinor > 0 ? [{ key: 'discount', label: t('EARNINGS.BREAKDOWN.DISCOUNT'), minor: breakdown.discountMinor, sign: 'minus' as const }] : []),
    { key: 'paid', label: t('EARNINGS.BREAKDOWN.PAID'), minor: paid, sign: 'total' },
    { key: 'tax', label: t('EARNINGS.BREAKDOWN.TAX'), minor: breakdown.taxMinor, sign: 'minus' },
    { key: 'fee', label: t('EARNINGS.BREAKDOWN.FEE'), minor: breakdown.providerFeeMinor, sign: 'minus' },
    ...(channel === 'affiliate' || breakdown.affiliateCommissionMinor > 0
      ? [{ key: 'affiliate', label: commission === null ? t('EARNINGS.BREAKDOWN.AFFILIATE_PLAIN') : t('EARNINGS.BREAKDOWN.AFFILIATE', { percent: formatPercent(commission, lang) }), minor: breakdown.affiliateCommissionMinor, sign: 'minus' as const }]
      : []),
    { key: 'platform', label: share === null ? t('EARNINGS.BREAKDOWN.PLATFORM_PLAIN') : t('EARNINGS.BREAKDOWN.PLATFORM', { percent: formatPercent(100 - share, lang) }), minor: breakdown.platformFeeMinor, sign: 'minus' },
    { key: 'net', label: share === null ? t('EARNINGS.BREAKDOWN.NET_PLAIN') : t('EARNINGS.BREAKDOWN.NET', { percent: formatPercent(share, lang) }), minor: breakdown.instructorNetMinor, sign: 'total' },
  ];
  const ofPaid = paid > 0 ? formatPercent((breakdown.instructorNetMinor * 100) / paid, lang) : null;
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      {channel && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('EARNINGS.BREAKDOWN.CHANNEL', { channel: t(CHANNEL_KEYS[channel]) })}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.25 }}>
        {lines.map((line) => (
          <Box key={line.key} sx={{ display: 'contents', '& > *': line.sign === 'total' ? { fontWeight: 800, borderTop: 1, borderColor: 'divider', pt: 0.25 } : {} }}>
            <Typography component="dt" variant="body2">
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {line.sign === 'minus' ? `− ${formatMoney(line.minor, currency, lang)}` : formatMoney(line.minor, currency, lang)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('EARNINGS.BREAKDOWN.RULE')}
      </Typography>
      {ofPaid && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('EARNINGS.BREAKDOWN.OF_PAID', { percent: ofPaid })}
        </Typography>
      )}
    </Box>
  );
}

/** The "i" button of a sale row and its breakdown. */
export function SaleBreakdownTip({ breakdown, channel, currency, lang, orderNumber }: { breakdown: SaleBreakdown; channel: SaleChannel | null; currency: Currency; lang: Language; orderNumber: string | null }) {
  const { t } = useTranslation();
  // Open while hovered, or pinned by a tap, a click or the keyboard until closed the same way.
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const id = useId();
  const close = () => {
    setHovered(false);
    setPinned(false);
  };
  return (
    <ClickAwayListener onClickAway={() => open && close()}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        <Tooltip
          id={id}
          open={open}
          onOpen={() => setHovered(true)}
          onClose={(event) => (event.type === 'keydown' ? close() : setHovered(false))}
          describeChild
          disableFocusListener
          disableTouchListener
          placement="bottom-end"
          title={<BreakdownLines breakdown={breakdown} channel={channel} currency={currency} lang={lang} />}
          slotProps={{
            tooltip: { sx: { bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', boxShadow: 6, p: 1.5, maxWidth: 'min(380px, calc(100vw - 24px))', fontSize: 14 } },
          }}
        >
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={orderNumber ? t('EARNINGS.BREAKDOWN.OPEN_OF', { number: orderNumber }) : t('EARNINGS.BREAKDOWN.OPEN')}
            onClick={() => (pinned ? close() : setPinned(true))}
          >
            <InfoIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </ClickAwayListener>
  );
}
