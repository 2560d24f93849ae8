// One question on the screen: its number and points, picture, prompt and answer control; with feedback
// after each question its Check button, and once checked (or in the review) what the learner is told.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS } from '../../../shared/constants';
import { storageUrl } from '../../../shared/customerImage';
import type { Answer, AttemptQuestion, QuestionFeedback } from '../../../shared/schemas/quiz';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { selectStorageBaseUrl } from '../config';
import { selectLanguage } from '../locale';
import { QuestionInput } from './QuestionInputs';
import { answerLines, formatPoints } from './quizFormat';
import { RichText } from './RichText';

function Lines({ lines, testId }: { lines: string[]; testId?: string }) {
  if (lines.length === 1) return <Typography data-testid={testId}>{lines[0]}</Typography>;
  return (
    <Box component="ul" data-testid={testId} sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </Box>
  );
}

/** What the learner is told of one question (as far as the quiz's settings allow). */
export function FeedbackBox({ question, feedback }: { question: AttemptQuestion; feedback: QuestionFeedback }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const pending = feedback.correct === null || feedback.points === null;
  const partial = !pending && feedback.correct === false && (feedback.points ?? 0) > 0;
  const severity = pending ? 'info' : feedback.correct ? 'success' : partial ? 'warning' : 'error';
  const verdict = pending ? 'QUIZ.FEEDBACK_PENDING' : feedback.correct ? 'QUIZ.FEEDBACK_CORRECT' : partial ? 'QUIZ.FEEDBACK_PARTIAL' : 'QUIZ.FEEDBACK_WRONG';
  const correct = feedback.correctAnswer !== undefined ? answerLines(question, feedback.correctAnswer, t, lang) : [];
  return (
    <Alert severity={severity} data-testid={`feedback-${question.id}`} sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ fontWeight: 700 }}>
        {t(verdict)}
        {feedback.points !== null && ` · ${t('QUIZ.POINTS_OF', { points: formatPoints(feedback.points, lang), max: feedback.maxPoints })}`}
      </Typography>
      {correct.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('QUIZ.CORRECT_ANSWER')}
          </Typography>
          <Lines lines={correct} testId={`correct-answer-${question.id}`} />
        </Box>
      )}
      {feedback.explanation && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('QUIZ.EXPLANATION')}
          </Typography>
          <RichText html={feedback.explanation} />
        </Box>
      )}
      {feedback.comment && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('QUIZ.GRADER_COMMENT')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.comment}</Typography>
        </Box>
      )}
    </Alert>
  );
}

function QuestionImage({ name, index }: { name: string; index: number }) {
  const { t } = useTranslation();
  const base = useAppSelector(selectStorageBaseUrl);
  return (
    <Box
      component="img"
      src={storageUrl(base, name, FILE_FOLDERS.quizImage)}
      alt={t('QUIZ.QUESTION_IMAGE', { n: index + 1 })}
      loading="lazy"
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, height: 'auto', borderRadius: 2, mb: 2 }}
    />
  );
}

export interface QuestionCardProps {
  question: AttemptQuestion;
  index: number;
  count: number;
  answer: Answer | undefined;
  onChange?: (answer: Answer | null) => void;
  feedback: QuestionFeedback | null;
  /** With feedback after each question: check this answer (null: no Check button). */
  onCheck?: (() => void) | null;
  checking?: boolean;
  checkError?: string | null;
  disabled?: boolean;
  /** In the review: the learner's answer as text instead of the control. */
  review?: boolean;
}

export function QuestionCard({ question, index, count, answer, onChange, feedback, onCheck, checking = false, checkError, disabled = false, review = false }: QuestionCardProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const labelId = `quiz-q${question.id}-prompt`;
  const locked = feedback !== null && !review;
  const mine = answerLines(question, answer, t, lang);
  return (
    <Box component="section" aria-labelledby={`quiz-q${question.id}-heading`} data-testid={`question-${question.id}`} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={`quiz-q${question.id}-heading`} component="h3" sx={{ fontWeight: 700, fontSize: 15, color: 'text.secondary' }}>
          {t('QUIZ.QUESTION_OF', { n: index + 1, count })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('QUIZ.POINTS', { count: question.points })}
          {locked && ` · ${t('QUIZ.LOCKED')}`}
        </Typography>
      </Box>
      {question.image && <QuestionImage name={question.image} index={index} />}
      {(question.type !== 'fill_blanks' || review) && (
        <Box sx={{ fontSize: { xs: 17, md: 18 }, mb: 2 }}>
          <RichText id={labelId} html={question.prompt} />
        </Box>
      )}
      {review ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('QUIZ.YOUR_ANSWER')}
          </Typography>
          {mine.length > 0 ? <Lines lines={mine} testId={`my-answer-${question.id}`} /> : <Typography color="text.secondary">{t('QUIZ.NO_ANSWER')}</Typography>}
        </Box>
      ) : (
        <QuestionInput question={question} answer={answer} onChange={onChange ?? (() => undefined)} disabled={disabled || locked} labelId={labelId} />
      )}
      {onCheck && !locked && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onCheck} disabled={checking || disabled || (answer === undefined && question.type !== 'ordering')} sx={{ minHeight: 44 }}>
            {t(checking ? 'QUIZ.CHECKING' : 'QUIZ.CHECK')}
          </Button>
          {answer === undefined && question.type !== 'ordering' && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1.5 }}>
              {t('QUIZ.CHECK_HINT')}
            </Typography>
          )}
        </Box>
      )}
      {checkError && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {t(errorMessageKey(checkError))}
        </Typography>
      )}
      {feedback && <FeedbackBox question={question} feedback={feedback} />}
    </Box>
  );
}
