// /instructor/quiz: every quiz of the instructor's courses with its figures (questions, attempts,
// students, pass rate, average, essays waiting), each leading to its results and to its course's editor.
// On a phone the table becomes a list of cards.
import { instructorPaths } from '../../app/areaPaths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { InstructorQuizItem } from '../../../shared/schemas/quiz';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { quizListRequest } from './quizEditorRequests';
import { percent } from './resultsFormat';
import { visuallyHidden } from '../../lib/visuallyHidden';

function EssaysChip({ quiz }: { quiz: InstructorQuizItem }) {
  const { t } = useTranslation();
  if (quiz.pendingEssays === 0) return <>0</>;
  return <Chip size="small" color="warning" label={t('INSTRUCTOR.QUIZ.ESSAYS_WAITING', { count: quiz.pendingEssays })} />;
}

export default function QuizListPage() {
  const lang = useAppSelector(selectLanguage);
  const { t } = useTranslation();
  useDocumentTitle(t('INSTRUCTOR.MENU.QUIZ'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { state, reload } = useRequest(quizListRequest, 'mine');
  const items = state.data?.items ?? [];

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('INSTRUCTOR.MENU.QUIZ')}
      </Typography>
      {state.status === 'failed' && !state.data ? (
        <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('QUIZ_EDITOR.RETRY')}</Button>}>
          {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
        </Alert>
      ) : !state.data ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Shimmer key={i} sx={{ height: 48, borderRadius: 1 }} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <EmptyState
          title={t('INSTRUCTOR.QUIZ.EMPTY_TITLE')}
          text={t('INSTRUCTOR.QUIZ.EMPTY_TEXT')}
          action={
            <Button component={RouterLink} to={paths.instructor.courses()} variant="contained">
              {t('INSTRUCTOR.QUIZ.GO_TO_COURSES')}
            </Button>
          }
        />
      ) : phone ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {items.map((q) => (
            <Paper component="li" variant="outlined" key={q.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75 }}>
              <Link component={RouterLink} to={instructorPaths.quizResults(q.id)} sx={{ fontWeight: 700 }}>
                {q.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {q.course.title}
              </Typography>
              <Typography variant="body2">
                {t('INSTRUCTOR.QUIZ.CARD_LINE', { questions: q.questionCount, attempts: q.attempts, students: q.students })}
              </Typography>
              <Typography variant="body2">
                {t('INSTRUCTOR.QUIZ.PASS_RATE')}: {percent(q.passRate, lang)} · {t('INSTRUCTOR.QUIZ.AVERAGE')}: {percent(q.averagePercent, lang)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {q.pendingEssays > 0 && <EssaysChip quiz={q} />}
                <Button size="small" component={RouterLink} to={instructorPaths.courseEdit(q.course.id)}>
                  {t('INSTRUCTOR.QUIZ.EDIT')}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('INSTRUCTOR.MENU.QUIZ')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('INSTRUCTOR.QUIZ.QUIZ')}</TableCell>
                <TableCell>{t('INSTRUCTOR.QUIZ.COURSE')}</TableCell>
                <TableCell align="right">{t('INSTRUCTOR.QUIZ.QUESTIONS')}</TableCell>
                <TableCell align="right">{t('INSTRUCTOR.QUIZ.ATTEMPTS')}</TableCell>
                <TableCell align="right">{t('INSTRUCTOR.QUIZ.STUDENTS')}</TableCell>
                <TableCell align="right">{t('INSTRUCTOR.QUIZ.PASS_RATE')}</TableCell>
                <TableCell align="right">{t('INSTRUCTOR.QUIZ.AVERAGE')}</TableCell>
                <TableCell>{t('INSTRUCTOR.QUIZ.ESSAYS')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('INSTRUCTOR.QUIZ.ACTIONS')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((q) => (
                <TableRow key={q.id}>
                  <TableCell>
                    <Link component={RouterLink} to={instructorPaths.quizResults(q.id)} sx={{ fontWeight: 700 }}>
                      {q.title}
                    </Link>
                  </TableCell>
                  <TableCell>{q.course.title}</TableCell>
                  <TableCell align="right">{q.questionCount}</TableCell>
                  <TableCell align="right">{q.attempts}</TableCell>
                  <TableCell align="right">{q.students}</TableCell>
                  <TableCell align="right">{percent(q.passRate, lang)}</TableCell>
                  <TableCell align="right">{percent(q.averagePercent, lang)}</TableCell>
                  <TableCell>
                    <EssaysChip quiz={q} />
                  </TableCell>
                  <TableCell>
                    <Button size="small" component={RouterLink} to={instructorPaths.courseEdit(q.course.id)} aria-label={t('INSTRUCTOR.QUIZ.EDIT_NAMED', { title: q.title })}>
                      {t('INSTRUCTOR.QUIZ.EDIT')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
