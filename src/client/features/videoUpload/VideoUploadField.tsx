import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EditableLesson, LessonVideo } from '../../../shared/schemas/studio';
import { progressPercent, videoUploadMachine, type VideoUploadMachine } from './videoUploadMachine';
import { numberFormat } from '../../lib/format';

export interface VideoUploadFieldProps {
  lessonId: number;
  /** The lesson's video now (an uploaded file or a YouTube / Vimeo link). */
  video: LessonVideo | null;
  /** The upload finished: the lesson with its new video and duration, as the server saved it. */
  onUploaded: (lesson: EditableLesson) => void;
  /** A valid YouTube or Vimeo link was entered (the caller saves it with the lesson). */
  onLink?: (video: LessonVideo) => void;
  /** MAX_VIDEO_MB of the server, when known. */
  maxVideoMb?: number;
  /** Tests pass `videoUploadMachine.provide(...)`. */
  machine?: VideoUploadMachine;
}

/** A YouTube or Vimeo address (https only), as {source, ref}; null for anything else. */
export function parseVideoLink(text: string): LessonVideo | null {
  const value = text.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (/^(www\.|m\.)?youtube\.com$/.test(host) || host === 'youtu.be') return url.pathname.length > 1 ? { source: 'youtube', ref: value } : null;
  if (/^(www\.|player\.)?vimeo\.com$/.test(host)) return url.pathname.length > 1 ? { source: 'vimeo', ref: value } : null;
  return null;
}

export function formatBytes(bytes: number, lang: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${numberFormat(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** The lesson editor's video: upload an MP4 / WebM (resumable, with progress) or give a YouTube / Vimeo link. */
export function VideoUploadField({ lessonId, video, onUploaded, onLink, maxVideoMb, machine = videoUploadMachine }: VideoUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const actorRef = useActorRef(machine, { input: { lessonId, ...(maxVideoMb ? { maxBytes: maxVideoMb * 1024 * 1024 } : {}) } });
  const state = useSelector(actorRef, (s) => String(s.value));
  const context = useSelector(actorRef, (s) => s.context);
  const inputRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const [link, setLink] = useState(video && video.source !== 'upload' ? video.ref : '');
  const [linkError, setLinkError] = useState(false);

  const reported = useRef<EditableLesson | null>(null);
  useEffect(() => {
    if (state === 'done' && context.lesson && reported.current !== context.lesson) {
      reported.current = context.lesson;
      onUploaded(context.lesson);
    }
  }, [state, context.lesson, onUploaded]);

  const busy = state === 'starting' || state === 'uploading' || state === 'resuming' || state === 'offline' || state === 'paused';
  const percent = progressPercent(context);
  const sent = context.offset + context.partSent;
  const total = context.file?.size ?? 0;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) actorRef.send({ type: 'SELECT', file });
  };

  const saveLink = () => {
    const parsed = parseVideoLink(link);
    setLinkError(parsed === null);
    if (parsed) onLink?.(parsed);
  };

  return (
    <Stack spacing={2} data-testid="video-upload-field">
      <Typography variant="subtitle2" component="h3">
        {t('VIDEO_UPLOAD.TITLE')}
      </Typography>
      {video?.source === 'upload' && state !== 'done' && (
        <Typography variant="body2" color="text.secondary">
          {t('VIDEO_UPLOAD.CURRENT_UPLOAD')}
        </Typography>
      )}
      <input ref={inputRef} type="file" accept="video/mp4,video/webm,.mp4,.webm" hidden onChange={choose} data-testid="video-file-input" aria-label={t('VIDEO_UPLOAD.CHOOSE')} />
      {!busy && (
        <Box>
          <Button variant="outlined" onClick={() => inputRef.current?.click()}>
            {video?.source === 'upload' || state === 'done' ? t('VIDEO_UPLOAD.REPLACE') : t('VIDEO_UPLOAD.CHOOSE')}
          </Button>
          <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 0.5 }}>
            {t('VIDEO_UPLOAD.HINT', { mb: maxVideoMb ?? Math.round(context.maxBytes / (1024 * 1024)) })}
          </Typography>
        </Box>
      )}
      {busy && (
        <Box>
          <LinearProgress variant={state === 'starting' ? 'indeterminate' : 'determinate'} value={percent} aria-label={t('VIDEO_UPLOAD.PROGRESS_LABEL')} />
          <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
            {t('VIDEO_UPLOAD.PROGRESS', { percent, sent: formatBytes(sent, i18n.language), total: formatBytes(total, i18n.language) })}
          </Typography>
          {state === 'offline' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('VIDEO_UPLOAD.OFFLINE')}
            </Alert>
          )}
          {state === 'resuming' && (
            <Typography variant="body2" color="text.secondary">
              {t('VIDEO_UPLOAD.RESUMING')}
            </Typography>
          )}
          {state === 'paused' && (
            <Typography variant="body2" color="text.secondary">
              {t('VIDEO_UPLOAD.PAUSED')}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
            {state === 'uploading' && <Button onClick={() => actorRef.send({ type: 'PAUSE' })}>{t('VIDEO_UPLOAD.PAUSE')}</Button>}
            {(state === 'paused' || state === 'offline') && <Button onClick={() => actorRef.send({ type: 'RESUME' })}>{t('VIDEO_UPLOAD.RESUME')}</Button>}
            <Button color="inherit" onClick={() => actorRef.send({ type: 'CANCEL' })}>
              {t('VIDEO_UPLOAD.CANCEL')}
            </Button>
          </Stack>
        </Box>
      )}
      {state === 'done' && <Alert severity="success">{t('VIDEO_UPLOAD.DONE')}</Alert>}
      {context.error && (
        <Alert
          severity="error"
          action={
            state === 'failed' ? (
              <Button color="inherit" size="small" onClick={() => actorRef.send({ type: 'RETRY' })}>
                {t('VIDEO_UPLOAD.RETRY')}
              </Button>
            ) : undefined
          }
        >
          {t(context.error)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextField
          id={linkId}
          label={t('VIDEO_UPLOAD.LINK_LABEL')}
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          onChange={(e) => {
            setLink(e.target.value);
            if (linkError) setLinkError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              saveLink();
            }
          }}
          error={linkError}
          helperText={linkError ? t('VIDEO_UPLOAD.LINK_INVALID') : t('VIDEO_UPLOAD.LINK_HINT')}
          size="small"
          fullWidth
          inputProps={{ inputMode: 'url' }}
        />
        <Button variant="outlined" onClick={saveLink} disabled={link.trim() === ''} sx={{ flexShrink: 0 }}>
          {t('VIDEO_UPLOAD.LINK_USE')}
        </Button>
      </Stack>
    </Stack>
  );
}
