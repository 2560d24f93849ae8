// A lesson's content. Text is rendered as paragraphs (React escapes it: no server HTML is injected);
// a video plays in the browser's own player, resumes at the saved position and reports where it is.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../shared/schemas/courses';

/** How often a playing video's position is saved. */
export const POSITION_SAVE_INTERVAL_MS = 10_000;

export function TextBody({ body }: { body: string }) {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Box data-testid="lesson-text">
      {paragraphs.map((p, i) => (
        <Typography key={i} sx={{ mb: 2, fontSize: { md: 18 }, lineHeight: 1.8, whiteSpace: 'pre-line' }}>
          {p}
        </Typography>
      ))}
    </Box>
  );
}

export function VideoPlayer({ lesson, onPosition, onEnded }: { lesson: Lesson; onPosition: (position: number, keepalive: boolean) => void; onEnded: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const saved = useRef({ at: 0, position: lesson.position });
  const report = useRef(onPosition);
  useEffect(() => {
    report.current = onPosition;
  }, [onPosition]);

  const save = (keepalive = false) => {
    const video = ref.current;
    if (!video) return;
    const position = Math.floor(video.currentTime);
    saved.current.at = Date.now();
    if (position === saved.current.position) return;
    saved.current.position = position;
    report.current(position, keepalive);
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  // Leaving the page (tab closed, reload) or the lesson (navigation): one last save.
  useEffect(() => {
    saved.current.at = Date.now(); // the first periodic save comes one interval after opening
    const onHide = () => saveRef.current(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      saveRef.current(true);
    };
  }, []);

  return (
    <Box sx={{ borderRadius: 3, overflow: 'hidden', bgcolor: '#000', aspectRatio: '16 / 9', mb: 3 }}>
      <Box
        component="video"
        ref={ref}
        data-testid="lesson-video"
        controls
        playsInline
        preload="metadata"
        src={lesson.videoUrl ?? undefined}
        aria-label={t('LEARNING.VIDEO_LABEL', { title: lesson.title })}
        onLoadedMetadata={() => {
          const video = ref.current;
          if (!video) return;
          const end = Number.isFinite(video.duration) ? video.duration : Infinity;
          if (lesson.position > 0 && lesson.position < end - 1) video.currentTime = lesson.position;
        }}
        onTimeUpdate={() => {
          if (Date.now() - saved.current.at >= POSITION_SAVE_INTERVAL_MS) save();
        }}
        onPause={() => save()}
        onEnded={() => {
          save();
          onEnded();
        }}
        sx={{ width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
