// /admin/course-reviews/:id: the course as submitted (its fields, sections and lessons), what changed
// since the published version (the admin's diff; a new course shows everything as new), and the decision: approve, or reject with a reason.
import { adminPaths } from '../../app/areaPaths';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CURRENCIES, type Language } from '../../../shared/constants';
import type { CourseReview } from '../../../shared/schemas/studio';
import { useRequest, useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ReasonDialog } from '../admin';
import { selectLanguage } from '../locale';
import { CourseDiffView, diffCount } from './CourseDiffView';
import { courseDecisionRequest, courseDiffRequest, courseReviewRequest } from './courseReviewRequests';

/** What changed (GET /Admin/Courses/{id}/Diff): loaded beside the course, with its own loading and error. */
function ReviewChanges({ courseId, courseLang }: { courseId: number; courseLang: Language }) {
  const { t } = useTranslation();
  const { state, reload } = useRequest(courseDiffRequest, courseId);
  const diff = state.data;
  let body;
  if (state.status === 'failed' && !diff) {
    body = (
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
    );
  } else if (!diff) {
    body = <Skeleton variant="rounded" height={120} aria-label={t('COMMON.LOADING')} />;
  } else {
    body = (
      <Stack spacing={1.5}>
        {diff.kind === 'new' && <Typography color="text.secondary">{t('ADMIN.REVIEW.NO_CHANGES')}</Typography>}
        {diff.kind === 'none' && <Typography color="text.secondary">{t('ADMIN.REVIEW.DIFF_NONE')}</Typography>}
        <CourseDiffView diff={diff} courseLang={courseLang} />
      </Stack>
    );
  }
  return (
    <Box component="section" aria-labelledby="review-changes" aria-busy={!diff && state.status !== 'failed'}>
      <Typography id="review-changes" component="h3" variant="h6" sx={{ mb: 1 }}>
        {diff ? t('ADMIN.REVIEW.CHANGES', { count: diffCount(diff) }) : t('ADMIN.REVIEW.DIFF_TITLE')}
      </Typography>
      {body}
    </Box>
  );
}

function ReviewContent({ review }: { review: CourseReview }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { course, instructor } = review;
  const prices = course.isFree
    ? t('ADMIN.REVIEW.FREE')
    : CURRENCIES.flatMap((currency) => {
        const minor = course.prices[currency];
        return minor === undefined ? [] : [`${currency} ${formatMoney(minor, currency, lang)}`];
      }).join(' · ');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h2" variant="h5" lang={course.language}>
          {course.title}
        </Typography>
        {course.subtitle && (
          <Typography color="text.secondary" lang={course.language}>
            {course.subtitle}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('ADMIN.REVIEW.BY', { name: instructor.fullName, username: instructor.username })} · {instructor.email}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Chip size="small" label={t(course.status === 'published' ? 'ADMIN.REVIEW.REVISION' : 'ADMIN.REVIEW.NEW_COURSE')} />
          <Chip size="small" variant="outlined" label={`${t('ADMIN.REVIEW.FIELDS.LEVEL')}: ${course.level}`} />
          <Chip size="small" variant="outlined" label={`${t('ADMIN.REVIEW.FIELDS.LANGUAGE')}: ${course.language}`} />
          <Chip size="small" variant="outlined" label={`${t('ADMIN.REVIEW.FIELDS.PRICES')}: ${prices}`} />
        </Box>
      </Box>
      {course.description && (
        <Typography sx={{ whiteSpace: 'pre-wrap' }} lang={course.language}>
          {course.description}
        </Typography>
      )}

      <ReviewChanges courseId={course.id} courseLang={course.language} />

      <Box component="section" aria-labelledby="review-outline">
        <Typography id="review-outline" component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('ADMIN.REVIEW.OUTLINE')}
        </Typography>
        {course.sections.length === 0 && <Typography color="text.secondary">{t('ADMIN.REVIEW.NO_SECTIONS')}</Typography>}
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {course.sections.map((section) => (
            <li key={section.id}>
              <Typography sx={{ fontWeight: 700 }}>{section.title}</Typography>
              <Box component="ol" sx={{ pl: 3, mb: 1 }}>
                {section.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <Typography variant="body2">
                      {lesson.title} <Chip component="span" size="small" variant="outlined" label={t(`ADMIN.REVIEW.KINDS.${lesson.kind.toUpperCase()}`)} />
                      {lesson.isPreview && <Chip component="span" size="small" sx={{ ml: 0.5 }} label={t('ADMIN.REVIEW.FIELDS.PREVIEW')} />}
                    </Typography>
                  </li>
                ))}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

export default function CourseReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { state, reload } = useRequest(courseReviewRequest, valid ? id : null);
  const { state: decision, submit: decide } = useSubmit(courseDecisionRequest);
  const [rejecting, setRejecting] = useState(false);
  useDocumentTitle(state.data?.course.title ?? t('PAGES.ADMIN_COURSE_REVIEW.TITLE'));
  const busy = decision.status === 'loading';
  const back = (
    <Link component={RouterLink} to={adminPaths.courseReviews()} sx={{ display: 'inline-block', mb: 2 }}>
      {t('ADMIN.REVIEW.BACK')}
    </Link>
  );

  if (!valid) return <Box>{back}<Alert severity="error">{t('ERRORS.NOT_FOUND')}</Alert></Box>;
  if (state.status === 'loading' && !state.data)
    return (
      <Box aria-busy="true">
        {back}
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    );
  if (state.status === 'failed' || !state.data)
    return (
      <Box>
        {back}
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
      </Box>
    );

  return (
    <Box>
      {back}
      <ReviewContent review={state.data} />
      <Divider sx={{ my: 3 }} />
      {decision.status === 'succeeded' ? (
        <Alert severity="success" role="status">
          {t(decision.data === 'approve' ? 'ADMIN.REVIEW.APPROVED' : 'ADMIN.REVIEW.REJECTED')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          {decision.status === 'failed' && <Alert severity="error">{t(errorMessageKey(decision.error?.code ?? ''))}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" color="success" disabled={busy} onClick={() => decide({ id, decision: 'approve' })}>
              {t('ADMIN.APPROVE')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
              {t('ADMIN.REJECT')}
            </Button>
          </Box>
        </Stack>
      )}
      <ReasonDialog
        key={rejecting ? 'open' : 'closed'}
        open={rejecting && decision.status !== 'succeeded'}
        title={t('ADMIN.REVIEW.REJECT_TITLE')}
        busy={busy}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) => decide({ id, decision: 'reject', reason })}
      />
    </Box>
  );
}
