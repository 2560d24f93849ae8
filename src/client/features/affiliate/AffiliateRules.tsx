// How the programme works, from the rules in force (commission, cookie window, attribution), with a link
// to the affiliate agreement (a new tab, so that a half-filled form stays).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import type { Affiliate } from '../../../shared/schemas/money';
import { paths } from '../../app/paths';
import { formatPercent } from '../../lib/format';
import { visuallyHidden } from '../../lib/visuallyHidden';

export function AffiliateRules({ affiliate, lang }: { affiliate: Pick<Affiliate, 'commissionPercent' | 'cookieDays' | 'attributionDays'>; lang: Language }) {
  const { t } = useTranslation();
  const rules = [
    t('AFFILIATE.RULES.COMMISSION', { percent: formatPercent(affiliate.commissionPercent, lang) }),
    t('AFFILIATE.RULES.COOKIE', { days: affiliate.cookieDays }),
    t('AFFILIATE.RULES.LAST_CLICK'),
    t('AFFILIATE.RULES.ATTRIBUTION', { days: affiliate.attributionDays }),
    t('AFFILIATE.RULES.PENDING'),
    t('AFFILIATE.RULES.REVERSED'),
    t('AFFILIATE.RULES.SELF'),
  ];
  return (
    <Box component="section" aria-labelledby="affiliate-rules-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="affiliate-rules-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('AFFILIATE.RULES.TITLE')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75, maxWidth: 760 }}>
        {rules.map((rule) => (
          <Typography component="li" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
      <Typography>
        <Link href={paths.page('affiliate-agreement')} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
          {t('AFFILIATE.AGREEMENT_LINK')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('AFFILIATE.NEW_TAB')}`}
          </Box>
        </Link>
      </Typography>
    </Box>
  );
}
