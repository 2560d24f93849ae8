import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fullPathProfileImage } from '../../../shared/customerImage';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { errorMessageKey } from '../../lib/errors';
import { hasData, useAppDispatch, useAppSelector, useDeferredArrival } from '../../lib/hooks';
import { contentLang, formatDate, formatNumber, formatPercent } from '../../lib/format';
import { Shimmer } from '../../components/Shimmer';
import { StarRating } from '../../components/course/StarRating';
import { selectStorageBaseUrl as selectConfigStorage } from '../config';
import { selectLanguage } from '../locale';
import { courseActions, selectCourse } from './courseSlice';
import { ReviewForm } from './ReviewForm';

/** How many reviews gave each number of stars (`counts[0]` is 5 stars), as bars with their share and count. */
export function RatingBreakdown({ counts, lang }: { counts: readonly number[]; lang: string }) {
  const { t } = useTranslation();
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return (
    <Box component="ul" aria-label={t('COURSES.REVIEWS.BREAKDOWN')} data-testid="rating-breakdown" sx={{ listStyle: 'none', m: 0, mb: 3, p: 0, display: 'grid', gap: 0.75, maxWidth: 440 }}>
      {counts.map((n, i) => {
        const stars = 5 - i;
        const percent = (n * 100) / total;
        return (
          <Box component="li" key={stars} sx={{ display: 'grid', gridTemplateColumns: 'minmax(64px, auto) minmax(0, 1fr) minmax(88px, auto)', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {t('COURSES.REVIEWS.STARS_ROW', { count: stars, stars: formatNumber(stars, lang) })}
            </Typography>
            <Box aria-hidden="true" sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${percent}%`, bgcolor: '#f5b301' }} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {t('COURSES.REVIEWS.STARS_SHARE', { percent: formatPercent(Math.round(percent), lang), count: formatNumber(n, lang) })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export function Reviews({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { reviews: current, reviewForm } = useAppSelector(selectCourse);
  const reviews = useDeferredArrival(current, hasData);
  const lang = useAppSelector(selectLanguage);
  const storageBase = useAppSelector(selectConfigStorage);
  const viewer = course.viewer;
  const canReview = viewer?.isEnrolled === true && !viewer.hasReviewed;
  const items = reviews.data?.items ?? [];
  const more = reviews.data !== null && items.length < reviews.data.total;
  return (
    <>
      <Typography id="course-reviews" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('COURSES.REVIEWS.TITLE')}
      </Typography>
      {reviews.data && <RatingBreakdown counts={reviews.data.ratingCounts} lang={lang} />}
      {canReview && (
        <ReviewForm
          busy={reviewForm.status === 'requested'}
          error={reviewForm.status === 'failure' ? reviewForm.error : null}
          onSubmit={(r) => dispatch(courseActions.reviewSubmitted({ courseId: course.id, ...r, lang }))}
        />
      )}
      {reviewForm.status === 'success' && (
        <Typography role="status" color="success.main" sx={{ mb: 2 }}>
          {t('COURSES.REVIEWS.THANKS')}
        </Typography>
      )}
      {!canReview && reviewForm.status === 'failure' && reviewForm.error && (
        <Typography role="alert" color="warning.main" sx={{ mb: 2 }}>
          {t(errorMessageKey(reviewForm.error.code))}
        </Typography>
      )}
      {reviews.status === 'loading' && items.length === 0 ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((i) => (
            <Shimmer key={i} sx={{ height: 88, borderRadius: 2 }} />
          ))}
        </Box>
      ) : reviews.status === 'failed' && items.length === 0 ? (
        <Typography color="text.secondary">{t(errorMessageKey(reviews.error?.code ?? 'UNKNOWN'))}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('COURSES.REVIEWS.EMPTY')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {items.map((review) => (
            <Box component="li" key={review.id} data-testid="review" sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                <Avatar src={fullPathProfileImage(review.author.profileImage, storageBase)} alt="" sx={{ width: 32, height: 32 }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{review.author.fullName || review.author.username}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(review.createdAt, lang)}
                  </Typography>
                </Box>
                <StarRating rating={review.rating} />
              </Box>
              {review.text && (
                <Typography lang={contentLang(review.lang, lang)} sx={{ whiteSpace: 'pre-line' }}>
                  {review.text}
                </Typography>
              )}
              {review.reply && (
                <Box data-testid="review-reply" sx={{ mt: 1.5, ml: { xs: 1, sm: 3 }, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t('COURSES.REVIEWS.INSTRUCTOR_REPLY', { name: review.reply.instructorName })}
                  </Typography>
                  {/* The instructor wrote in the course's language, which may not be the interface's. */}
                  <Typography variant="body2" lang={contentLang(course.language, lang)} sx={{ whiteSpace: 'pre-line' }}>
                    {review.reply.text}
                  </Typography>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {more && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          disabled={reviews.status === 'loading'}
          onClick={() => dispatch(courseActions.reviewsRequested({ courseId: course.id, page: (reviews.data?.page ?? 0) + 1 }))}
        >
          {t('COURSES.REVIEWS.MORE')}
        </Button>
      )}
    </>
  );
}
