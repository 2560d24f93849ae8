// /instructor/reviews: reviews of the instructor's courses, filtered by course, rating or unanswered; one
// public reply per review written inline (edit, delete) and an abuse report.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InstructorReview, InstructorReviewsQuery } from '../../../shared/schemas/studioTeaching';
import { REVIEW_REPLY_MAX_LENGTH, REVIEW_REPORT_REASON_MAX_LENGTH } from '../../../shared/schemaValues';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { StarRating } from '../../components/course/StarRating';
import { errorMessageKey } from '../../lib/errors';
import { contentLang, formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { replyDeleteRequest, replySaveRequest, reportRequest, reviewsRequest } from './teachingRequests';
import { LoadFailed, LoadingList } from '../../components/RequestStates';

const PAGE_SIZE = 10;

function ReplyForm({ review, onDone }: { review: InstructorReview; onDone: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [touched, setTouched] = useState(false);
  const { state, submit } = useSubmit(replySaveRequest);
  const busy = state.status === 'loading';
  useEffect(() => {
    if (state.status === 'succeeded') onDone(true);
  }, [state.status, onDone]);
  const blank = text.trim() === '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!blank && !busy) submit({ reviewId: review.id, text: text.trim() });
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {state.status === 'failed' && state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(state.error.code))}
        </Alert>
      )}
      <TextField
        label={t('TEACHING.REVIEWS.YOUR_REPLY')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        autoFocus
        slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX_LENGTH } }}
        error={touched && blank}
        helperText={touched && blank ? t('ERRORS.TEACHING_TEXT_BLANK') : t('TEACHING.REVIEWS.REPLY_PUBLIC')}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => onDone(false)} disabled={busy}>
          {t('TEACHING.CANCEL')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('TEACHING.REVIEWS.PUBLISH_REPLY')}
        </Button>
      </Box>
    </Box>
  );
}

