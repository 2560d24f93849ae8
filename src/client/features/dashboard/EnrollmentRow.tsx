import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Enrollment } from '../../../shared/schemas/courses';
import { TrophyIcon } from '../../components/icons';
import { CourseCover } from '../../components/course/CourseCover';
import { useAppSelector } from '../../lib/hooks';
import { selectStorageBaseUrl } from '../config';
import { isCompleted } from './enrollmentsSlice';
import { paths } from '../../app/paths';
import { contentLang } from '../../lib/format';
import { selectLanguage } from '../locale';

/** One enrolment: cover, title, progress bar and the way back in (continue, or the certificate). */
export function EnrollmentRow({ enrollment }: { enrollment: Enrollment }) {
  const { t } = useTranslation();
  const { course } = enrollment;
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const textLang = contentLang(course.language, useAppSelector(selectLanguage));
  const done = isCompleted(enrollment);
  const continueTo = enrollment.lastLesson ? paths.lesson(course.slug, enrollment.lastLesson.id) : paths.course(course.slug);
  return (
    <Box
      component="li"
      data-testid="enrollment"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '96px 1fr', sm: '160px 1fr auto' }, gap: 2, alignItems: 'center', p: 1.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <CourseCover coverImage={course.coverImage} storageBaseUrl={storageBaseUrl} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h4" lang={textLang} sx={{ fontWeight: 700 }}>
            <Box component={RouterLink} to={paths.course(course.slug)} sx={{ color: 'text.primary' }}>
              {course.title}
            </Box>
          </Typography>
          {done && <Chip size="small" color="success" label={t('DASHBOARD.COMPLETED_BADGE')} />}
        </Box>
        {enrollment.lastLesson && !done && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('DASHBOARD.LAST_LESSON', { title: enrollment.lastLesson.title })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('DASHBOARD.PROGRESS', { done: enrollment.completedLessons, total: enrollment.totalLessons, percent: enrollment.progressPercent })}
        </Typography>
        <Box
          role="progressbar"
          aria-label={t('DASHBOARD.PROGRESS_LABEL', { title: course.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={enrollment.progressPercent}
          sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden', mt: 0.5, maxWidth: 360 }}
        >
          <Box sx={{ height: '100%', width: `${enrollment.progressPercent}%`, bgcolor: done ? 'success.main' : 'primary.main' }} />
        </Box>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {done && enrollment.certificateCode ? (
          <Button component={RouterLink} to={paths.certificate(enrollment.certificateCode)} variant="outlined" startIcon={<TrophyIcon />}>
            {t('DASHBOARD.CERTIFICATE')}
          </Button>
        ) : (
          // The name starts with the visible word (Continue or Start), then says which course.
          <Button component={RouterLink} to={continueTo} variant="contained" aria-label={t(enrollment.lastLesson ? 'DASHBOARD.CONTINUE_COURSE' : 'DASHBOARD.START_COURSE', { title: course.title })}>
            {t(enrollment.lastLesson ? 'DASHBOARD.CONTINUE' : 'DASHBOARD.START')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
