// What a signed-in visitor sees in an area that is not for their role (a student at /instructor/*,
// anyone but an admin at /admin): the site's header and footer, a plain explanation, the way to their
// own area and, for a student at the instructor area, the way to apply to teach. Never the area's shell.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LiteLinkButton } from '../components/LiteButton';
import { LockIcon } from '../components/icons';
import { useAppSelector } from '../lib/hooks';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { selectCurrentUser } from '../features/auth';
import { landingPath, paths } from '../app/paths';
import { Footer } from './Footer';
import { Header } from './Header';

export type GuardedArea = 'instructor' | 'admin';

export function NotForYourAccount({ area }: { area: GuardedArea }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  useDocumentTitle(t('ACCOUNT.NOT_FOR_YOU.TITLE'));
  const canApply = area === 'instructor' && user?.role === 'student';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="main-content" sx={{ flex: 1 }}>
        <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <LockIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
          <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
            {t('ACCOUNT.NOT_FOR_YOU.TITLE')}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
            {t(area === 'instructor' ? 'ACCOUNT.NOT_FOR_YOU.INSTRUCTOR_TEXT' : 'ACCOUNT.NOT_FOR_YOU.ADMIN_TEXT')}
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <LiteLinkButton to={landingPath(user?.role)} variant="contained" size="large">
              {t('ACCOUNT.NOT_FOR_YOU.BACK')}
            </LiteLinkButton>
            {canApply && (
              <LiteLinkButton to={paths.student.teach()} variant="text" size="large">
                {t('ACCOUNT.NOT_FOR_YOU.APPLY')}
              </LiteLinkButton>
            )}
          </Box>
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}

export default NotForYourAccount;
