// /instructor/quiz/:quizId: one quiz's results. Attempts (paginated, with the answers as CSV), item
// analysis (share correct, discrimination, the wrong answer chosen most, time, flags) with a regrade
// after a key was fixed, and the essays waiting for a grade. Tabs; on a phone tables become cards.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EssayQueueItem, ItemAnalysisRow, QuizAttemptRow } from '../../../shared/schemas/quiz';
import { paths } from '../../app/paths';
import type { RequestState } from '../../app/request';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { attemptsCsvRequest, attemptsRequest, essayGradeRequest, essayQueueRequest, itemAnalysisRequest, quizListRequest, regradeRequest } from './quizEditorRequests';
import { plainText } from './quizForm';
import { DASH, duration, index as indexText, percent } from './resultsFormat';

const PAGE_SIZE = 20;

/** Loading, failed (with retry) or empty, else the content. */
function Loaded<T>({ state, reload, empty, children }: { state: RequestState<T>; reload: () => void; empty: (data: T) => ReactNode | null; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'failed' && !state.data)
    return (
      <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('QUIZ_EDITOR.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  if (!state.data)
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Shimmer key={i} sx={{ height: 44, borderRadius: 1 }} />
        ))}
      </Box>
    );
  return <>{empty(state.data) ?? children(state.data)}</>;
}

function PassedChip({ row }: { row: QuizAttemptRow }) {
  const { t } = useTranslation();
  if (row.status === 'in_progress') return <Chip size="small" label={t('INSTRUCTOR.QUIZ.IN_PROGRESS')} />;
  if (row.passed === null) return <Chip size="small" color="warning" variant="outlined" label={t('INSTRUCTOR.QUIZ.PENDING_REVIEW')} />;
  return <Chip size="small" color={row.passed ? 'success' : 'default'} variant={row.passed ? 'filled' : 'outlined'} label={t(row.passed ? 'INSTRUCTOR.QUIZ.PASSED' : 'INSTRUCTOR.QUIZ.NOT_PASSED')} />;
}

function AttemptsTab({ quizId, phone }: { quizId: number; phone: boolean }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [page, setPage] = useState(1);
  const { state, reload } = useRequest(attemptsRequest, { quizId, page, pageSize: PAGE_SIZE });
  const csv = useSubmit(attemptsCsvRequest);
  const date = (row: QuizAttemptRow) => formatDate(row.submittedAt ?? row.startedAt, lang);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={csv.state.status === 'loading' || (state.data?.total ?? 0) === 0} onClick={() => csv.submit(quizId)}>
          {t('INSTRUCTOR.QUIZ.EXPORT_CSV')}
        </Button>
      </Box>
      {csv.state.status === 'failed' && csv.state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(csv.state.error.code))}
        </Alert>
      )}
      <Loaded state={state} reload={reload} empty={(data) => (data.items.length === 0 ? <EmptyState title={t('INSTRUCTOR.QUIZ.NO_ATTEMPTS')} text={t('INSTRUCTOR.QUIZ.NO_ATTEMPTS_TEXT')} /> : null)}>
        {(data) => (
          <Box aria-busy={state.status === 'loading'}>
            {phone ? (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {data.items.map((row) => (
                  <Paper component="li" variant="outlined" key={row.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.5 }}>
                    <Typography sx={{ fontWeight: 700 }}>{row.student.fullName || row.student.username}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      @{row.student.username} · {t('INSTRUCTOR.QUIZ.ATTEMPT_N', { n: row.number })} · {date(row)}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Typography variant="body2">{percent(row.scorePercent, lang)}</Typography>
                      <PassedChip row={row} />
                      <Typography variant="body2" color="text.secondary">
                        {duration(row.timeTakenSeconds)}
                      </Typography>
                    </Box>
                  </Paper>
                ))}
              </Box>
            ) : (
              <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
                <Table size="small" aria-label={t('INSTRUCTOR.QUIZ.TAB_ATTEMPTS')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('INSTRUCTOR.QUIZ.STUDENT')}</TableCell>
                      <TableCell align="right">{t('INSTRUCTOR.QUIZ.ATTEMPT')}</TableCell>
                      <TableCell align="right">{t('INSTRUCTOR.QUIZ.SCORE')}</TableCell>
                      <TableCell>{t('INSTRUCTOR.QUIZ.RESULT')}</TableCell>
                      <TableCell align="right">{t('INSTRUCTOR.QUIZ.TIME_TAKEN')}</TableCell>
                      <TableCell>{t('INSTRUCTOR.QUIZ.DATE')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: 700 }}>
                            {row.student.fullName || row.student.username}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            @{row.student.username}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{row.number}</TableCell>
                        <TableCell align="right">{percent(row.scorePercent, lang)}</TableCell>
                        <TableCell>
                          <PassedChip row={row} />
                        </TableCell>
                        <TableCell align="right">{duration(row.timeTakenSeconds)}</TableCell>
                        <TableCell>{date(row)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Paper>
            )}
            <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onChange={setPage} />
          </Box>
        )}
      </Loaded>
    </Box>
  );
}

