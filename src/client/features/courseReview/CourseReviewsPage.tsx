// /admin/course-reviews: the new courses and the draft revisions of published ones waiting for a decision.
import { adminPaths } from '../../app/areaPaths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { ArticleIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { coursesInReviewRequest } from './courseReviewRequests';
import { formatDate } from '../../lib/format';

export default function CourseReviewsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_COURSE_REVIEWS.TITLE'));
  const { state, reload } = useRequest(coursesInReviewRequest, undefined);
  const items = state.data;
  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.ADMIN_COURSE_REVIEWS.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.ADMIN_COURSE_REVIEWS.DESCRIPTION')}
      </Typography>
      {state.status === 'loading' && !items && (
        <Stack spacing={2} aria-busy="true" aria-label={t('COMMON.LOADING')}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('TEACH.RETRY')}
            </Button>
          }
        >
          {t(errorMessageKey(state.error?.code ?? ''))}
        </Alert>
      )}
      {items && items.length === 0 && <EmptyState icon={<ArticleIcon />} title={t('ADMIN.REVIEW.EMPTY')} text={t('ADMIN.REVIEW.EMPTY_TEXT')} />}
      {items && items.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((course) => (
            <li key={course.id}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={adminPaths.courseReview(course.id)}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Box sx={{ flex: 1, minWidth: 200 }}>
                      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                        {course.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('ADMIN.REVIEW.BY', { name: course.instructor.fullName, username: course.instructor.username })} ·{' '}
                        {t('ADMIN.REVIEW.SUBMITTED_ON', { date: formatDate(course.submittedAt, i18n.language) })}
                      </Typography>
                    </Box>
                    <Chip size="small" color={course.isRevision ? 'secondary' : 'primary'} label={t(course.isRevision ? 'ADMIN.REVIEW.REVISION' : 'ADMIN.REVIEW.NEW_COURSE')} />
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
