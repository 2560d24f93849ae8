// /student/dashboard: counters, the courses in progress (each with its bar and a way to continue) and
// the student's events.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hasData, useAppDispatch, useAppSelector, useDeferredArrival } from '../../lib/hooks';
import { useSaga } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { SchoolIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectCurrentUser } from '../auth';
import { MyEvents } from '../content';
import { selectLanguage } from '../locale';
import { EnrollmentRow } from './EnrollmentRow';
import { enrollmentCounts, enrollmentsActions, isCompleted, selectEnrollments } from './enrollmentsSlice';
import { EnrollmentRowsSkeleton, EnrollmentsLoadFailed } from './EnrollmentStates';
import { enrollmentsSaga } from './enrollmentsSaga';
import { paths } from '../../app/paths';
import { formatNumber } from '../../lib/format';

function Counter({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  const lang = useAppSelector(selectLanguage);
  return (
    <Box component="li" sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography data-testid={testId} sx={{ fontSize: 28, fontWeight: 800, lineHeight: 1.1 }}>
        {value === null ? <Shimmer component="span" sx={{ display: 'inline-block', width: 40, height: 28 }} /> : formatNumber(value, lang)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export default function StudentDashboard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSaga(enrollmentsSaga);
  const user = useAppSelector(selectCurrentUser);
  const { data, status, error } = useDeferredArrival(useAppSelector(selectEnrollments), hasData);
  const items = data?.items ?? [];
  useDocumentTitle(t('PAGES.STUDENT_DASHBOARD.TITLE'));

  useEffect(() => {
    dispatch(enrollmentsActions.fetchRequested({ page: 1 }));
  }, [dispatch]);

  const loaded = status === 'succeeded' || items.length > 0;
  const counts = enrollmentCounts(items);
  const inProgress = items.filter((e) => !isCompleted(e));

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_DASHBOARD.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_DASHBOARD.DESCRIPTION')}
      </Typography>

      <Box component="ul" aria-label={t('DASHBOARD.COUNTERS')} sx={{ listStyle: 'none', m: 0, p: 0, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Counter label={t('DASHBOARD.ENROLLED')} value={loaded ? counts.enrolled : null} testId="count-enrolled" />
        <Counter label={t('DASHBOARD.IN_PROGRESS')} value={loaded ? counts.inProgress : null} testId="count-in-progress" />
        <Counter label={t('DASHBOARD.COMPLETED')} value={loaded ? counts.completed : null} testId="count-completed" />
        <Counter label={t('ACCOUNT.POINTS')} value={user?.points ?? null} testId="count-points" />
      </Box>

      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        {t('DASHBOARD.IN_PROGRESS_TITLE')}
      </Typography>
      {!loaded && status !== 'failed' ? (
        <EnrollmentRowsSkeleton rows={2} />
      ) : status === 'failed' ? (
        <EnrollmentsLoadFailed code={error?.code} />
      ) : inProgress.length === 0 ? (
        <EmptyState
          icon={<SchoolIcon />}
          title={t(items.length > 0 ? 'DASHBOARD.ALL_DONE_TITLE' : 'DASHBOARD.NO_COURSES_TITLE')}
          text={t(items.length > 0 ? 'DASHBOARD.ALL_DONE_TEXT' : 'DASHBOARD.NO_COURSES_TEXT')}
          action={
            <Button component={RouterLink} to={paths.courses()} variant="contained">
              {t('COMMON.BROWSE_COURSES')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {inProgress.map((e) => (
            <EnrollmentRow key={e.course.id} enrollment={e} />
          ))}
        </Box>
      )}
      {items.length > 0 && (
        <Button component={RouterLink} to={paths.student.courseList()} sx={{ mt: 2 }}>
          {t('DASHBOARD.ALL_MY_COURSES')}
        </Button>
      )}
      <MyEvents />
    </Box>
  );
}
