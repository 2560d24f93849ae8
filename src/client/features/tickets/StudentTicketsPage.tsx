// Stub of the support tickets' page (issue 17): replaced by the real page.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function Page() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.STUDENT_TICKETS.TITLE'));
  return (
    <Typography component="h2" variant="h5">
      {t('PAGES.STUDENT_TICKETS.TITLE')}
    </Typography>
  );
}
