// A lesson's content. The body is HTML the server sanitised on every write (headings, paragraphs, lists,
// links, code, images: no script, handler or javascript: URL survives), so it is inserted as it is;
// a video plays in the browser's own player, resumes at the saved position and reports where it is:
// the server counts as watched what was played between consecutive reports.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { POSITION_REPORT_INTERVAL_SECONDS } from '../../../shared/engagement';
import type { Lesson } from '../../../shared/schemas/courses';

/** How often a playing video's position is reported. */
export const POSITION_SAVE_INTERVAL_MS = POSITION_REPORT_INTERVAL_SECONDS * 1000;

/** `lang`: the course's language when it is not the page's (lib/format contentLang). */
export function TextBody({ body, lang }: { body: string; lang?: string }) {
  return (
    <Box
      data-testid="lesson-text"
      lang={lang}
      sx={{
        fontSize: { md: 18 },
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& p, & ul, & ol, & blockquote, & pre': { mt: 0, mb: 2 },
        '& h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1.5 },
        '& h2': { fontSize: { xs: 22, md: 26 } },
        '& h3': { fontSize: { xs: 19, md: 22 } },
        '& h4': { fontSize: { xs: 17, md: 19 } },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& pre': { overflowX: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1, fontSize: 14 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& a': { color: 'primary.main' },
      }}
      // Sanitised by the server (src/server/modules/authoring/richText.ts) before it was stored.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

/** How long a player must have been open before a failed load is put down to its address expiring. */
export const EXPIRED_SOURCE_GRACE_MS = 30_000;

/** True when `url` is a signed address (…?expires=<unix seconds>…) whose time is up. */
export function signedUrlExpired(url: string | null, nowMs: number): boolean {
  if (!url) return false;
  const expires = Number(new URL(url, 'http://local').searchParams.get('expires') ?? NaN);
  return Number.isFinite(expires) && expires * 1000 <= nowMs;
}

export function VideoPlayer({
  lesson,
  onPosition,
  onEnded,
  onSourceExpired,
}: {
  lesson: Lesson;
  onPosition: (position: number, keepalive: boolean) => void;
  onEnded: () => void;
  /** The video's signed address lives minutes: once the browser can no longer load it (seeking after a long pause), ask for a new one. */
  onSourceExpired?: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  /** When this player opened (a failed load right after opening is never put down to expiry). */
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);
  const saved = useRef({ at: 0, position: lesson.position });
  /** Where playback was before a seek started (currentTime already holds the target while seeking). */
  const played = useRef(lesson.position);
  const started = useRef(false);
  const report = useRef(onPosition);
  useEffect(() => {
    report.current = onPosition;
  }, [onPosition]);

  /** Reports `position` (default: where the video is); `always`: even when unchanged, to restart the server's clock from here. */
  const save = (keepalive = false, always = false, position = ref.current ? Math.floor(ref.current.currentTime) : null) => {
    if (position === null) return;
    saved.current.at = Date.now();
    if (position === saved.current.position && !always) return;
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
        onPlay={() => {
          // Playback starts (or resumes) here: what plays from now on is measured from this report.
          started.current = true;
          save(false, true);
        }}
        onTimeUpdate={() => {
          const video = ref.current;
          if (video && !video.seeking) played.current = video.currentTime;
          if (Date.now() - saved.current.at >= POSITION_SAVE_INTERVAL_MS) save();
        }}
        onSeeking={() => {
          // What was played up to the seek counts; the jump itself does not.
          if (started.current) save(false, true, Math.floor(played.current));
        }}
        onSeeked={() => {
          const video = ref.current;
          if (video) played.current = video.currentTime;
          if (started.current) save(false, true);
        }}
        onPause={() => save()}
        onError={() => {
          // A player open for a while whose address has expired: the lesson is read again (the position
          // is saved on the way out and resumed). The grace time keeps a wrong clock from looping.
          const now = Date.now();
          if (onSourceExpired && now - mountedAt.current >= EXPIRED_SOURCE_GRACE_MS && signedUrlExpired(lesson.videoUrl, now)) onSourceExpired();
        }}
        onEnded={() => {
          save();
          onEnded();
        }}
        sx={{ width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
