// The student area's pages. The dashboard links to every section; the sections show their title and
// an honest "coming soon" until their features exist.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { SchoolIcon } from '../../components/icons';
import { STUDENT_MENU } from '../../layout/accountMenus';
import { PATHS } from '../../layout/siteLinks';
import { AccountSectionPage } from '../ComingSoonPage';
import { STUDENT_PAGES } from './studentPageDefs';

export type StudentPageId = keyof typeof STUDENT_PAGES;

function StudentDashboard() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.STUDENT_DASHBOARD.TITLE'));
  const shortcuts = STUDENT_MENU.filter((item) => !item.danger && item.key !== 'dashboard');
  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_DASHBOARD.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_DASHBOARD.DESCRIPTION')}
      </Typography>
      <EmptyState
        icon={<SchoolIcon />}
        title={t('DASHBOARD.NO_COURSES_TITLE')}
        text={t('DASHBOARD.NO_COURSES_TEXT')}
        action={
          <Button component={RouterLink} to={PATHS.courses} variant="contained">
            {t('COMMON.BROWSE_COURSES')}
          </Button>
        }
      />
      <Typography component="h3" variant="h6" sx={{ mt: 5, mb: 2 }}>
        {t('DASHBOARD.SHORTCUTS')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {shortcuts.map((item) => {
          const Icon = item.icon;
          return (
            <Box
              key={item.key}
              component={RouterLink}
              to={item.path}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 2,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
                textDecoration: 'none',
                fontWeight: 600,
                '&:hover, &:focus-visible': { borderColor: 'primary.main' },
              }}
            >
              <Icon color="primary" />
              {t(item.title)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export default function StudentPage({ id }: { id: StudentPageId }) {
  const { t } = useTranslation();
  if (id === 'dashboard') return <StudentDashboard />;
  const browse =
    id === 'courseList' || id === 'bookmark' || id === 'certificates' ? (
      <Button component={RouterLink} to={PATHS.courses} variant="contained">
        {t('COMMON.BROWSE_COURSES')}
      </Button>
    ) : undefined;
  return <AccountSectionPage page={STUDENT_PAGES[id]} action={browse} />;
}
