// The course page's reading parts below the header: what a learner will be able to do (a checklist),
// the description, what they need before starting, and who teaches it (the instructor's headline and
// bio in the reader's language when written in it, else in another, marked with its `lang`).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../shared/constants';
import { fullPathProfileImage } from '../../../shared/customerImage';
import { pickLanguage } from '../../../shared/languageTexts';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { paths } from '../../app/paths';
import { CheckIcon } from '../../components/icons';
import { contentLang } from '../../lib/format';

/** Plain text, paragraphs separated by a blank line. */
export function Paragraphs({ text, lang }: { text: string; lang?: string }) {
  return (
    <Box lang={lang}>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line', lineHeight: 1.7 }}>
            {p}
          </Typography>
        ))}
    </Box>
  );
}

/** "What you'll learn": the author's outcomes as a checklist (two columns from tablet width); nothing when there are none. */
export function Outcomes({ course, lang }: { course: CourseDetail; lang: Language }) {
  const { t } = useTranslation();
  if (course.outcomes.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="course-outcomes" sx={{ p: { xs: 2, md: 3 }, mb: 4, borderRadius: 3 }}>
      <Typography id="course-outcomes" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('COURSES.OUTCOMES_TITLE')}
      </Typography>
      <Box component="ul" lang={contentLang(course.language, lang)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {course.outcomes.map((line, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" sx={{ color: 'success.main', mt: '3px', flexShrink: 0 }} />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{line}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** "Requirements": what a learner needs before starting; nothing when there are none. */
export function Requirements({ course, lang }: { course: CourseDetail; lang: Language }) {
  const { t } = useTranslation();
  if (course.requirements.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="course-requirements" sx={{ mt: 4 }}>
      <Typography id="course-requirements" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t('COURSES.REQUIREMENTS_TITLE')}
      </Typography>
      <Box component="ul" lang={contentLang(course.language, lang)} sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {course.requirements.map((line, i) => (
          <Typography component="li" key={i} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** "Your instructor": photo, name (their public page), headline and bio. */
export function InstructorAbout({ course, lang, storageBase }: { course: CourseDetail; lang: Language; storageBase: string }) {
  const { t } = useTranslation();
  const instructor = course.instructor;
  if (!instructor) return null;
  const headline = course.instructorAbout ? pickLanguage(course.instructorAbout.headline, lang) : null;
  const bio = course.instructorAbout ? pickLanguage(course.instructorAbout.bio, lang) : null;
  return (
    <Box component="section" aria-labelledby="course-instructor-about" sx={{ mt: 4 }}>
      <Typography id="course-instructor-about" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('COURSES.INSTRUCTOR_ABOUT')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
        <Avatar src={fullPathProfileImage(instructor.profileImage, storageBase)} alt="" sx={{ width: 64, height: 64 }} />
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={paths.instructorProfile(instructor.username)} sx={{ fontWeight: 800, fontSize: 18 }} color="inherit" underline="hover">
            {instructor.fullName || instructor.username}
          </Link>
          {headline && (
            <Typography color="text.secondary" lang={contentLang(headline.lang, lang)} data-testid="instructor-headline">
              {headline.text}
            </Typography>
          )}
        </Box>
      </Box>
      {bio && <Paragraphs text={bio.text} lang={contentLang(bio.lang, lang)} />}
    </Box>
  );
}