function FlagChip({ row }: { row: ItemAnalysisRow }) {
  const { t } = useTranslation();
  if (!row.flag) return null;
  const nobody = row.flag === 'nobody_correct';
  return (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <Chip size="small" color={nobody ? 'error' : 'info'} label={t(nobody ? 'INSTRUCTOR.QUIZ.FLAG_NOBODY' : 'INSTRUCTOR.QUIZ.FLAG_EVERYBODY')} />
      <Typography variant="caption" color="text.secondary">
        {t(nobody ? 'INSTRUCTOR.QUIZ.FLAG_NOBODY_HELP' : 'INSTRUCTOR.QUIZ.FLAG_EVERYBODY_HELP')}
      </Typography>
    </Box>
  );
}

function RegradeButton({ quizId, onDone }: { quizId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regrade = useSubmit(regradeRequest);
  const result = regrade.state.status === 'succeeded' ? regrade.state.data : null;
  // A finished regrade changes the figures: the page loads them again.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (result) onDoneRef.current();
  }, [result]);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button variant="outlined" sx={{ justifySelf: 'start' }} disabled={regrade.state.status === 'loading'} onClick={() => setOpen(true)}>
        {t('INSTRUCTOR.QUIZ.REGRADE')}
      </Button>
      {result && (
        <Alert severity="success" role="status">
          {t('INSTRUCTOR.QUIZ.REGRADE_DONE', { attempts: result.attempts, changed: result.changed, notified: result.notified })}
        </Alert>
      )}
      {regrade.state.status === 'failed' && regrade.state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(regrade.state.error.code))}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="quiz-regrade-title">
        <DialogTitle id="quiz-regrade-title">{t('INSTRUCTOR.QUIZ.REGRADE_TITLE')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('INSTRUCTOR.QUIZ.REGRADE_TEXT')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('QUIZ_EDITOR.CANCEL')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setOpen(false);
              regrade.submit(quizId);
            }}
          >
            {t('INSTRUCTOR.QUIZ.REGRADE_CONFIRM')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function AnalysisTab({ quizId, phone, onRegraded }: { quizId: number; phone: boolean; onRegraded: () => void }) {
  const lang = useAppSelector(selectLanguage);
  const { t } = useTranslation();
  const { state, reload } = useRequest(itemAnalysisRequest, quizId);
  const wrong = (row: ItemAnalysisRow) => (row.mostChosenWrong ? t('INSTRUCTOR.QUIZ.WRONG_CHOSEN', { answer: row.mostChosenWrong.answer, count: row.mostChosenWrong.count }) : DASH);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RegradeButton
        quizId={quizId}
        onDone={() => {
          reload();
          onRegraded();
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('INSTRUCTOR.QUIZ.DISCRIMINATION_HELP')}
      </Typography>
      <Loaded state={state} reload={reload} empty={(data) => (data.items.length === 0 || data.attempts === 0 ? <EmptyState title={t('INSTRUCTOR.QUIZ.NO_ANALYSIS')} text={t('INSTRUCTOR.QUIZ.NO_ATTEMPTS_TEXT')} /> : null)}>
        {(data) =>
          phone ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {data.items.map((row, i) => (
                <Paper component="li" variant="outlined" key={row.questionId} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {i + 1}. {row.prompt}
                  </Typography>
                  <Typography variant="body2">
                    {t('INSTRUCTOR.QUIZ.PERCENT_CORRECT')}: {percent(row.percentCorrect, lang)} · {t('INSTRUCTOR.QUIZ.DISCRIMINATION')}: {indexText(row.discrimination)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('INSTRUCTOR.QUIZ.MOST_WRONG')}: {wrong(row)} · {t('INSTRUCTOR.QUIZ.AVERAGE_TIME')}: {duration(row.averageSeconds)}
                  </Typography>
                  <FlagChip row={row} />
                </Paper>
              ))}
            </Box>
          ) : (
            <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
              <Table size="small" aria-label={t('INSTRUCTOR.QUIZ.TAB_ANALYSIS')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('INSTRUCTOR.QUIZ.QUESTION')}</TableCell>
                    <TableCell align="right">{t('INSTRUCTOR.QUIZ.ANSWERED')}</TableCell>
                    <TableCell align="right">{t('INSTRUCTOR.QUIZ.PERCENT_CORRECT')}</TableCell>
                    <TableCell align="right">{t('INSTRUCTOR.QUIZ.DISCRIMINATION')}</TableCell>
                    <TableCell>{t('INSTRUCTOR.QUIZ.MOST_WRONG')}</TableCell>
                    <TableCell align="right">{t('INSTRUCTOR.QUIZ.AVERAGE_TIME')}</TableCell>
                    <TableCell>{t('INSTRUCTOR.QUIZ.FLAG')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((row, i) => (
                    <TableRow key={row.questionId} data-testid={`analysis-${row.questionId}`}>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <Typography variant="body2">
                          {i + 1}. {row.prompt}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {t(`QUIZ_EDITOR.TYPE.${row.type.toUpperCase()}`)}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{row.answered}</TableCell>
                      <TableCell align="right">{percent(row.percentCorrect, lang)}</TableCell>
                      <TableCell align="right">{indexText(row.discrimination)}</TableCell>
                      <TableCell>{wrong(row)}</TableCell>
                      <TableCell align="right">{duration(row.averageSeconds)}</TableCell>
                      <TableCell>
                        <FlagChip row={row} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )
        }
      </Loaded>
    </Box>
  );
}

function EssayCard({ item, quizId }: { item: EssayQueueItem; quizId: number }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const grade = useSubmit(essayGradeRequest);
  const [points, setPoints] = useState('');
  const [comment, setComment] = useState('');
  const value = Number(points);
  const valid = points.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= item.maxPoints;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) grade.submit({ quizId, attemptId: item.attemptId, questionId: item.questionId, points: value, comment: comment.trim() });
  };
  const headingId = `essay-${item.attemptId}-${item.questionId}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1.5, listStyle: 'none' }}>
      <Box>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          {item.student.fullName || item.student.username}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          @{item.student.username} · {formatDate(item.submittedAt, lang)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2">{t('INSTRUCTOR.QUIZ.PROMPT')}</Typography>
        <Typography variant="body2">{plainText(item.prompt)}</Typography>
      </Box>
      {item.guidance && (
        <Alert severity="info" role="note" icon={false}>
          <strong>{t('INSTRUCTOR.QUIZ.GUIDANCE')}:</strong> {item.guidance}
        </Alert>
      )}
      <Box>
        <Typography variant="subtitle2">{t('INSTRUCTOR.QUIZ.ANSWER')}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          {item.answer}
        </Typography>
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="number"
          required
          label={t('INSTRUCTOR.QUIZ.POINTS_OF', { max: item.maxPoints })}
          value={points}
          error={points !== '' && !valid}
          helperText={points !== '' && !valid ? t('INSTRUCTOR.QUIZ.POINTS_RANGE', { max: item.maxPoints }) : ' '}
          inputProps={{ min: 0, max: item.maxPoints, step: 0.5 }}
          onChange={(e) => setPoints(e.target.value)}
          sx={{ width: 160 }}
        />
        <TextField size="small" label={t('INSTRUCTOR.QUIZ.COMMENT')} value={comment} multiline minRows={1} inputProps={{ maxLength: 4000 }} onChange={(e) => setComment(e.target.value)} sx={{ flex: '1 1 240px' }} />
        <Button type="submit" variant="contained" disabled={!valid || grade.state.status === 'loading'}>
          {t('INSTRUCTOR.QUIZ.GRADE')}
        </Button>
      </Box>
      {grade.state.status === 'failed' && grade.state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(grade.state.error.code))}
        </Alert>
      )}
    </Paper>
  );
}

function EssaysTab({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const { state, reload } = useRequest(essayQueueRequest, quizId);
  return (
    <Loaded state={state} reload={reload} empty={(data) => (data.items.length === 0 ? <EmptyState title={t('INSTRUCTOR.QUIZ.NO_ESSAYS')} text={t('INSTRUCTOR.QUIZ.NO_ESSAYS_TEXT')} /> : null)}>
      {(data) => (
        <Box component="ul" aria-label={t('INSTRUCTOR.QUIZ.TAB_ESSAYS')} sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.items.map((item) => (
            <EssayCard key={`${item.attemptId}-${item.questionId}`} item={item} quizId={quizId} />
          ))}
        </Box>
      )}
    </Loaded>
  );
}

type TabId = 'attempts' | 'analysis' | 'essays';

export default function QuizResultsPage() {
  const lang = useAppSelector(selectLanguage);
  const { t } = useTranslation();
  const quizId = Number(useParams().quizId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<TabId>('attempts');
  const list = useRequest(quizListRequest, 'mine');
  const quiz = list.state.data?.items.find((q) => q.id === quizId) ?? null;
  // A regrade changes the scores: the attempts load again when shown next.
  const [attemptsKey, setAttemptsKey] = useState(0);
  useDocumentTitle(quiz ? quiz.title : t('INSTRUCTOR.MENU.QUIZ'));
  if (!Number.isInteger(quizId) || quizId <= 0) return <EmptyState title={t('INSTRUCTOR.QUIZ.NOT_FOUND')} />;
  const pending = quiz?.pendingEssays ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={paths.instructor.quiz()} sx={{ justifySelf: 'start' }}>
        {t('INSTRUCTOR.QUIZ.BACK')}
      </Link>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, wordBreak: 'break-word' }}>
          {quiz ? quiz.title : t('INSTRUCTOR.QUIZ.RESULTS')}
        </Typography>
        {quiz && (
          <Typography color="text.secondary">
            {quiz.course.title} · {t('INSTRUCTOR.QUIZ.CARD_LINE', { questions: quiz.questionCount, attempts: quiz.attempts, students: quiz.students })} · {t('INSTRUCTOR.QUIZ.PASS_RATE')}: {percent(quiz.passRate, lang)}
          </Typography>
        )}
      </Box>
      <Tabs value={tab} onChange={(_, next: TabId) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label={t('INSTRUCTOR.QUIZ.RESULTS')}>
        <Tab value="attempts" id="quiz-tab-attempts" aria-controls="quiz-panel" label={t('INSTRUCTOR.QUIZ.TAB_ATTEMPTS')} />
        <Tab value="analysis" id="quiz-tab-analysis" aria-controls="quiz-panel" label={t('INSTRUCTOR.QUIZ.TAB_ANALYSIS')} />
        <Tab value="essays" id="quiz-tab-essays" aria-controls="quiz-panel" label={pending > 0 ? t('INSTRUCTOR.QUIZ.TAB_ESSAYS_N', { count: pending }) : t('INSTRUCTOR.QUIZ.TAB_ESSAYS')} />
      </Tabs>
      <Box role="tabpanel" id="quiz-panel" aria-labelledby={`quiz-tab-${tab}`}>
        {tab === 'attempts' && <AttemptsTab key={attemptsKey} quizId={quizId} phone={phone} />}
        {tab === 'analysis' && <AnalysisTab quizId={quizId} phone={phone} onRegraded={() => setAttemptsKey((k) => k + 1)} />}
        {tab === 'essays' && <EssaysTab quizId={quizId} />}
      </Box>
    </Box>
  );
}
