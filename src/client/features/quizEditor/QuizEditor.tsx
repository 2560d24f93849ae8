// A quiz lesson's quiz, edited in the course editor beside the outline: its settings and the order of
// its fixed questions are one autosaved object (the studio's autosave: a pause after typing, If-Match,
// the conflict dialog, the warning before leaving); questions are added (by type, from the bank, from a
// file), edited in a dialog, removed and reordered; exceptions per student; export; preview.
import { instructorPaths } from '../../app/areaPaths';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QUIZ_QUESTION_TYPES, type QuizQuestionType } from '../../../shared/constants';
import type { EditableQuiz, QuestionInput, QuizQuestion, QuizUpdateRequest } from '../../../shared/schemas/quiz';
import type { QuizFileFormat } from '../../api/quizAuthoringApi';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { useSaga } from '../../lib/useSaga';
import { quizKey, useAutosave, type Autosaved } from '../studio';
import { ImportDialog } from './ImportDialog';
import { OverridesPanel } from './OverridesPanel';
import { QuestionBankDialog } from './QuestionBankDialog';
import { QuestionDialog } from './QuestionDialog';
import { QuizEditorLoading } from './QuizEditorLoading';
import { QuestionList, type ListedQuestion } from './QuestionList';
import { exportRequest, importRequest, questionSaveRequest, questionTagsRequest, quizEditorSaga, quizRequest, quizSaver } from './quizEditorRequests';
import { QuizSettingsForm } from './QuizSettingsForm';
import { inputOf, newQuestion, quizValueOf } from './quizForm';

/** The quiz's own save status, shown beside its settings (the editor's header announces the overall one). */
const STATUS_TEXT: Record<Autosaved<unknown>['status'], string> = {
  idle: 'STUDIO.SAVE.SAVED',
  saved: 'STUDIO.SAVE.SAVED',
  dirty: 'STUDIO.SAVE.UNSAVED',
  saving: 'STUDIO.SAVE.SAVING',
  offline: 'STUDIO.SAVE.OFFLINE',
  failed: 'STUDIO.SAVE.FAILED',
  conflict: 'STUDIO.SAVE.CONFLICT',
};

type Editing = { kind: 'new'; question: QuestionInput } | { kind: 'edit'; question: QuizQuestion } | null;

