// /learn/:courseIdOrSlug/:lessonId: the lesson player. Outline with ticks, progress bar, the lesson
// (text or video), previous / mark complete / next, and a celebration when the course is complete.
// "Mark complete" waits until the lesson was studied: a text's reading time counts down, a video
// shows how much of it has been watched (the server's count, after each position report).
import { Suspense, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { POINTS_PER_COURSE } from '../../../shared/constants';
import type { CourseDetail, LessonEngagement } from '../../../shared/schemas/courses';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector, useDeferredArrival } from '../../lib/hooks';
import { useSaga, useSlice } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { ArrowForwardIcon, CheckIcon, LockIcon, TrophyIcon, WarningIcon } from '../../components/icons';
import { Shimmer, ShimmerLine } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatClock } from '../../components/course/courseFormat';
import { courseProgress, learningActions, learningReducer, selectLearning, type LearningState } from './learningSlice';
import { TextBody, VideoPlayer } from './LessonContent';
import { learningSaga } from './learningSaga';
import { paths } from '../../app/paths';
import { QuizPanel } from '../quiz';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { contentLang } from '../../lib/format';
import { selectLanguage } from '../locale';

/** The caption's line: 12 px type at MUI's caption line height of 1.66. */
const CAPTION_LINE_PX = 12 * 1.66;
const PROGRESS_BOX = { minWidth: 200, flex: '1 1 240px', maxWidth: 420 } as const;

/** The progress bar's place while the course loads: on a phone it wraps under the title, and the lesson below must not jump when it comes. */
function ProgressBarSkeleton() {
  return (
    <Box sx={PROGRESS_BOX} aria-hidden data-testid="player-progress-skeleton">
      <ShimmerLine lineHeight={CAPTION_LINE_PX} barHeight={12} width="60%" />
      <Shimmer sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
    </Box>
  );
}

