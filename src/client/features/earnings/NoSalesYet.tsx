// The empty state of the earnings and orders pages: no sale yet, and what brings the first one.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';

/** No sale yet: what to do to get one. */
export function NoSalesYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('EARNINGS.EMPTY.TITLE')}
      text={t('EARNINGS.EMPTY.TEXT')}
      action={
        <>
          <Button component={RouterLink} to={paths.instructor.courses()} variant="contained">
            {t('EARNINGS.EMPTY.COURSES')}
          </Button>
          <Button component={RouterLink} to={paths.instructor.coupons()} variant="outlined">
            {t('EARNINGS.EMPTY.COUPONS')}
          </Button>
        </>
      }
    />
  );
}
