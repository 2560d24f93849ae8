// The home page's course rows: for a signed-in learner their unfinished courses first; then the
// courses an admin featured (up to 8, newest featured first), the most popular ones (taught in the
// region's language when a region is chosen) and the newest ones (4 each, none repeated), priced in the
// visitor's region's currency, on the cover cards the home page already carries. Loaded lazily after
// the categories (HomePage) when their place nears the viewport, so /home's first chunk grows by the
// import only; a row with no course is left out.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS, type Language } from '../../../shared/constants';
import type { CourseSummary, Enrollment } from '../../../shared/schemas/courses';
import * as coursesApi from '../../api/coursesApi';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import { paths } from '../../app/paths';
import { defineRequest, type RequestState } from '../../app/request';
import { useRequest } from '../../app/useRequest';
import { CoverCard, CoverCardSkeleton, coverUrl } from '../../components/CoverCard';
import { LiteLinkButton } from '../../components/LiteButton';
import { ArrowForwardIcon } from '../../components/icons';
import { coursePriceText } from '../../components/course/courseFormat';
import { selectCurrentUser } from '../auth';
import { selectStorageBaseUrl } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { contentLang } from '../../lib/format';
import { REGION_KEYS } from '../../lib/localeNames';
import { useAppSelector } from '../../lib/hooks';

export const FEATURED_ON_HOME = 8;
/** The popular and new rows: one line of cards on a wide screen. */
const ROW_SIZE = 4;
/** Enrolments asked for by the continue row (it shows the first ROW_SIZE unfinished ones). */
const CONTINUE_ASKED = 20;

export const featuredCoursesRequest = /* @__PURE__ */ defineRequest<void, CourseSummary[]>('home/featuredCourses', async () => (await coursesApi.list({ featured: true, pageSize: FEATURED_ON_HOME })).items);
export const newCoursesRequest = /* @__PURE__ */ defineRequest<void, CourseSummary[]>('home/newCourses', async () => (await coursesApi.list({ sort: 'newest', pageSize: FEATURED_ON_HOME })).items);
/** The most enrolled courses; taught in the region's language when the visitor chose a region ('all': in any language). */
export const popularCoursesRequest = /* @__PURE__ */ defineRequest<Language | 'all', CourseSummary[]>('home/popularCourses', async (language) => (await coursesApi.list({ sort: 'popular', pageSize: FEATURED_ON_HOME, ...(language === 'all' ? {} : { language }) })).items);

/** The signed-in learner's unfinished courses (the argument: who, so another account asks again). */
export const continueLearningRequest = /* @__PURE__ */ defineRequest<string, Enrollment[]>('home/continueLearning', async () => (await enrollmentsApi.list({ pageSize: CONTINUE_ASKED })).items.filter((e) => e.completedAt === null));

/** The language most of a region's learners take their courses in (Global: none). */
export const REGION_COURSE_LANGUAGE: Readonly<Record<number, Language>> = { 174: 'th', 193: 'vi', 138: 'tl' };

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } } as const;

interface RowProps {
  id: string;
  title: string;
  /** null while the rows are loading (a skeleton); empty: no row. */
  courses: CourseSummary[] | null;
  testId: string;
  /** Where a card leads (default: the course page) and what it says under the cover (default: the price and the instructor). */
  cardTo?: (course: CourseSummary) => string;
  cardMeta?: (course: CourseSummary) => ReactNode;
  viewAll?: { to: string; label: string };
}

