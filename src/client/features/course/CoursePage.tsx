// /courses/:idOrSlug: the course page. Header (cover, stars, instructor, enrolments), the actions
// (enrol / continue / wishlist / leave), the description, the curriculum and the reviews.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { fullPathProfileImage } from '../../../shared/customerImage';
import { LEFT_ENROLLMENT_KEPT_DAYS } from '../../../shared/engagement';
import type { Language } from '../../../shared/constants';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { BRAND } from '../../lib/theme';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector, useDeferredArrival } from '../../lib/hooks';
import { useSaga, useSlice } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { BookmarkIcon, CartIcon, SchoolIcon, SlideshowIcon, TrophyIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CourseCover } from '../../components/course/CourseCover';
import { COURSE_LANGUAGE_NAMES, coursePriceText, formatDuration, LEVEL_KEYS } from '../../components/course/courseFormat';
import { StarRating } from '../../components/course/StarRating';
import { InstructorAbout, Outcomes, Paragraphs, Requirements } from './CourseAbout';
import { selectCurrentUser } from '../auth';
import { cartActions, isInCart, selectCartState, useCartFeature } from '../cart';
import { selectStorageBaseUrl } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { courseActions, courseReducer, resumeLessonId, selectCourse } from './courseSlice';
import { Curriculum } from './Curriculum';
import { Reviews } from './Reviews';
import { courseSaga } from './courseSaga';
import { paths } from '../../app/paths';
import { contentLang, formatNumber } from '../../lib/format';

/** The title in the UI language when the course has a translation into it, else its own title. */
export function courseTitleFor(course: CourseDetail, lang: Language): { title: string; translated: boolean } {
  const translation = course.language !== lang ? course.titleTranslations?.[lang]?.trim() : undefined;
  return translation ? { title: translation, translated: true } : { title: course.title, translated: false };
}

/** The confirmation's own chunk: only an enrolled learner of a free course sees the button, and it loads when that button shows. */
const loadLeaveCourseDialog = () => import(/* webpackChunkName: "leave-course" */ './LeaveCourseDialog');
const LeaveCourseDialog = lazy(loadLeaveCourseDialog);

/** Leaving a free course, after a confirmation that says what happens to the progress. */
function LeaveCourse({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { leave } = useAppSelector(selectCourse);
  const lang = useAppSelector(selectLanguage);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first opening on, so that closing plays its transition and gives the focus back.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    void loadLeaveCourseDialog();
  }, []);
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        size="large"
        disabled={leave.status === 'requested'}
        onClick={() => {
          setOpened(true);
          setConfirming(true);
        }}
        data-testid="leave-course"
      >
        {t('COURSES.LEAVE')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LeaveCourseDialog course={course} title={courseTitleFor(course, lang).title} open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A paid course the visitor does not own: "Buy now" (into the cart, then the cart page) and "Add to
 * cart", which becomes "In cart · Go to cart". Works signed out too (the local cart, merged at sign-in).
 */
function BuyActions({ course, priceText }: { course: CourseDetail; priceText: string }) {
  useCartFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCartState);
  const lang = useAppSelector(selectLanguage);
  const cartStatus = cart.cart.status;
  useEffect(() => {
    if (cartStatus === 'idle') dispatch(cartActions.loadRequested());
  }, [dispatch, cartStatus]);
  const inCart = isInCart(cart, course.id);
  const busy = cart.busyIds.includes(course.id);
  const title = courseTitleFor(course, lang).title;
  const lineError = cart.lineError?.courseId === course.id ? cart.lineError.error : null;
  return (
    <>
      {inCart ? (
        <Button component={RouterLink} to={paths.cart()} variant="contained" size="large" data-testid="buy-now">
          {t('CART.BUY_NOW_PRICE', { price: priceText })}
        </Button>
      ) : (
        <Button variant="contained" size="large" disabled={busy} data-testid="buy-now" onClick={() => dispatch(cartActions.addRequested({ courseId: course.id, title, buyNow: true }))}>
          {t('CART.BUY_NOW_PRICE', { price: priceText })}
        </Button>
      )}
      {inCart ? (
        <Button component={RouterLink} to={paths.cart()} variant="outlined" size="large" startIcon={<CartIcon />} data-testid="add-to-cart">
          {t('CART.IN_CART_GO')}
        </Button>
      ) : (
        <Button variant="outlined" size="large" startIcon={<CartIcon />} disabled={busy} data-testid="add-to-cart" onClick={() => dispatch(cartActions.addRequested({ courseId: course.id, title }))}>
          {t('CART.ADD_TO_CART')}
        </Button>
      )}
      {lineError && (
        <Typography role="alert" color="error" sx={{ width: '100%' }} data-testid="cart-error">
          {t(errorMessageKey(lineError.code))}
        </Typography>
      )}
    </>
  );
}

