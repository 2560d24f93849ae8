// /instructor/courses/:id/preview: the course as it is being edited (unsaved edits included), shown the
// way the public course page shows a course, under a banner saying students do not see it yet. The
// outline is the public page's own Curriculum.
import { instructorPaths } from '../../app/areaPaths';
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CURRENCIES, LESSON_KINDS, type LessonKind } from '../../../shared/constants';
import type { CourseDetail } from '../../../shared/schemas/courses';
import type { CourseFields, EditableCourse } from '../../../shared/schemas/studio';
import { CourseCover } from '../../components/course/CourseCover';
import { COURSE_LANGUAGE_NAMES, LEVEL_KEYS, formatDuration } from '../../components/course/courseFormat';
import { Spinner } from '../../components/Spinner';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectStorageBaseUrl } from '../config';
import { Curriculum } from '../course';
import { formatMinor } from './price';
import { selectStudio, studioActions } from './studioSlice';
import { useStudioFeature } from './useStudioFeature';

/** The edited course (with the author's unsaved field edits) in the public page's shape. */
export function previewDetail(course: EditableCourse, fields: CourseFields): CourseDetail {
  const lessons = course.sections.flatMap((s) => s.lessons);
  const kindOf = (kind: string): LessonKind => ((LESSON_KINDS as readonly string[]).includes(kind) ? (kind as LessonKind) : 'text');
  return {
    id: course.id,
    slug: course.slug,
    title: fields.title,
    subtitle: fields.subtitle,
    categoryId: fields.categoryId,
    level: fields.level,
    language: fields.language,
    coverImage: fields.coverImage,
    price: 0,
    isFree: fields.isFree,
    prices: fields.isFree ? {} : fields.prices,
    instructor: null,
    ratingAvg: 0,
    ratingCount: 0,
    enrollmentCount: 0,
    lessonCount: lessons.length,
    duration: lessons.reduce((sum, l) => sum + l.duration, 0),
    publishedAt: course.publishedAt,
    createdAt: course.updatedAt,
    updatedAt: course.updatedAt,
    description: fields.description,
    sections: course.sections.map((s) => ({ id: s.id, title: s.title, lessons: s.lessons.map((l) => ({ id: l.id, title: l.title, kind: kindOf(l.kind), duration: l.duration, isPreview: l.isPreview })) })),
    viewer: null,
    outcomes: fields.outcomes,
    requirements: fields.requirements,
    instructorAbout: null,
  };
}

export default function CoursePreviewPage() {
  useStudioFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id);
  const { course, drafts } = useAppSelector(selectStudio);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  useDocumentTitle(t('STUDIO.PREVIEW.TITLE'));
  const loaded = course.data?.id === id ? course.data : null;
  useEffect(() => {
    // The editor's copy (with its drafts) is used as it is; otherwise the course is loaded.
    if (!loaded && Number.isInteger(id) && id > 0) dispatch(studioActions.courseRequested({ id }));
  }, [dispatch, id, loaded]);

  if (!loaded) {
    if (course.status === 'failed') return <Alert severity="error">{t(errorMessageKey(course.error?.code ?? 'UNKNOWN'))}</Alert>;
    return <Spinner />;
  }
  const fields: CourseFields = { ...loaded, ...(drafts.course?.kind === 'course' ? drafts.course.value : {}) };
  const detail = previewDetail(loaded, fields);
  const paragraphs = fields.description.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={instructorPaths.courseEdit(id)}>
            {t('STUDIO.PREVIEW.BACK')}
          </Button>
        }
      >
        {t('STUDIO.PREVIEW.BANNER')}
      </Alert>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 28, md: 40 }, mb: 1 }}>
            {detail.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { md: 18 }, mb: 2 }}>
            {detail.subtitle}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(LEVEL_KEYS[detail.level])} />
            <Chip size="small" label={COURSE_LANGUAGE_NAMES[detail.language]} />
            <Chip size="small" label={t('COURSES.LESSON_COUNT', { lessons: detail.lessonCount })} />
            <Chip size="small" label={formatDuration(detail.duration, t)} />
          </Box>
          <Typography sx={{ mt: 2, fontWeight: 800, fontSize: 22 }} data-testid="preview-price">
            {fields.isFree
              ? t('COURSES.FREE')
              : CURRENCIES.filter((c) => fields.prices[c] !== undefined)
                  .map((c) => `${formatMinor(fields.prices[c] ?? 0, c)} ${c}`)
                  .join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <CourseCover coverImage={detail.coverImage} storageBaseUrl={storageBase} eager />
        </Box>
      </Box>
      {fields.outcomes.length > 0 && (
        <Box component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('STUDIO.FIELD.OUTCOMES')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, gridTemplateColumns: { md: '1fr 1fr' } }}>
            {fields.outcomes.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </Box>
        </Box>
      )}
      <Box component="section">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('STUDIO.FIELD.DESCRIPTION')}
        </Typography>
        {paragraphs.map((p, i) => (
          <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {p}
          </Typography>
        ))}
      </Box>
      {fields.requirements.length > 0 && (
        <Box component="section">
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('STUDIO.FIELD.REQUIREMENTS')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {fields.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Box>
        </Box>
      )}
      <Box component="section">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('STUDIO.PREVIEW.CURRICULUM')}
        </Typography>
        <Curriculum course={detail} signedIn={false} />
      </Box>
    </Box>
  );
}
