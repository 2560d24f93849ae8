// /instructor/payouts: the instructor's earnings paid out: balances, the payout method, a request and
// the history (the panel the affiliate page shows for commissions too).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PayoutsPanel } from './PayoutsPanel';

export default function PayoutsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAYOUTS.TITLE'));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box>
        <PageHeading>{t('PAYOUTS.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('PAYOUTS.INTRO')}
        </Typography>
      </Box>
      <PayoutsPanel account="instructor" />
    </Box>
  );
}
