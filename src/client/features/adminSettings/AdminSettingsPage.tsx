// Stub of the admin console's page (issue 16): replaced by the section's real page.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function Page() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_SETTINGS.TITLE'));
  return (
    <Typography component="h2" variant="h5">
      {t('PAGES.ADMIN_SETTINGS.TITLE')}
    </Typography>
  );
}
