// A lesson edited in context (the outline stays beside it): title, duration, free preview, and its
// content by kind — rich text, a video (upload or YouTube / Vimeo address), an attachment, a quiz.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LESSON_TITLE_MAX_LENGTH } from '../../../shared/constants';
import type { EditableLesson, LessonFields, LessonVideo } from '../../../shared/schemas/studio';
import { RichTextEditor } from './RichTextEditor';
import { lessonKey } from './studioSlice';
import { useAutosave } from './useAutosave';

export function lessonFieldsOf(lesson: EditableLesson): LessonFields {
  return { title: lesson.title, duration: lesson.duration, isPreview: lesson.isPreview, body: lesson.body, video: lesson.video };
}

/** A YouTube or Vimeo https address as the lesson's video, or null when it is neither. */
export function videoFromUrl(url: string): LessonVideo | null {
  const text = url.trim();
  if (/^https:\/\/(www\.)?(youtube\.com|youtu\.be|m\.youtube\.com)\//i.test(text)) return { source: 'youtube', ref: text };
  if (/^https:\/\/(www\.|player\.)?vimeo\.com\//i.test(text)) return { source: 'vimeo', ref: text };
  return null;
}

function VideoFields({ lesson, value, onChange }: { lesson: EditableLesson; value: LessonFields; onChange: (v: LessonFields) => void }) {
  const { t } = useTranslation();
  const external = value.video && value.video.source !== 'upload' ? value.video.ref : '';
  const invalid = external !== '' && videoFromUrl(external) === null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* SLOT: VideoUploadField (src/client/features/videoUpload) goes here once that feature lands:
          <VideoUploadField lessonId={lesson.id} onUploaded={(updated) => ...} />. Until then: an address. */}
      <Box data-testid="video-upload-slot" data-lesson-id={lesson.id} sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {value.video?.source === 'upload' ? t('STUDIO.LESSON.VIDEO_UPLOADED', { name: value.video.ref }) : t('STUDIO.LESSON.VIDEO_UPLOAD_SOON')}
        </Typography>
      </Box>
      <TextField
        label={t('STUDIO.LESSON.VIDEO_URL')}
        value={external}
        error={invalid}
        helperText={invalid ? t('STUDIO.LESSON.VIDEO_URL_INVALID') : t('STUDIO.LESSON.VIDEO_URL_HELP')}
        onChange={(e) => {
          const text = e.target.value;
          const video = videoFromUrl(text);
          // An address being typed is kept as typed; it is a valid video once it parses.
          onChange({ ...value, video: text.trim() === '' ? null : (video ?? { source: 'youtube', ref: text }) });
        }}
        fullWidth
      />
    </Box>
  );
}

export function LessonEditor({ lesson }: { lesson: EditableLesson }) {
  const { t } = useTranslation();
  const { value, change } = useAutosave<LessonFields>(lessonKey(lesson.id), 'lesson', lessonFieldsOf(lesson), lesson.version);
  const set = <K extends keyof LessonFields>(field: K, v: LessonFields[K]) => change({ ...value, [field]: v });
  const minutes = Math.round(value.duration / 60);
  return (
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
      {lesson.kind === 'video' && <VideoFields lesson={lesson} value={value} onChange={change} />}
      {lesson.kind === 'attachment' && (
        // SLOT: AttachmentUploadField (src/client/features/videoUpload) goes here once it lands.
        <Box data-testid="attachment-upload-slot" sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {lesson.attachment ? t('STUDIO.LESSON.ATTACHMENT_FILE', { name: lesson.attachment.fileName }) : t('STUDIO.LESSON.ATTACHMENT_SOON')}
          </Typography>
        </Box>
      )}
      {lesson.kind === 'quiz' && (
        <Typography variant="body2" color="text.secondary">
          {t('STUDIO.LESSON.QUIZ_SOON')}
        </Typography>
      )}
    </Box>
  );
}