function AddQuestionMenu({ onPick }: { onPick: (type: QuizQuestionType) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="contained" aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('QUIZ_EDITOR.ADD_QUESTION')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {QUIZ_QUESTION_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onPick(type);
            }}
          >
            {t(`QUIZ_EDITOR.TYPE.${type.toUpperCase()}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function ExportMenu({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exported = useSubmit(exportRequest);
  const pick = (format: QuizFileFormat) => {
    setAnchor(null);
    exported.submit({ quizId, format });
  };
  return (
    <>
      <Button variant="outlined" aria-haspopup="menu" aria-expanded={anchor !== null} disabled={exported.state.status === 'loading'} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('QUIZ_EDITOR.EXPORT.BUTTON')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('csv')}>{t('QUIZ_EDITOR.IMPORT.CSV')}</MenuItem>
        <MenuItem onClick={() => pick('gift')}>{t('QUIZ_EDITOR.IMPORT.GIFT')}</MenuItem>
      </Menu>
      {exported.state.status === 'failed' && exported.state.error && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {t(errorMessageKey(exported.state.error.code))}
        </Alert>
      )}
    </>
  );
}

/** The loaded quiz: its autosaved settings and order, and what acts on its questions. */
function LoadedQuizEditor({ quiz }: { quiz: EditableQuiz }) {
  const { t } = useTranslation();
  const save = useMemo(() => quizSaver(quiz.id), [quiz.id]);
  const server = useMemo(() => quizValueOf(quiz), [quiz]);
  const { value, change, hasDraft, status } = useAutosave<QuizUpdateRequest>(quizKey(quiz.id), 'quiz', server, quiz.version, save);
  const tags = useRequest(questionTagsRequest, quiz.id);
  const questionSave = useSubmit(questionSaveRequest);
  const imported = useSubmit(importRequest);
  const [editing, setEditing] = useState<Editing>(null);
  const [dialog, setDialog] = useState<'bank' | 'import' | null>(null);
  // Bank questions added here, shown before the save brings them back in the quiz.
  const [picked, setPicked] = useState<ReadonlyMap<number, QuizQuestion>>(new Map());

  // A question added on the server (a new one, an import) joins an edit of the order in progress
  // (without an edit, the server's order already has it).
  const serverIds = useRef(new Set(quiz.questions.map((q) => q.id)));
  const latest = useRef({ value, hasDraft, change });
  useEffect(() => {
    latest.current = { value, hasDraft, change };
  });
  useEffect(() => {
    const before = serverIds.current;
    serverIds.current = new Set(quiz.questions.map((q) => q.id));
    const { value: current, hasDraft: editing, change: changeDraft } = latest.current;
    if (!editing) return;
    const fresh = quiz.questions.map((q) => q.id).filter((id) => !before.has(id) && !current.questionIds.includes(id));
    if (fresh.length > 0) changeDraft({ ...current, questionIds: [...current.questionIds, ...fresh] });
  }, [quiz.questions]);

  // A saved question may bring new tags (for draws and the bank's filter).
  const reloadTags = tags.reload;
  useEffect(() => {
    if (questionSave.state.data) reloadTags();
  }, [questionSave.state.data, reloadTags]);

  // A saved question closes its dialog.
  const [savedFor, setSavedFor] = useState(questionSave.state.data);
  if (questionSave.state.status === 'succeeded' && questionSave.state.data !== savedFor) {
    setSavedFor(questionSave.state.data);
    setEditing(null);
  }

  const known = useMemo(() => {
    const map = new Map<number, QuizQuestion>(picked);
    for (const q of quiz.questions) map.set(q.id, q);
    return map;
  }, [picked, quiz.questions]);
  const listed: ListedQuestion[] = value.questionIds.map((id) => ({ id, question: known.get(id) ?? null }));
  const tagCounts = tags.state.data?.items ?? quiz.drawPool.map((p) => ({ tag: p.tag, count: p.available }));

  const setOrder = useCallback((questionIds: number[]) => change({ ...value, questionIds }), [change, value]);
  const openNew = (type: QuizQuestionType) => {
    questionSave.reset();
    setEditing({ kind: 'new', question: newQuestion(type) });
  };
  const openEdit = (question: QuizQuestion) => {
    questionSave.reset();
    setEditing({ kind: 'edit', question });
  };
  const saveQuestion = (question: QuestionInput) => {
    if (!editing) return;
    questionSave.submit({ quizId: quiz.id, questionId: editing.kind === 'edit' ? editing.question.id : null, version: editing.kind === 'edit' ? editing.question.version : 0, question });
  };
  const addFromBank = (questions: QuizQuestion[]) => {
    const next = new Map(picked);
    for (const q of questions) next.set(q.id, q);
    setPicked(next);
    setOrder([...value.questionIds, ...questions.map((q) => q.id).filter((id) => !value.questionIds.includes(id))]);
    setDialog(null);
  };
  const questionCount = value.questionIds.length + value.draws.reduce((sum, d) => sum + d.count, 0);

  return (
    <Box component="section" aria-labelledby="quiz-editor-heading" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id="quiz-editor-heading" variant="h6" component="h2" sx={{ flex: '1 1 200px' }}>
          {t('QUIZ_EDITOR.HEADING')}
        </Typography>
        <Button component={RouterLink} to={paths.lesson(quiz.courseId, quiz.lessonId)} variant="outlined">
          {t('QUIZ_EDITOR.PREVIEW')}
        </Button>
        <Button component={RouterLink} to={instructorPaths.quizResults(quiz.id)} variant="text">
          {t('QUIZ_EDITOR.RESULTS', { count: quiz.attemptCount })}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" data-testid="quiz-summary">
          {t('QUIZ_EDITOR.SUMMARY', { count: questionCount, points: quiz.maxPoints })}
        </Typography>
        {/* Screen readers hear the editor's status (SaveStatus, polite); this repeats it in view. */}
        <Typography variant="body2" aria-hidden data-testid="quiz-save-status" sx={{ fontWeight: 600, color: status === 'conflict' || status === 'failed' || status === 'offline' ? 'warning.main' : 'text.secondary' }}>
          {t(STATUS_TEXT[status])}
        </Typography>
      </Box>
      {quiz.attemptCount > 0 && <Alert severity="info" role="note">{t('QUIZ_EDITOR.HAS_ATTEMPTS', { count: quiz.attemptCount })}</Alert>}

      <QuizSettingsForm value={value} onChange={change} tags={tagCounts} />
      <Divider />

      <Box component="section" aria-labelledby="quiz-questions-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="quiz-questions-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('QUIZ_EDITOR.QUESTIONS_HEADING', { count: value.questionIds.length })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <AddQuestionMenu onPick={openNew} />
          <Button variant="outlined" onClick={() => setDialog('bank')}>
            {t('QUIZ_EDITOR.BANK.OPEN')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              imported.reset();
              setDialog('import');
            }}
          >
            {t('QUIZ_EDITOR.IMPORT.OPEN')}
          </Button>
          <ExportMenu quizId={quiz.id} />
        </Box>
        <QuestionList questions={listed} onReorder={setOrder} onEdit={openEdit} onRemove={(id) => setOrder(value.questionIds.filter((x) => x !== id))} />
      </Box>
      <Divider />
      <OverridesPanel quizId={quiz.id} />

      {editing && (
        <QuestionDialog
          initial={editing.kind === 'new' ? editing.question : inputOf(editing.question)}
          isNew={editing.kind === 'new'}
          usedBy={editing.kind === 'edit' ? editing.question.usedBy : 0}
          saving={questionSave.state.status === 'loading'}
          error={questionSave.state.status === 'failed' ? questionSave.state.error : null}
          onSave={saveQuestion}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog === 'bank' && <QuestionBankDialog quizId={quiz.id} tags={tagCounts} inQuiz={new Set(value.questionIds)} onAdd={addFromBank} onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog state={imported.state} onImport={(format, text) => imported.submit({ quizId: quiz.id, format, text })} onClose={() => setDialog(null)} />}
    </Box>
  );
}

/** The quiz of a quiz lesson (`quizId` from the lesson); loading, error with retry, then the editor. */
export function QuizEditor({ quizId }: { quizId: number | null | undefined }) {
  const { t } = useTranslation();
  useSaga(quizEditorSaga);
  const { state, reload } = useRequest(quizRequest, quizId ?? null);
  if (!quizId)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('QUIZ_EDITOR.NO_QUIZ')}
      </Typography>
    );
  if (state.data) return <LoadedQuizEditor quiz={state.data} />;
  if (state.status === 'failed')
    return (
      <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('QUIZ_EDITOR.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  return <QuizEditorLoading />;
}
