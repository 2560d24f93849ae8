// The home page's "Featured courses" row: the courses an admin featured (up to 8, newest featured first),
// priced in the visitor's region's currency, on the cover cards the home page already carries. Loaded
// lazily after the categories (HomePage) when its place nears the viewport, so /home's first chunk grows by
// the import only; no row when none.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS } from '../../../shared/constants';
import type { CourseSummary } from '../../../shared/schemas/courses';
import * as coursesApi from '../../api/coursesApi';
import { paths } from '../../app/paths';
import { defineRequest } from '../../app/request';
import { useRequest } from '../../app/useRequest';
import { CoverCard, CoverCardSkeleton, coverUrl } from '../../components/CoverCard';
import { LiteLinkButton } from '../../components/LiteButton';
import { ArrowForwardIcon } from '../../components/icons';
import { coursePriceText } from '../../components/course/courseFormat';
import { selectStorageBaseUrl } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { contentLang } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';

export const FEATURED_ON_HOME = 8;

export const featuredCoursesRequest = /* @__PURE__ */ defineRequest<void, CourseSummary[]>('home/featuredCourses', async () => (await coursesApi.list({ featured: true, pageSize: FEATURED_ON_HOME })).items);

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } } as const;

export default function FeaturedCoursesRow() {
  const { t } = useTranslation();
  const { state } = useRequest(featuredCoursesRequest, undefined);
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const courses = state.data ?? [];
  if (state.status !== 'loading' && courses.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-featured" aria-busy={state.status === 'loading' || undefined} sx={{ pt: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
          <Typography id="home-featured" component="h2" variant="h4" sx={{ fontSize: { xs: 24, md: 32 } }}>
            {t('HOME.FEATURED_TITLE')}
          </Typography>
          <LiteLinkButton to={paths.courses()} endIcon={<ArrowForwardIcon />}>
            {t('HOME.FEATURED_VIEW_ALL')}
          </LiteLinkButton>
        </Box>
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
          {courses.length === 0
            ? [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <CoverCardSkeleton />
                </li>
              ))
            : courses.map((course) => (
                <li key={course.id}>
                  <CoverCard
                    to={paths.course(course.slug)}
                    cover={coverUrl(storageBaseUrl, course.coverImage, FILE_FOLDERS.courseCoverImage)}
                    title={course.title}
                    summary={course.subtitle}
                    lang={contentLang(course.language, lang)}
                    headingComponent="h3"
                    testId="featured-course"
                    meta={
                      <>
                        <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                          {coursePriceText(course, lang, country, t)}
                        </Box>
                        {course.instructor && <span>{course.instructor.fullName}</span>}
                      </>
                    }
                  />
                </li>
              ))}
        </Box>
      </Container>
    </Box>
  );
}
