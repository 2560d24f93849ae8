// What the link brought: clicks, sign-ups and purchases. (The commission per currency is the payouts
// panel's first section, which the page shows below.)
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import type { Affiliate } from '../../../shared/schemas/money';
import { formatNumber } from '../../lib/format';

const formatCount = (value: number, lang: Language): string => formatNumber(value, lang);

/** Terms and their values as a description list laid out as a grid of figures. */
function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: 18, md: 22 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function AffiliateStats({ stats, lang }: { stats: Affiliate['stats']; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="affiliate-stats-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="affiliate-stats-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('AFFILIATE.STATS.TITLE')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Figures
          items={[
            { label: t('AFFILIATE.STATS.CLICKS'), value: formatCount(stats.clicks, lang) },
            { label: t('AFFILIATE.STATS.SIGN_UPS'), value: formatCount(stats.signUps, lang) },
            { label: t('AFFILIATE.STATS.PURCHASES'), value: formatCount(stats.purchases, lang) },
          ]}
        />
      </Paper>
    </Box>
  );
}
