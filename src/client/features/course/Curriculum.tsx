// The course outline: one native <details> per section (keyboard and screen-reader friendly, no script),
// lessons with their kind, duration, a preview badge and, for enrolled students, a completed tick.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { ArticleIcon, CheckIcon, ExpandMoreIcon, LockIcon, QuizIcon, SlideshowIcon } from '../../components/icons';
import { formatDuration } from '../../components/course/courseFormat';
import { paths } from '../../app/paths';
import { contentLang } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../locale';

const KIND_LABELS: Record<CourseDetail['sections'][number]['lessons'][number]['kind'], string> = {
  text: 'COURSES.KIND_TEXT',
  video: 'COURSES.KIND_VIDEO',
  attachment: 'COURSES.KIND_ATTACHMENT',
  quiz: 'COURSES.KIND_QUIZ',
};

export function Curriculum({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const textLang = contentLang(course.language, useAppSelector(selectLanguage));
  const enrolled = course.viewer?.isEnrolled === true;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {course.sections.map((section, index) => {
        const done = section.lessons.filter((l) => l.isCompleted).length;
        return (
          <Box
            component="details"
            key={section.id}
            open={index === 0 || undefined}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              overflow: 'hidden',
              '&[open] > summary svg.expand': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 2,
                py: 1.5,
                fontWeight: 700,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <ExpandMoreIcon className="expand" fontSize="small" sx={{ transition: 'transform .15s' }} />
              <Box component="span" lang={textLang} sx={{ flex: 1 }}>
                {section.title}
              </Box>
              <Typography component="span" variant="caption" color="text.secondary">
                {enrolled ? t('COURSES.SECTION_PROGRESS', { done, lessons: section.lessons.length }) : t('COURSES.LESSON_COUNT', { lessons: section.lessons.length })}
              </Typography>
            </Box>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
              {section.lessons.map((lesson) => {
                const open = enrolled || (lesson.isPreview && signedIn);
                // A free preview is never locked: a signed-out visitor follows it through the log-in and lands on the lesson.
                const to = open ? paths.lesson(course.slug, lesson.id) : lesson.isPreview ? paths.logIn(paths.lesson(course.slug, lesson.id)) : null;
                const KindIcon = lesson.kind === 'video' ? SlideshowIcon : lesson.kind === 'quiz' ? QuizIcon : ArticleIcon;
                return (
                  <Box component="li" key={lesson.id} data-testid="curriculum-lesson" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, '& + li': { borderTop: 1, borderColor: 'divider' } }}>
                    <KindIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden={false} titleAccess={t(KIND_LABELS[lesson.kind])} />
                    <Box lang={textLang} sx={{ flex: 1, minWidth: 0 }}>
                      {to ? (
                        <Box component={RouterLink} to={to} sx={{ color: 'text.primary', '&:hover': { color: 'primary.main' } }}>
                          {lesson.title}
                        </Box>
                      ) : (
                        <span>{lesson.title}</span>
                      )}
                    </Box>
                    {lesson.isPreview && <Chip size="small" color="info" variant="outlined" label={t('COURSES.PREVIEW')} />}
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDuration(lesson.duration, t)}
                    </Typography>
                    {lesson.isCompleted ? (
                      <CheckIcon data-testid="lesson-completed" fontSize="small" sx={{ color: 'success.main' }} aria-hidden={false} titleAccess={t('COURSES.COMPLETED')} />
                    ) : !to ? (
                      <LockIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden={false} titleAccess={t('COURSES.LOCKED')} />
                    ) : (
                      <Box sx={{ width: 20 }} />
                    )}
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