function ReportDialog({ review, onClose }: { review: InstructorReview; onClose: (reported: boolean) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { state, submit } = useSubmit(reportRequest);
  const busy = state.status === 'loading';
  const done = state.status === 'succeeded';
  const blank = reason.trim() === '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!blank && !busy) submit({ reviewId: review.id, reason: reason.trim() });
  };
  return (
    <Dialog open onClose={() => !busy && onClose(done)} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="report-title">{t('TEACHING.REVIEWS.REPORT_TITLE')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {done ? (
            <Alert severity="success" role="status">
              {t('TEACHING.REVIEWS.REPORTED_THANKS')}
            </Alert>
          ) : (
            <>
              {state.status === 'failed' && state.error && (
                <Alert severity="error" role="alert">
                  {t(errorMessageKey(state.error.code))}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('TEACHING.REVIEWS.REPORT_HELP')}
              </Typography>
              <TextField
                label={t('TEACHING.REVIEWS.REPORT_REASON')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                multiline
                minRows={3}
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: REVIEW_REPORT_REASON_MAX_LENGTH } }}
                error={touched && blank}
                helperText={touched && blank ? t('ERRORS.TEACHING_TEXT_BLANK') : undefined}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {done ? (
            <Button variant="contained" onClick={() => onClose(true)}>
              {t('TEACHING.CLOSE')}
            </Button>
          ) : (
            <>
              <Button onClick={() => onClose(false)} disabled={busy}>
                {t('TEACHING.CANCEL')}
              </Button>
              <Button type="submit" variant="contained" color="error" disabled={busy}>
                {t('TEACHING.REVIEWS.REPORT')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

function ReviewCard({ review, editing, onEdit, onChanged, onReport }: { review: InstructorReview; editing: boolean; onEdit: (open: boolean) => void; onChanged: () => void; onReport: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const remove = useSubmit(replyDeleteRequest);
  useEffect(() => {
    if (remove.state.status === 'succeeded' && remove.state.data === review.id) onChanged();
  }, [remove.state.status, remove.state.data, review.id, onChanged]);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 2 }} aria-labelledby={`review-${review.id}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StarRating rating={review.rating} />
        <Typography id={`review-${review.id}`} sx={{ fontWeight: 700 }}>
          {review.author.fullName || review.author.username}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <span lang={contentLang(review.courseLang, lang)}>{review.courseTitle}</span> · {formatDate(review.createdAt, lang)}
        </Typography>
      </Box>
      {review.text && (
        <Typography lang={contentLang(review.lang, lang)} sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {review.text}
        </Typography>
      )}
      {review.reply && !editing && (
        <Box sx={{ mt: 1.5, ml: { xs: 1, sm: 3 }, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('COURSES.REVIEWS.INSTRUCTOR_REPLY', { name: review.reply.instructorName })}
          </Typography>
          <Typography variant="body2" lang={contentLang(review.courseLang, lang)} sx={{ whiteSpace: 'pre-line' }}>
            {review.reply.text}
          </Typography>
        </Box>
      )}
      {remove.state.status === 'failed' && remove.state.error && remove.state.key === String(review.id) && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(errorMessageKey(remove.state.error.code))}
        </Alert>
      )}
      {editing ? (
        <ReplyForm
          review={review}
          onDone={(changed) => {
            onEdit(false);
            if (changed) onChanged();
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => onEdit(true)}>
            {t(review.reply ? 'TEACHING.REVIEWS.EDIT_REPLY' : 'TEACHING.REVIEWS.REPLY')}
          </Button>
          {review.reply && (
            <Button size="small" color="error" disabled={remove.state.status === 'loading'} onClick={() => remove.submit(review.id)}>
              {t('TEACHING.REVIEWS.DELETE_REPLY')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button size="small" color="inherit" disabled={review.reported} onClick={onReport}>
            {t(review.reported ? 'TEACHING.REVIEWS.REPORTED' : 'TEACHING.REVIEWS.REPORT')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

export default function ReviewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('INSTRUCTOR.MENU.REVIEWS'));
  const [courseId, setCourseId] = useState<number | undefined>(undefined);
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [unanswered, setUnanswered] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [reporting, setReporting] = useState<InstructorReview | null>(null);
  const query: InstructorReviewsQuery = { courseId, rating, unanswered: unanswered || undefined, page, pageSize: PAGE_SIZE };
  const { state, reload } = useRequest(reviewsRequest, query);
  const data = state.data;
  // The course filter keeps the last list while another page or filter loads.
  const [courses, setCourses] = useState<{ id: number; title: string }[]>([]);
  if (data && data.courses !== courses) setCourses(data.courses);
  const items = data?.items ?? [];

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('INSTRUCTOR.MENU.REVIEWS')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('TEACHING.FILTER_COURSE')}
          value={courseId === undefined ? '' : String(courseId)}
          onChange={(e) => {
            setCourseId(e.target.value === '' ? undefined : Number(e.target.value));
            setPage(1);
          }}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <MenuItem value="">{t('TEACHING.ALL_COURSES')}</MenuItem>
          {courses.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('TEACHING.REVIEWS.RATING')}
          value={rating === undefined ? '' : String(rating)}
          onChange={(e) => {
            setRating(e.target.value === '' ? undefined : Number(e.target.value));
            setPage(1);
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('TEACHING.REVIEWS.ANY_RATING')}</MenuItem>
          {[5, 4, 3, 2, 1].map((r) => (
            <MenuItem key={r} value={String(r)}>
              {t('TEACHING.STARS', { count: r })}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={unanswered}
              onChange={(e) => {
                setUnanswered(e.target.checked);
                setPage(1);
              }}
            />
          }
          label={t('TEACHING.REVIEWS.UNANSWERED_ONLY')}
        />
      </Box>
      {state.status === 'failed' && !data ? (
        <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TEACHING.RETRY')} onRetry={reload} />
      ) : !data ? (
        <LoadingList count={2} height={120} gap={2} radius={2} />
      ) : items.length === 0 ? (
        <EmptyState title={t('TEACHING.REVIEWS.EMPTY')} text={t('TEACHING.REVIEWS.EMPTY_TEXT')} />
      ) : (
        <Box aria-busy={state.status === 'loading'}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {items.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                editing={editing === review.id}
                onEdit={(open) => setEditing(open ? review.id : null)}
                onChanged={reload}
                onReport={() => setReporting(review)}
              />
            ))}
          </Box>
          <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onChange={setPage} />
        </Box>
      )}
      {reporting && (
        <ReportDialog
          review={reporting}
          onClose={(reported) => {
            setReporting(null);
            if (reported) reload();
          }}
        />
      )}
    </Box>
  );
}
