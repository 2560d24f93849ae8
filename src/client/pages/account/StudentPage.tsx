// The student area's sections that are no feature of their own: their title and an honest "coming soon".
// (Dashboard, course list, certificates, wishlist, profile, password and social sign-in are features: see the router.)
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountSectionPage } from '../ComingSoonPage';
import { STUDENT_PAGES } from './studentPageDefs';
import { paths } from '../../app/paths';

export type StudentPageId = keyof typeof STUDENT_PAGES;

export default function StudentPage({ id }: { id: StudentPageId }) {
  const { t } = useTranslation();
  const browse =
    id === 'courseList' || id === 'bookmark' || id === 'certificates' ? (
      <Button component={RouterLink} to={paths.courses()} variant="contained">
        {t('COMMON.BROWSE_COURSES')}
      </Button>
    ) : undefined;
  return <AccountSectionPage page={STUDENT_PAGES[id]} action={browse} />;
}
