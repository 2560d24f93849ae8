import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EditableLesson, LessonAttachment } from '../../../shared/schemas/studio';
import { ATTACHMENT_ACCEPT, attachmentMachine, type AttachmentMachine } from './attachmentMachine';
import { formatBytes } from './VideoUploadField';

export interface AttachmentUploadFieldProps {
  lessonId: number;
  attachment: LessonAttachment | null;
  /** After an upload or a removal: the lesson as the server saved it. */
  onChanged: (lesson: EditableLesson) => void;
  machine?: AttachmentMachine;
}

/** A lesson's downloadable file (PDF, ZIP, Office, text, PNG, JPEG; at most 50 MB): attach, replace or remove. */
export function AttachmentUploadField({ lessonId, attachment, onChanged, machine = attachmentMachine }: AttachmentUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const actorRef = useActorRef(machine, { input: { lessonId } });
  const state = useSelector(actorRef, (s) => String(s.value));
  const { lesson, error } = useSelector(actorRef, (s) => s.context);
  const inputRef = useRef<HTMLInputElement>(null);

  const reported = useRef<EditableLesson | null>(null);
  useEffect(() => {
    if (lesson && reported.current !== lesson) {
      reported.current = lesson;
      onChanged(lesson);
    }
  }, [lesson, onChanged]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) actorRef.send({ type: 'SELECT', file });
  };
  const busy = state !== 'idle';

  return (
    <Stack spacing={1.5} data-testid="attachment-upload-field">
      <Typography variant="subtitle2" component="h3">
        {t('VIDEO_UPLOAD.ATTACHMENT_TITLE')}
      </Typography>
      {attachment ? (
        <Typography variant="body2">{t('VIDEO_UPLOAD.ATTACHMENT_CURRENT', { name: attachment.fileName, size: formatBytes(attachment.size, i18n.language) })}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('VIDEO_UPLOAD.ATTACHMENT_NONE')}
        </Typography>
      )}
      <input ref={inputRef} type="file" accept={ATTACHMENT_ACCEPT} hidden onChange={choose} data-testid="attachment-file-input" aria-label={t('VIDEO_UPLOAD.ATTACHMENT_CHOOSE')} />
      {busy && <LinearProgress aria-label={t(state === 'removing' ? 'VIDEO_UPLOAD.ATTACHMENT_REMOVING' : 'VIDEO_UPLOAD.ATTACHMENT_UPLOADING')} />}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" disabled={busy} onClick={() => inputRef.current?.click()}>
          {attachment ? t('VIDEO_UPLOAD.ATTACHMENT_REPLACE') : t('VIDEO_UPLOAD.ATTACHMENT_CHOOSE')}
        </Button>
        {attachment && (
          <Button color="error" disabled={busy} onClick={() => actorRef.send({ type: 'REMOVE' })}>
            {t('VIDEO_UPLOAD.ATTACHMENT_REMOVE')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('VIDEO_UPLOAD.ATTACHMENT_HINT')}
      </Typography>
      {error && <Alert severity="error">{t(error)}</Alert>}
    </Stack>
  );
}
