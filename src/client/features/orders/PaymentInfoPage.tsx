// /student/payment-info: the buyer's billing details and the order history (receipts, refunds).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BillingForm } from './BillingForm';
import { OrderHistory } from './OrderHistory';
import { PageHeading } from '../../components/PageHeading';

export default function PaymentInfoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ORDERS.PAYMENT_INFO.TITLE'));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Box>
        <PageHeading>{t('ORDERS.PAYMENT_INFO.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('ORDERS.PAYMENT_INFO.INTRO')}
        </Typography>
      </Box>
      <BillingForm />
      <OrderHistory />
    </Box>
  );
}
