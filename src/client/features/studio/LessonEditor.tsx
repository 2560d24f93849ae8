// A lesson edited in context (the outline stays beside it): title, duration, free preview, and its
// content by kind — rich text, a video (upload or YouTube / Vimeo address), an attachment, a quiz.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LESSON_TITLE_MAX_LENGTH } from '../../../shared/constants';
import type { EditableLesson, LessonFields } from '../../../shared/schemas/studio';
import { useAppDispatch } from '../../lib/hooks';
import { QuizEditor } from '../quizEditor';
import { AttachmentUploadField, VideoUploadField } from '../videoUpload';
import { RichTextEditor } from './RichTextEditor';
import { lessonKey, studioActions } from './studioSlice';
import { useAutosave } from './useAutosave';

export function lessonFieldsOf(lesson: EditableLesson): LessonFields {
  return { title: lesson.title, duration: lesson.duration, isPreview: lesson.isPreview, body: lesson.body, video: lesson.video };
}

export function LessonEditor({ lesson }: { lesson: EditableLesson }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const key = lessonKey(lesson.id);
  const { value, change, hasDraft } = useAutosave<LessonFields>(key, 'lesson', lessonFieldsOf(lesson), lesson.version);
  /** An upload saved the lesson on the server: the store takes it (and its version); a draft keeps its text and gets the new media. */
  const savedByUpload = (saved: EditableLesson) => {
    dispatch(studioActions.objectSaved({ key, data: saved, version: saved.version, clean: false }));
    if (hasDraft) change({ ...value, video: saved.video, duration: saved.duration });
  };
  const set = <K extends keyof LessonFields>(field: K, v: LessonFields[K]) => change({ ...value, [field]: v });
  const minutes = Math.round(value.duration / 60);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="form" aria-labelledby="studio-lesson-heading" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2.5 }}>
        <Typography id="studio-lesson-heading" variant="h6" component="h2">
          {t('STUDIO.LESSON.HEADING', { kind: t(`STUDIO.KIND.${lesson.kind.toUpperCase()}`) })}
        </Typography>
        <TextField label={t('STUDIO.FIELD.TITLE')} value={value.title} required inputProps={{ maxLength: LESSON_TITLE_MAX_LENGTH }} onChange={(e) => set('title', e.target.value)} fullWidth />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label={t('STUDIO.LESSON.DURATION_MINUTES')}
            type="number"
            value={minutes}
            inputProps={{ min: 0, max: 1440, step: 1 }}
            disabled={lesson.kind === 'video' && value.video?.source === 'upload'}
            onChange={(e) => {
              const n = Number.parseInt(e.target.value, 10);
              set('duration', Number.isFinite(n) && n >= 0 ? Math.min(n, 1440) * 60 : 0);
            }}
            sx={{ width: 200 }}
          />
          <FormControlLabel control={<Switch checked={value.isPreview} onChange={(e) => set('isPreview', e.target.checked)} />} label={t('STUDIO.LESSON.FREE_PREVIEW')} />
        </Box>
        {lesson.kind === 'text' && <RichTextEditor label={t('STUDIO.LESSON.BODY')} value={value.body} onChange={(html) => set('body', html)} />}
        {lesson.kind === 'video' && <VideoUploadField lessonId={lesson.id} video={value.video} onUploaded={savedByUpload} onLink={(video) => set('video', video)} />}
        {lesson.kind === 'attachment' && <AttachmentUploadField lessonId={lesson.id} attachment={lesson.attachment} onChanged={(saved) => dispatch(studioActions.objectSaved({ key, data: saved, version: saved.version, clean: false }))} />}
      </Box>
      {/* The quiz has forms of its own: beside the lesson's form, not inside it. */}
      {lesson.kind === 'quiz' && <QuizEditor quizId={lesson.quizId} />}
    </Box>
  );
}
