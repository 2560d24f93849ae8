// /admin: an overview of what waits for an admin, with a way into each section.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArticleIcon, GroupIcon } from '../../components/icons';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function AdminHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_OVERVIEW.TITLE'));
  const sections = [
    { key: 'applications', to: paths.admin.instructorApplications(), page: 'ADMIN_INSTRUCTOR_APPLICATIONS', Icon: GroupIcon },
    { key: 'reviews', to: paths.admin.courseReviews(), page: 'ADMIN_COURSE_REVIEWS', Icon: ArticleIcon },
  ];
  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.ADMIN_OVERVIEW.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.ADMIN_OVERVIEW.DESCRIPTION')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {sections.map(({ key, to, page, Icon }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" />
                  <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                    {t(`PAGES.${page}.TITLE`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`PAGES.${page}.DESCRIPTION`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
