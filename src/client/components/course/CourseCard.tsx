// A course in a list (catalogue, wishlist): cover, title, instructor, stars, facts and price.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CountryId, Language } from '../../../shared/constants';
import type { CourseSummary } from '../../../shared/schemas/courses';
import { Shimmer, ShimmerLine } from '../Shimmer';
import { CourseCover } from './CourseCover';
import { coursePriceText, formatDuration, LEVEL_KEYS } from './courseFormat';
import { StarRating } from './StarRating';
import { paths } from '../../app/paths';
import { contentLang, formatNumber } from '../../lib/format';

export interface CourseCardProps {
  course: CourseSummary;
  /** Formats numbers and the price. */
  lang: Language;
  /** The visitor's region: the price is shown in its currency (USD when the course has no price in it). */
  country: CountryId;
  /** Where the cover is read (the runtime configuration's storage base). */
  storageBaseUrl: string;
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The list's first card: its cover is the likely largest paint, loaded at once with a high priority. */
  priority?: boolean;
}

export function CourseCard({ course, lang, country, storageBaseUrl, footer, headingLevel = 'h3', priority = false }: CourseCardProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="article"
      data-testid="course-card"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color .15s, transform .15s',
        '&:hover, &:focus-within': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
      }}
    >
      <CourseCover coverImage={course.coverImage} storageBaseUrl={storageBaseUrl} eager={priority} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={t(LEVEL_KEYS[course.level])} variant="outlined" />
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', fontWeight: 700 }}>
            {course.language}
          </Typography>
        </Box>
        <Typography component={headingLevel} lang={contentLang(course.language, lang)} sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>
          <Box
            component={RouterLink}
            to={paths.course(course.slug)}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              // The whole card is the link's target area; the link keeps a single accessible name.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2, borderRadius: 3 },
            }}
          >
            {course.title}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" lang={contentLang(course.language, lang)} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {course.subtitle}
        </Typography>
        {course.instructor && (
          <Typography variant="caption" color="text.secondary">
            {t('COURSES.BY_INSTRUCTOR', { name: course.instructor.fullName || course.instructor.username })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, color: '#f5b301' }}>
            {course.ratingCount > 0 ? course.ratingAvg.toFixed(1) : '–'}
          </Typography>
          <StarRating rating={course.ratingAvg} size={14} />
          <Typography component="span" variant="caption" color="text.secondary">
            ({formatNumber(course.ratingCount, lang)})
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('COURSES.LESSON_COUNT', { lessons: formatNumber(course.lessonCount, lang) })} · {formatDuration(course.duration, t)}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 800, color: course.isFree ? 'success.main' : 'text.primary' }}>
            {coursePriceText(course, lang, country, t)}
          </Typography>
        </Box>
        {footer && <Box sx={{ position: 'relative', zIndex: 1, pt: 1 }}>{footer}</Box>}
      </Box>
    </Box>
  );
}

/**
 * The card's loading stand-in, as tall as a typical card (no layout shift when the list arrives): the cover,
 * then the card's rows at their own line heights and gap: level chip (24 px), title (two lines, 17 px x 1.3),
 * subtitle (two body2 lines, 14 px x 1.43), instructor (caption, 12 px x 1.66), stars (14 px x 1.5), lessons
 * (caption) and the price (8 px above a 16 px x 1.5 line).
 */
export function CourseCardSkeleton() {
  return (
    <Box data-testid="course-card-skeleton" aria-hidden sx={{ display: 'flex', flexDirection: 'column', height: '100%', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Shimmer sx={{ aspectRatio: '16 / 9', borderRadius: 0 }} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <ShimmerLine lineHeight={24} barHeight={20} width="30%" />
        <Box>
          <ShimmerLine lineHeight={22.1} barHeight={17} width="90%" />
          <ShimmerLine lineHeight={22.1} barHeight={17} width="55%" />
        </Box>
        <Box>
          <ShimmerLine lineHeight={20.02} barHeight={14} />
          <ShimmerLine lineHeight={20.02} barHeight={14} width="70%" />
        </Box>
        <ShimmerLine lineHeight={19.92} barHeight={12} width="45%" />
        <ShimmerLine lineHeight={21} barHeight={14} width="40%" />
        <ShimmerLine lineHeight={19.92} barHeight={12} width="50%" />
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <ShimmerLine lineHeight={24} barHeight={18} width="25%" />
        </Box>
      </Box>
    </Box>
  );
}

/** The responsive grid the course lists use. */
export const COURSE_GRID_SX = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;