function CourseActions({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const { enrol, wishlist, leave } = useAppSelector(selectCourse);
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const viewer = course.viewer;
  const logIn = paths.logIn(`${location.pathname}${location.search}`);
  const resumeId = resumeLessonId(course);
  const started = (viewer?.completedLessons ?? 0) > 0 || viewer?.lastLessonId != null;

  // Focus stays where the student acted: a busy button is aria-disabled and ignores clicks (a disabled one
  // drops the focus to <body>), and the enrol button, replaced by "Start learning" once enrolled, hands the
  // focus to that link.
  const enrolBusy = enrol.status === 'requested';
  const startRef = useRef<HTMLAnchorElement>(null);
  const focusStartAfterEnrol = useRef(false);
  const enrolled = enrol.status === 'success' && viewer?.isEnrolled === true;
  useEffect(() => {
    if (!enrolled || !focusStartAfterEnrol.current) return;
    focusStartAfterEnrol.current = false;
    startRef.current?.focus();
  }, [enrolled]);

  const buyable = !course.isFree && !viewer?.isEnrolled && !viewer?.isInstructor;
  const primary = buyable ? (
    <BuyActions course={course} priceText={coursePriceText(course, lang, country, t)} />
  ) : !user ? (
    <Button component={RouterLink} to={logIn} variant="contained" size="large">
      {t('COURSES.LOG_IN_TO_ENROL')}
    </Button>
  ) : viewer?.isInstructor ? (
    <Typography color="text.secondary" data-testid="own-course-notice">
      {t('COURSES.OWN_COURSE_NOTICE')}
    </Typography>
  ) : viewer?.isEnrolled ? (
    resumeId !== null && (
      <Button ref={startRef} component={RouterLink} to={paths.lesson(course.slug, resumeId)} variant="contained" size="large">
        {t(started ? 'COURSES.CONTINUE' : 'COURSES.START')}
      </Button>
    )
  ) : (
    <Button
      variant="contained"
      size="large"
      aria-disabled={enrolBusy || undefined}
      onClick={() => {
        if (enrolBusy) return;
        focusStartAfterEnrol.current = true;
        dispatch(courseActions.enrolRequested({ courseId: course.id }));
      }}
    >
      {course.isFree ? t('COURSES.ENROL_FREE') : t('COURSES.ENROL_PAID', { price: coursePriceText(course, lang, country, t) })}
    </Button>
  );

  const wishlisted = viewer?.isWishlisted === true;
  const wishlistButton = !user ? (
    <Button component={RouterLink} to={logIn} variant="outlined" size="large" startIcon={<BookmarkIcon />}>
      {t('COURSES.ADD_TO_WISHLIST')}
    </Button>
  ) : (
    <Button
      variant={wishlisted ? 'contained' : 'outlined'}
      color={wishlisted ? 'secondary' : 'primary'}
      size="large"
      startIcon={<BookmarkIcon />}
      aria-pressed={wishlisted}
      aria-disabled={wishlist.busy || undefined}
      onClick={() => !wishlist.busy && dispatch(courseActions.wishlistToggleRequested({ courseId: course.id, wishlisted: !wishlisted }))}
    >
      {t(wishlisted ? 'COURSES.IN_WISHLIST' : 'COURSES.ADD_TO_WISHLIST')}
    </Button>
  );

  const enrolError = enrol.status === 'failure' ? enrol.error : null;
  return (
    <Box>
      {/* One button a row, the width of the enrol card. */}
      <Box sx={{ display: 'grid', gap: 1.25, '& > .MuiButton-root': { width: '100%' } }}>
        {primary}
        {wishlistButton}
        {viewer?.certificateCode && (
          <Button component={RouterLink} to={paths.certificate(viewer.certificateCode)} variant="text" size="large" startIcon={<TrophyIcon />}>
            {t('COURSES.VIEW_CERTIFICATE')}
          </Button>
        )}
        {user && viewer?.isEnrolled && course.isFree && <LeaveCourse course={course} />}
      </Box>
      {leave.status === 'success' && !viewer?.isEnrolled && (
        <Typography role="status" color="text.secondary" sx={{ mt: 2 }} data-testid="left-notice">
          {t('COURSES.LEFT_NOTICE', { days: LEFT_ENROLLMENT_KEPT_DAYS })}
        </Typography>
      )}
      {leave.status === 'failure' && leave.error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {t(errorMessageKey(leave.error.code))}
        </Typography>
      )}
      {enrolError && (
        <Box role="alert" data-testid="enrol-error" sx={{ mt: 2, p: 1.5, borderRadius: 2, border: 1, borderColor: 'warning.main', bgcolor: 'rgba(245,179,1,0.08)', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <WarningIcon sx={{ color: 'warning.main' }} />
          <Typography>{enrolError.code === 'PAYMENT_REQUIRED' ? t('COURSES.PAYMENT_REQUIRED_NOTICE') : t(errorMessageKey(enrolError.code))}</Typography>
        </Box>
      )}
      {wishlist.error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {t(errorMessageKey(wishlist.error.code))}
        </Typography>
      )}
    </Box>
  );
}

function CourseSkeleton() {
  return (
    <Box aria-busy="true" data-testid="course-skeleton">
      <Shimmer sx={{ height: 36, width: '60%', mb: 2 }} />
      <Shimmer sx={{ height: 20, width: '40%', mb: 4 }} />
      <Shimmer sx={{ height: 240, mb: 2 }} />
    </Box>
  );
}

const isCourse = (course: CourseDetail | null): boolean => course !== null;

export default function CoursePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSlice('course', courseReducer);
  useSaga(courseSaga);
  const { idOrSlug = '' } = useParams();
  const { detail } = useAppSelector(selectCourse);
  const user = useAppSelector(selectCurrentUser);
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  const userKey = user?.username ?? null;

  // Again when the user changes: the viewer part (enrolled, progress, wishlist) is per caller.
  useEffect(() => {
    if (idOrSlug) dispatch(courseActions.loadRequested(idOrSlug));
  }, [dispatch, idOrSlug, userKey]);

  const loaded = detail.data;
  const arrived = loaded && (loaded.slug === idOrSlug || String(loaded.id) === idOrSlug) ? loaded : null;
  useDocumentTitle(arrived ? courseTitleFor(arrived, lang).title : t('PAGES.COURSES.TITLE'));
  const course = useDeferredArrival(arrived, isCourse);
  const shownTitle = course ? courseTitleFor(course, lang) : null;

  if (detail.status === 'failed') {
    const notFound = detail.error?.code === 'COURSE_NOT_FOUND' || detail.error?.code === 'NOT_FOUND';
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <EmptyState
          icon={<WarningIcon />}
          title={t(notFound ? 'COURSES.NOT_FOUND' : 'COURSES.LOAD_FAILED')}
          text={notFound ? undefined : t(errorMessageKey(detail.error?.code ?? 'UNKNOWN'))}
          action={
            <>
              {!notFound && (
                <Button variant="contained" onClick={() => dispatch(courseActions.loadRequested(idOrSlug))}>
                  {t('COURSES.RETRY')}
                </Button>
              )}
              <Button component={RouterLink} to={paths.courses()} variant="outlined">
                {t('COMMON.BROWSE_COURSES')}
              </Button>
            </>
          }
        />
      </Container>
    );
  }

  if (!course || !shownTitle) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <CourseSkeleton />
      </Container>
    );
  }

  const enrolled = course.viewer?.isEnrolled === true;
  const progress = course.lessonCount > 0 ? Math.floor(((course.viewer?.completedLessons ?? 0) * 100) / course.lessonCount) : 0;
  return (
    <>
      <Box sx={{ background: (theme) => (theme.palette.mode === 'dark' ? BRAND.heroDark : BRAND.heroLight), borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
          <Box>
            <Typography component="h1" variant="h3" lang={shownTitle.translated ? undefined : contentLang(course.language, lang)} sx={{ fontSize: { xs: 28, md: 40 }, mb: 1 }}>
              {shownTitle.title}
            </Typography>
            {shownTitle.translated && (
              <Typography lang={contentLang(course.language, lang)} color="text.secondary" sx={{ fontWeight: 600, mb: 1 }} data-testid="course-original-title">
                {course.title}
              </Typography>
            )}
            <Typography lang={contentLang(course.language, lang)} color="text.secondary" sx={{ fontSize: { md: 18 }, mb: 2 }}>
              {course.subtitle}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }} data-testid="course-rating">
              {course.ratingCount > 0 ? (
                <>
                  <Typography component="span" sx={{ fontWeight: 800, color: '#f5b301' }}>
                    {course.ratingAvg.toFixed(1)}
                  </Typography>
                  <StarRating rating={course.ratingAvg} size={18} />
                  <Typography component="span" color="text.secondary" variant="body2">
                    {t('COURSES.RATING_COUNT', { ratings: formatNumber(course.ratingCount, lang) })} · {t('COURSES.ENROLMENT_COUNT', { students: formatNumber(course.enrollmentCount, lang) })}
                  </Typography>
                </>
              ) : (
                // Nobody has rated it yet: a new course, not "0 ratings".
                <>
                  <Chip size="small" color="info" variant="outlined" label={t('COURSES.NEW_COURSE')} sx={{ fontWeight: 700 }} />
                  {course.enrollmentCount > 0 && (
                    <Typography component="span" color="text.secondary" variant="body2">
                      {t('COURSES.ENROLMENT_COUNT', { students: formatNumber(course.enrollmentCount, lang) })}
                    </Typography>
                  )}
                </>
              )}
            </Box>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
              {t(LEVEL_KEYS[course.level])} · <span lang={contentLang(course.language, lang)}>{COURSE_LANGUAGE_NAMES[course.language]}</span> · {t('COURSES.LESSON_COUNT', { lessons: formatNumber(course.lessonCount, lang) })} · {formatDuration(course.duration, t)} ·{' '}
              <Box component="strong" data-testid="course-price" sx={{ color: course.isFree ? 'success.main' : 'text.primary' }}>
                {coursePriceText(course, lang, country, t)}
              </Box>
            </Typography>
            {course.instructor && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }} data-testid="course-instructor">
                <Avatar src={fullPathProfileImage(course.instructor.profileImage, storageBase)} alt="" sx={{ width: 40, height: 40 }} />
                <Box>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('COURSES.INSTRUCTOR')}
                  </Typography>
                  <Link component={RouterLink} to={paths.instructorProfile(course.instructor.username)} data-testid="course-instructor-link" sx={{ fontWeight: 700, display: 'block' }} color="inherit" underline="hover">
                    {course.instructor.fullName || course.instructor.username}
                  </Link>
                </Box>
              </Box>
            )}
          </Box>
          <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', boxShadow: 6 }}>
            <CourseCover coverImage={course.coverImage} storageBaseUrl={storageBase} eager />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        {/* The enrol card: right under the hero on a phone, beside the page and staying in view on a wider screen. */}
        <Box component="aside" aria-labelledby="course-includes" sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 88 } }} data-testid="enrol-card">
          <Box sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', boxShadow: { md: 6 } }}>
            <CourseActions course={course} />
            {enrolled && (
              <Box sx={{ mt: 2.5 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {t('COURSES.YOUR_PROGRESS', { done: formatNumber(course.viewer?.completedLessons ?? 0, lang), lessons: formatNumber(course.lessonCount, lang) })}
                </Typography>
                <Box role="progressbar" aria-label={t('COURSES.PROGRESS_LABEL')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
                  <Box sx={{ height: '100%', width: `${progress}%`, bgcolor: 'success.main' }} />
                </Box>
              </Box>
            )}
            <Typography id="course-includes" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              {t('COURSES.INCLUDES')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, color: 'text.secondary', '& li': { display: 'flex', gap: 1.25, alignItems: 'center' }, '& svg': { color: 'primary.main' } }}>
              <li>
                <SlideshowIcon fontSize="small" />
                {t('COURSES.LESSON_COUNT', { lessons: formatNumber(course.lessonCount, lang) })} · {formatDuration(course.duration, t)}
              </li>
              <li>
                <SchoolIcon fontSize="small" />
                {t(LEVEL_KEYS[course.level])}
              </li>
              <li>
                <TrophyIcon fontSize="small" />
                {t('COURSES.INCLUDES_CERTIFICATE')}
              </li>
            </Box>
          </Box>
        </Box>
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <Outcomes course={course} lang={lang} />
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            {t('COURSES.ABOUT')}
          </Typography>
          <Paragraphs text={course.description} lang={contentLang(course.language, lang)} />
          <Requirements course={course} lang={lang} />
          <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
            {t('COURSES.CURRICULUM')}
          </Typography>
          <Curriculum course={course} signedIn={user !== null} />
          <InstructorAbout course={course} lang={lang} storageBase={storageBase} />
          <Box component="section" aria-labelledby="course-reviews" sx={{ mt: 6 }}>
            <Reviews course={course} />
          </Box>
        </Box>
      </Container>
    </>
  );
}
