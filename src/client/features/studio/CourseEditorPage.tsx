// /instructor/courses/:id/edit: the outline on the left, the course's details or a lesson on the right,
// in context (the outline never disappears behind a full-screen editor; on a phone it is a drawer).
// Everything typed is autosaved (useAutosave) and kept until the server has it.
import { instructorPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EditableCourse } from '../../../shared/schemas/studio';
import { Spinner } from '../../components/Spinner';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ConflictDialog } from './ConflictDialog';
import { CourseDetailsForm } from './CourseDetailsForm';
import { LessonEditor } from './LessonEditor';
import { missingText } from './missingItems';
import { OutlinePanel, type Selection } from './OutlinePanel';
import { SaveStatus } from './SaveStatus';
import { StatusChip } from './StatusChip';
import { selectHasUnsaved, selectLesson, selectStudio, studioActions } from './studioSlice';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { AutosaveProvider, useAutosaveStatus, useConflictActions } from './useAutosave';
import { useStudioFeature } from './useStudioFeature';

function ReviewState({ course }: { course: EditableCourse }) {
  const { t } = useTranslation();
  if (course.review.state === 'in_review') return <Alert severity="info">{t('STUDIO.REVIEW.IN_REVIEW')}</Alert>;
  if (course.review.state === 'rejected')
    return (
      <Alert severity="error">
        <strong>{t('STUDIO.REVIEW.REJECTED')}</strong> {course.review.reason}
      </Alert>
    );
  return null;
}

function Conflicts() {
  const { conflicts } = useAutosaveStatus();
  const first = conflicts[0] ?? null;
  const actions = useConflictActions(first?.key ?? 'course');
  return <ConflictDialog entry={first} onKeepMine={actions.keepMine} onTakeTheirs={actions.takeTheirs} />;
}

function EditorStatus() {
  const { status, retry, error } = useAutosaveStatus();
  const unsaved = useAppSelector(selectHasUnsaved);
  return (
    <>
      <SaveStatus status={status} onRetry={retry} error={error} />
      <UnsavedChangesGuard when={unsaved || (status !== 'saved' && status !== 'idle')} />
    </>
  );
}

function SubmitArea({ course }: { course: EditableCourse }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectStudio).submit;
  const canSubmit = course.review.state !== 'in_review' && (course.status !== 'published' || course.hasDraftChanges);
  const missing = submit.error?.fieldErrors ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {canSubmit && (
        <Button variant="contained" disabled={submit.status === 'pending'} onClick={() => dispatch(studioActions.submitRequested({ courseId: course.id }))}>
          {t('STUDIO.SUBMIT')}
        </Button>
      )}
      {submit.status === 'succeeded' && (
        <Alert severity="success" role="status">
          {t('STUDIO.SUBMITTED')}
        </Alert>
      )}
      {submit.error && (
        <Alert severity="warning" role="alert">
          {missing.length > 0 ? t('STUDIO.MISSING.HEADING') : t(errorMessageKey(submit.error.code))}
          {missing.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="missing-list">
              {missing.map((m) => (
                <li key={m.path}>{missingText(m, course, t)}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}

function EditorBody({ course }: { course: EditableCourse }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const studio = useAppSelector(selectStudio);
  const [selection, setSelection] = useState<Selection>({ kind: 'course' });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const lesson = useAppSelector((state) => (selection.kind === 'lesson' ? selectLesson(state as never, selection.id) : undefined));
  // A lesson just added opens in the editor.
  const created = studio.structure.lastCreatedLessonId;
  const [seenCreated, setSeenCreated] = useState(created);
  if (created !== seenCreated) {
    setSeenCreated(created);
    if (created !== null) {
      setSelection({ kind: 'lesson', id: created });
      setDrawerOpen(false);
    }
  }

  const select = (next: Selection) => {
    setSelection(next);
    setDrawerOpen(false);
  };
  const outline = <OutlinePanel course={course} selection={selection} onSelect={select} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 240px', wordBreak: 'break-word' }}>
          {course.title}
        </Typography>
        <StatusChip status={course.status} hasDraftChanges={course.hasDraftChanges} />
        <EditorStatus />
        <Button component={RouterLink} to={instructorPaths.coursePreview(course.id)} variant="outlined">
          {t('STUDIO.PREVIEW_AS_STUDENT')}
        </Button>
      </Box>
      <ReviewState course={course} />
      <SubmitArea course={course} />
      {studio.outline.error && (
        <Alert severity="error" onClose={() => dispatch(studioActions.outlineErrorDismissed())}>
          {t('STUDIO.OUTLINE.REORDER_FAILED')} {t(errorMessageKey(studio.outline.error.code))}
        </Alert>
      )}
      {studio.structure.error && <Alert severity="error">{t(errorMessageKey(studio.structure.error.code))}</Alert>}
      {!wide && (
        <Button variant="outlined" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog" sx={{ justifySelf: 'start' }}>
          {t('STUDIO.OUTLINE.OPEN')}
        </Button>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 340px) 1fr' }, alignItems: 'start' }}>
        {wide ? (
          <Box sx={{ position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto', pr: 1 }}>{outline}</Box>
        ) : (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} PaperProps={{ sx: { width: 'min(92vw, 380px)', p: 2 } }}>
            {outline}
          </Drawer>
        )}
        <Box component="section" aria-label={t('STUDIO.EDITING')} sx={{ minWidth: 0 }}>
          {selection.kind === 'lesson' && lesson ? <LessonEditor key={lesson.id} lesson={lesson} /> : <CourseDetailsForm course={course} />}
        </Box>
      </Box>
      <Conflicts />
    </Box>
  );
}

export default function CourseEditorPage() {
  useStudioFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id);
  const { course } = useAppSelector(selectStudio);
  useDocumentTitle(t('STUDIO.EDITOR_TITLE'));
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) dispatch(studioActions.courseRequested({ id }));
  }, [dispatch, id]);

  if (course.data && course.data.id === id)
    return (
      <AutosaveProvider courseId={id}>
        <EditorBody course={course.data} />
      </AutosaveProvider>
    );
  if (course.status === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => dispatch(studioActions.courseRequested({ id }))}>
            {t('STUDIO.RETRY')}
          </Button>
        }
      >
        {t(errorMessageKey(course.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  return <Spinner />;
}