function CourseRow({ id, title, courses, testId, cardTo, cardMeta, viewAll }: RowProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  if (courses?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} aria-busy={courses === null || undefined} sx={{ pt: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
          <Typography id={id} component="h2" variant="h4" sx={{ fontSize: { xs: 24, md: 32 } }}>
            {title}
          </Typography>
          <LiteLinkButton to={viewAll?.to ?? paths.courses()} endIcon={<ArrowForwardIcon />} aria-label={`${viewAll?.label ?? t('HOME.FEATURED_VIEW_ALL')}: ${title}`}>
            {viewAll?.label ?? t('HOME.FEATURED_VIEW_ALL')}
          </LiteLinkButton>
        </Box>
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
          {courses === null
            ? [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <CoverCardSkeleton />
                </li>
              ))
            : courses.map((course) => (
                <li key={course.id}>
                  <CoverCard
                    to={cardTo ? cardTo(course) : paths.course(course.slug)}
                    cover={coverUrl(storageBaseUrl, course.coverImage, FILE_FOLDERS.courseCoverImage)}
                    title={course.title}
                    summary={course.subtitle}
                    lang={contentLang(course.language, lang)}
                    headingComponent="h3"
                    testId={testId}
                    meta={
                      cardMeta ? (
                        cardMeta(course)
                      ) : (
                        <>
                          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                            {coursePriceText(course, lang, country, t)}
                          </Box>
                          {course.instructor && <span>{course.instructor.fullName}</span>}
                        </>
                      )
                    }
                  />
                </li>
              ))}
        </Box>
      </Container>
    </Box>
  );
}

export default function HomeCourseRows() {
  const { t } = useTranslation();
  const country = useAppSelector(selectCountry);
  const regionLanguage = REGION_COURSE_LANGUAGE[country] ?? null;
  const featured = useRequest(featuredCoursesRequest, undefined).state;
  const newest = useRequest(newCoursesRequest, undefined).state;
  const popular = useRequest(popularCoursesRequest, regionLanguage ?? 'all').state;
  const user = useAppSelector(selectCurrentUser);
  const continuing = useRequest(continueLearningRequest, user?.username ?? null).state;
  const enrolments = new Map((continuing.data ?? []).map((e) => [e.course.id, e]));
  const regionKey = (REGION_KEYS as Record<number, string | undefined>)[country];
  // A course shows once, in the first row that has it; so every row waits for all three answers.
  const loading = [featured, popular, newest].some((state) => state.status === 'loading');
  const shown = new Set<number>();
  const pick = (state: RequestState<CourseSummary[]>, max: number): CourseSummary[] | null => {
    if (loading) return null;
    const fresh = (state.data ?? []).filter((course) => !shown.has(course.id)).slice(0, max);
    for (const course of fresh) shown.add(course.id);
    return fresh;
  };
  return (
    <>
      {user && continuing.status !== 'failed' && (
        <CourseRow
          id="home-continue"
          title={t('HOME.CONTINUE_TITLE')}
          courses={continuing.status === 'succeeded' ? (continuing.data ?? []).slice(0, ROW_SIZE).map((e) => e.course) : null}
          testId="continue-course"
          cardTo={(course) => {
            const last = enrolments.get(course.id)?.lastLesson;
            return last ? paths.lesson(course.slug, last.id) : paths.course(course.slug);
          }}
          cardMeta={(course) => {
            const e = enrolments.get(course.id);
            return e ? <span>{t('DASHBOARD.PROGRESS', { done: e.completedLessons, total: e.totalLessons, percent: e.progressPercent })}</span> : null;
          }}
          viewAll={{ to: paths.student.courseList(), label: t('DASHBOARD.ALL_MY_COURSES') }}
        />
      )}
      <CourseRow id="home-featured" title={t('HOME.FEATURED_TITLE')} courses={pick(featured, FEATURED_ON_HOME)} testId="featured-course" />
      <CourseRow id="home-popular" title={regionLanguage && regionKey ? t('HOME.POPULAR_IN_REGION', { region: t(regionKey) }) : t('HOME.POPULAR_TITLE')} courses={pick(popular, ROW_SIZE)} testId="popular-course" />
      <CourseRow id="home-new" title={t('HOME.NEW_TITLE')} courses={pick(newest, ROW_SIZE)} testId="new-course" />
    </>
  );
}
