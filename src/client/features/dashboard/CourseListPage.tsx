// /student/course-list: every enrolment, in progress or completed, with a filter.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hasData, useAppDispatch, useAppSelector, useDeferredArrival } from '../../lib/hooks';
import { useSaga } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { SchoolIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { EnrollmentRow } from './EnrollmentRow';
import { enrollmentsActions, isCompleted, selectEnrollments } from './enrollmentsSlice';
import { EnrollmentRowsSkeleton, EnrollmentsLoadFailed } from './EnrollmentStates';
import { enrollmentsSaga } from './enrollmentsSaga';
import { paths } from '../../app/paths';

type Filter = 'all' | 'inProgress' | 'completed';
const FILTER_KEYS: Record<Filter, string> = { all: 'DASHBOARD.FILTER_ALL', inProgress: 'DASHBOARD.IN_PROGRESS', completed: 'DASHBOARD.COMPLETED' };

export default function CourseListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSaga(enrollmentsSaga);
  const { data, status, error } = useDeferredArrival(useAppSelector(selectEnrollments), hasData);
  const items = data?.items ?? [];
  const [filter, setFilter] = useState<Filter>('all');
  useDocumentTitle(t('PAGES.STUDENT_COURSE_LIST.TITLE'));

  useEffect(() => {
    dispatch(enrollmentsActions.fetchRequested({ page: 1 }));
  }, [dispatch]);

  const shown = items.filter((e) => (filter === 'all' ? true : filter === 'completed' ? isCompleted(e) : !isCompleted(e)));
  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_COURSE_LIST.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_COURSE_LIST.DESCRIPTION')}
      </Typography>
      <Box role="group" aria-label={t('DASHBOARD.FILTER_LABEL')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {(Object.keys(FILTER_KEYS) as Filter[]).map((f) => (
          <Button key={f} size="small" variant={filter === f ? 'contained' : 'outlined'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(FILTER_KEYS[f])}
          </Button>
        ))}
      </Box>
      {status === 'loading' && items.length === 0 ? (
        <EnrollmentRowsSkeleton rows={3} />
      ) : status === 'failed' && items.length === 0 ? (
        <EnrollmentsLoadFailed code={error?.code} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SchoolIcon />}
          title={t(items.length === 0 ? 'DASHBOARD.NO_COURSES_TITLE' : 'DASHBOARD.NONE_IN_FILTER')}
          text={items.length === 0 ? t('DASHBOARD.NO_COURSES_TEXT') : undefined}
          action={
            <Button component={RouterLink} to={paths.courses()} variant="contained">
              {t('COMMON.BROWSE_COURSES')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {shown.map((e) => (
            <EnrollmentRow key={e.course.id} enrollment={e} />
          ))}
        </Box>
      )}
      {data && items.length < data.total && (
        <Button sx={{ mt: 3 }} variant="outlined" disabled={status === 'loading'} onClick={() => dispatch(enrollmentsActions.fetchRequested({ page: data.page + 1 }))}>
          {t('DASHBOARD.SHOW_MORE')}
        </Button>
      )}
    </Box>
  );
}
