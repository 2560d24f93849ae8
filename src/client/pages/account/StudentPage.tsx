// The student area's sections without a route of their own: profile editing, password change and the
// social sign-in links (in this chunk, so the router stays small), the others their title and an honest
// "coming soon".
// (Dashboard, course list, certificates and wishlist are features: see the router.)
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import ChangePasswordPage from '../../features/account/ChangePasswordPage';
import EditProfilePage from '../../features/account/EditProfilePage';
import SocialLoginPage from '../../features/social/SocialLoginPage';
import { AccountSectionPage } from '../ComingSoonPage';
import { STUDENT_PAGES } from './studentPageDefs';
import { paths } from '../../app/paths';

export type StudentPageId = keyof typeof STUDENT_PAGES;

export default function StudentPage({ id }: { id: StudentPageId }) {
  const { t } = useTranslation();
  if (id === 'editProfile') return <EditProfilePage />;
  if (id === 'changePassword') return <ChangePasswordPage />;
  if (id === 'socialLogin') return <SocialLoginPage />;
  const browse =
    id === 'courseList' || id === 'bookmark' || id === 'certificates' ? (
      <Button component={RouterLink} to={paths.courses()} variant="contained">
        {t('COMMON.BROWSE_COURSES')}
      </Button>
    ) : undefined;
  return <AccountSectionPage page={STUDENT_PAGES[id]} action={browse} />;
}