function ProgressBar({ done, total, percent }: { done: number; total: number; percent: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={PROGRESS_BOX}>
      <Typography variant="caption" color="text.secondary" data-testid="player-progress-text">
        {t('LEARNING.PROGRESS', { done, total, percent })}
      </Typography>
      <Box
        role="progressbar"
        data-testid="player-progress"
        aria-label={t('LEARNING.PROGRESS_LABEL')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden', mt: 0.5 }}
      >
        <Box sx={{ height: '100%', width: `${percent}%`, bgcolor: 'success.main', transition: 'width .3s' }} />
      </Box>
    </Box>
  );
}

/** `textLang`: the course's language when it is not the page's; the outline's own words stay in the page's. */
function Outline({ course, currentId, textLang }: { course: CourseDetail; currentId: number; textLang?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('LEARNING.OUTLINE')} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      {course.sections.map((section) => (
        <Box key={section.id} sx={{ mb: 2 }}>
          <Typography component="h2" lang={textLang} sx={{ fontSize: 13, fontWeight: 700, textTransform: 'uppercase', color: 'text.secondary', mb: 0.5, letterSpacing: '0.04em' }}>
            {section.title}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {section.lessons.map((lesson) => {
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <Box
                    component={RouterLink}
                    to={paths.lesson(course.slug, lesson.id)}
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      px: 1,
                      py: 0.75,
                      borderRadius: 1.5,
                      textDecoration: 'none',
                      fontSize: 14,
                      // The current lesson: body text colour on the selected tint (primary on it was
                      // 4.03:1 in the dark theme), marked by a primary bar and bold type.
                      color: 'text.primary',
                      bgcolor: current ? 'action.selected' : 'transparent',
                      boxShadow: current ? (th) => `inset 3px 0 0 ${th.palette.primary.main}` : 'none',
                      fontWeight: current ? 700 : 400,
                      '&:hover': { bgcolor: 'action.hover' },
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 18,
                        height: 18,
                        flexShrink: 0,
                        borderRadius: '50%',
                        border: 2,
                        borderColor: lesson.isCompleted ? 'success.main' : 'divider',
                        bgcolor: lesson.isCompleted ? 'success.main' : 'transparent',
                        display: 'grid',
                        placeItems: 'center',
                        color: '#fff',
                      }}
                    >
                      {lesson.isCompleted && <CheckIcon sx={{ fontSize: 12 }} />}
                    </Box>
                    <Box component="span" sx={{ flex: 1 }}>
                      <span lang={textLang}>{lesson.title}</span>
                      {lesson.isCompleted && (
                        <Box component="span" sx={visuallyHidden}>
                          {` (${t('COURSES.COMPLETED')})`}
                        </Box>
                      )}
                    </Box>
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Seconds left of `seconds`, counting down once a second from when `key` last changed. */
function useCountdown(seconds: number, key: string): number {
  const [passed, setPassed] = useState({ key, seconds: 0 });
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setPassed({ key, seconds: elapsed });
      if (elapsed >= seconds) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, key]);
  return Math.max(0, seconds - (passed.key === key ? passed.seconds : 0));
}

/** What still keeps the lesson from being completed (null: nothing), as a translated sentence. */
function engagementHint(engagement: LessonEngagement | null, readingLeft: number, t: (key: string, values?: Record<string, unknown>) => string): string | null {
  if (!engagement) return null;
  if (engagement.rule === 'read') return readingLeft > 0 ? t('LEARNING.READING_COUNTDOWN', { seconds: readingLeft }) : null;
  // A quiz lesson: its grade is in watchedPercent, the pass mark in requiredPercent.
  if (engagement.rule === 'pass') return engagement.watchedPercent >= engagement.requiredPercent ? null : t('QUIZ.PASS_TO_COMPLETE', { mark: engagement.requiredPercent });
  if (engagement.watchedPercent >= engagement.requiredPercent) return null;
  return t('LEARNING.WATCH_PROGRESS', { watched: engagement.watchedPercent, required: engagement.requiredPercent });
}

function PlayerSkeleton() {
  return (
    <Box aria-busy="true" data-testid="player-skeleton" sx={{ display: 'grid', gap: 2 }}>
      <Shimmer sx={{ height: 32, width: '50%' }} />
      <Shimmer sx={{ aspectRatio: '16 / 9', maxHeight: 420 }} />
      <Shimmer sx={{ height: 16, width: '90%' }} />
      <Shimmer sx={{ height: 16, width: '80%' }} />
    </Box>
  );
}

/** What the player shows has arrived (for useDeferredArrival): the course's outline and the lesson. */
const hasLessonAndCourse = (player: LearningState): boolean => player.course.data !== null && player.lesson.data !== null;

export default function LessonPlayer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSlice('learning', learningReducer);
  useSaga(learningSaga);
  const { courseIdOrSlug = '', lessonId: lessonParam = '' } = useParams();
  const lessonId = /^\d{1,10}$/.test(lessonParam) ? Number(lessonParam) : NaN;
  const player = useDeferredArrival(useAppSelector(selectLearning), hasLessonAndCourse);
  const { completing, completeError, lastCompletion } = player;
  const course = player.course.data;
  const textLang = contentLang(course?.language, useAppSelector(selectLanguage));
  const lesson = player.lesson.data;
  // The lesson's request fails whenever the player's load does (the course's too when it was asked for).
  const { status, error } = player.lesson;

  useEffect(() => {
    if (Number.isInteger(lessonId) && lessonId > 0) dispatch(learningActions.playerOpened({ courseIdOrSlug, lessonId }));
  }, [dispatch, courseIdOrSlug, lessonId]);

  const onPosition = useCallback((position: number, keepalive: boolean) => dispatch(learningActions.positionSaveRequested({ lessonId, position, keepalive })), [dispatch, lessonId]);
  useDocumentTitle(lesson?.title ?? course?.title ?? t('LEARNING.TITLE'));
  const engagement = lesson && lesson.id === lessonId && !lesson.isCompleted ? lesson.engagement : null;
  const readingSeconds = engagement?.rule === 'read' ? engagement.secondsLeft : 0;
  const readingLeft = useCountdown(readingSeconds, `${lesson?.id ?? 0}:${readingSeconds}`);
  const hint = engagementHint(engagement, readingLeft, t);

  if (!Number.isInteger(lessonId) || lessonId <= 0 || status === 'failed') {
    const code = error?.code ?? 'LESSON_NOT_FOUND';
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <EmptyState
          icon={code === 'LESSON_LOCKED' ? <LockIcon /> : <WarningIcon />}
          title={t(code === 'LESSON_LOCKED' ? 'LEARNING.LOCKED_TITLE' : 'LEARNING.LOAD_FAILED')}
          text={t(errorMessageKey(code))}
          action={
            <Button component={RouterLink} to={paths.course(courseIdOrSlug)} variant="contained">
              {t('LEARNING.BACK_TO_COURSE')}
            </Button>
          }
        />
      </Container>
    );
  }

  const ready = status === 'succeeded' && course && lesson && lesson.id === lessonId;
  const progress = courseProgress(course);
  const celebrate = lastCompletion?.courseCompleted && lastCompletion.certificateCode && course?.id === lastCompletion.courseId ? lastCompletion : null;
  const justCompleted = lastCompletion && lesson && lastCompletion.lessonId === lesson.id && lastCompletion.newlyCompleted ? lastCompletion : null;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between', mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Button component={RouterLink} to={paths.course(course?.slug ?? courseIdOrSlug)} color="inherit" size="small" sx={{ px: 0, mb: 0.5 }}>
            {t('LEARNING.BACK_TO_COURSE')}
          </Button>
          <Typography component="p" lang={textLang} sx={{ fontWeight: 700, fontSize: { xs: 16, md: 18 } }}>
            {course?.title ?? <Shimmer component="span" sx={{ display: 'inline-block', width: 240, height: 20 }} />}
          </Typography>
        </Box>
        {course ? <ProgressBar {...progress} /> : <ProgressBarSkeleton />}
      </Box>

      {celebrate && (
        <Box
          role="status"
          data-testid="course-complete"
          sx={{ mb: 3, p: { xs: 2.5, md: 3.5 }, borderRadius: 3, border: 2, borderColor: 'success.main', background: 'linear-gradient(135deg, rgba(34,197,94,0.16), rgba(124,140,255,0.16))', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <TrophyIcon sx={{ fontSize: 48, color: '#f5b301' }} />
          <Box sx={{ flex: '1 1 280px' }}>
            <Typography component="h2" variant="h5">
              {t('LEARNING.COURSE_COMPLETE_TITLE')}
            </Typography>
            <Typography color="text.secondary">{t('LEARNING.COURSE_COMPLETE_TEXT', { points: POINTS_PER_COURSE })}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.certificate(celebrate.certificateCode ?? '')} variant="contained" startIcon={<TrophyIcon />}>
              {t('LEARNING.VIEW_CERTIFICATE')}
            </Button>
            <Button component={RouterLink} to={paths.student.certificates()} variant="outlined">
              {t('LEARNING.MY_CERTIFICATES')}
            </Button>
          </Box>
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Box component="article" sx={{ minWidth: 0 }}>
          {!ready ? (
            <PlayerSkeleton />
          ) : (
            <>
              <Typography component="h1" variant="h4" lang={textLang} sx={{ fontSize: { xs: 24, md: 32 }, mb: 2 }}>
                {lesson.title}
              </Typography>
              {lesson.kind === 'video' && lesson.videoUrl ? (
                <>
                  <VideoPlayer
                    key={lesson.id}
                    lesson={lesson}
                    onPosition={onPosition}
                    onEnded={() => {
                      if (!lesson.isCompleted) dispatch(learningActions.completeRequested({ lessonId: lesson.id }));
                    }}
                    onSourceExpired={() => dispatch(learningActions.playerOpened({ courseIdOrSlug, lessonId }))}
                  />
                  {lesson.position > 0 && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: -2, mb: 2 }}>
                      {t('LEARNING.RESUMED_AT', { time: formatClock(lesson.position) })}
                    </Typography>
                  )}
                </>
              ) : null}
              {lesson.kind === 'attachment' && (
                <Box sx={{ mb: 3 }} data-testid="lesson-attachment">
                  {lesson.attachmentUrl ? (
                    <Button component="a" href={lesson.attachmentUrl} download={lesson.attachment?.fileName ?? true} variant="contained">
                      {t('LEARNING.DOWNLOAD_ATTACHMENT', { name: lesson.attachment?.fileName ?? '' })}
                    </Button>
                  ) : (
                    <Typography color="text.secondary">{t('LEARNING.ATTACHMENT_MISSING')}</Typography>
                  )}
                </Box>
              )}
              {lesson.kind === 'quiz' && !lesson.quiz && (
                <Typography role="status" color="text.secondary" sx={{ mb: 3 }} data-testid="lesson-quiz">
                  {t('LEARNING.QUIZ_NOT_AVAILABLE')}
                </Typography>
              )}
              <TextBody body={lesson.body} lang={textLang} />
              {lesson.kind === 'quiz' && lesson.quiz && (
                // The quiz takes the place of "mark complete": a passing attempt completes the lesson on the server.
                <Suspense fallback={<Shimmer sx={{ height: 240, borderRadius: 3, mt: 2 }} />}>
                  <QuizPanel
                    key={lesson.id}
                    quiz={lesson.quiz}
                    certificateCode={progress.total > 0 && progress.done === progress.total ? (course.viewer?.certificateCode ?? null) : null}
                    onFinished={(attempt) => dispatch(learningActions.progressRefreshRequested({ courseIdOrSlug, lessonId: lesson.id, passed: attempt.result?.passed === true && !attempt.isPreview }))}
                  />
                </Suspense>
              )}

              {justCompleted && justCompleted.pointsAwarded > 0 && (
                <Typography role="status" color="success.main" sx={{ fontWeight: 700, mt: 2 }}>
                  {t('LEARNING.POINTS_AWARDED', { points: justCompleted.pointsAwarded })}
                </Typography>
              )}
              {completeError && (
                <Typography role="alert" color="error" sx={{ mt: 2 }} data-testid="complete-error">
                  {completeError.code === 'LESSON_NOT_ENGAGED' && engagement?.rule === 'watch'
                    ? t('LEARNING.NOT_ENGAGED_WATCH', { watched: engagement.watchedPercent, required: engagement.requiredPercent })
                    : completeError.code === 'LESSON_NOT_ENGAGED' && engagement?.rule === 'read' && readingLeft > 0
                      ? t('LEARNING.NOT_ENGAGED_READ', { seconds: readingLeft })
                      : t(errorMessageKey(completeError.code))}
                </Typography>
              )}

              <Box component="nav" aria-label={t('LEARNING.LESSON_NAVIGATION')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
                {lesson.prevLessonId ? (
                  <Button component={RouterLink} to={paths.lesson(course.slug, lesson.prevLessonId)} variant="outlined" color="inherit">
                    {t('LEARNING.PREVIOUS')}
                  </Button>
                ) : (
                  <span />
                )}
                {lesson.kind === 'quiz' && lesson.quiz ? (
                  <Typography data-testid="quiz-lesson-state" color={lesson.isCompleted ? 'success.main' : 'text.secondary'} sx={{ fontWeight: lesson.isCompleted ? 700 : 400, textAlign: 'center' }}>
                    {lesson.isCompleted ? t('LEARNING.COMPLETED') : t('QUIZ.PASS_TO_COMPLETE', { mark: lesson.quiz.passMarkPercent })}
                  </Typography>
                ) : (
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                    <Button
                      variant={lesson.isCompleted ? 'outlined' : 'contained'}
                      color="success"
                      startIcon={<CheckIcon />}
                      disabled={lesson.isCompleted || completing || hint !== null}
                      aria-describedby={hint ? 'engagement-hint' : undefined}
                      onClick={() => dispatch(learningActions.completeRequested({ lessonId: lesson.id }))}
                    >
                      {t(lesson.isCompleted ? 'LEARNING.COMPLETED' : 'LEARNING.MARK_COMPLETE')}
                    </Button>
                    {hint && (
                      <Typography id="engagement-hint" data-testid="engagement-hint" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                        {hint}
                      </Typography>
                    )}
                  </Box>
                )}
                {lesson.nextLessonId ? (
                  <Button component={RouterLink} to={paths.lesson(course.slug, lesson.nextLessonId)} variant={lesson.isCompleted ? 'contained' : 'outlined'} endIcon={<ArrowForwardIcon />}>
                    {t('LEARNING.NEXT')}
                  </Button>
                ) : (
                  <span />
                )}
              </Box>
            </>
          )}
        </Box>
        {/* On a phone the outline sits under the lesson: it waits for the lesson, whose height the skeleton cannot know, so that it never jumps down. */}
        <Box component="aside" sx={{ order: { xs: 2, md: 0 }, display: ready ? 'block' : { xs: 'none', md: 'block' } }}>
          {course ? <Outline course={course} currentId={lessonId} textLang={textLang} /> : <Shimmer sx={{ height: 280 }} />}
        </Box>
      </Box>
    </Container>
  );
}
