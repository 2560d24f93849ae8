// A lesson video's resumable upload: start it on the server, send the file in parts (progress per
// part from XMLHttpRequest), and when the connection drops ask the server where the upload stands
// (HEAD) and go on from there, by itself once the browser is back online. Pause, resume, cancel and
// retry are the author's; the server's answer to the last part is the lesson with its new video.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { DEFAULT_MAX_VIDEO_MB, VIDEO_UPLOAD_PART_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { EditableLesson, VideoUpload } from '../../../shared/schemas/studio';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/apiError';
import * as videoUploadApi from '../../api/videoUploadApi';

/** Translation keys of what went wrong (a server code's text is under ERRORS). */
export const VIDEO_UPLOAD_ERRORS = {
  notAVideo: `ERRORS.${ERROR_CODES.VIDEO_NOT_A_VIDEO}`,
  tooLarge: `ERRORS.${ERROR_CODES.VIDEO_TOO_LARGE}`,
  unreadable: `ERRORS.${ERROR_CODES.VIDEO_UNREADABLE}`,
  gone: `ERRORS.${ERROR_CODES.VIDEO_UPLOAD_NOT_FOUND}`,
  failed: 'VIDEO_UPLOAD.ERROR_FAILED',
} as const;

export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm'] as const;
const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm)$/i;

/** How long to wait before asking the server again while offline (the browser's online event usually comes first). */
export const OFFLINE_RETRY_MS = 5_000;

export interface VideoUploadContext {
  lessonId: number;
  maxBytes: number;
  file: File | null;
  uploadId: string | null;
  /** Bytes the server has confirmed. */
  offset: number;
  /** Bytes of the part in flight sent so far. */
  partSent: number;
  /** Translation key of the last failure. */
  error: string | null;
  /** The lesson with its new video, once complete. */
  lesson: EditableLesson | null;
}

export interface VideoUploadInput {
  lessonId: number;
  /** MAX_VIDEO_MB in bytes (the server's limit), checked before the upload starts. */
  maxBytes?: number;
}

export type VideoUploadEvent =
  | { type: 'SELECT'; file: File }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'ONLINE' }
  | { type: 'PART_PROGRESS'; sent: number }
  | { type: 'PART_DONE'; offset: number; upload: VideoUpload | null }
  | { type: 'PART_FAILED'; error: unknown };

function isVideoFile(file: File): boolean {
  return (VIDEO_FILE_TYPES as readonly string[]).includes(file.type) || VIDEO_EXTENSIONS.test(file.name);
}

function isNetwork(error: unknown): boolean {
  return isApiError(error) && (error.code === CLIENT_ERROR_CODES.NETWORK || error.status >= 500 || error.status === 429);
}

/** The translation key of a failure the author must act on. */
export function errorKeyOf(error: unknown): string {
  if (!isApiError(error)) return VIDEO_UPLOAD_ERRORS.failed;
  switch (error.code) {
    case ERROR_CODES.VIDEO_NOT_A_VIDEO:
      return VIDEO_UPLOAD_ERRORS.notAVideo;
    case ERROR_CODES.VIDEO_TOO_LARGE:
    case ERROR_CODES.VIDEO_PART_TOO_LARGE:
      return VIDEO_UPLOAD_ERRORS.tooLarge;
    case ERROR_CODES.VIDEO_UNREADABLE:
      return VIDEO_UPLOAD_ERRORS.unreadable;
    case ERROR_CODES.VIDEO_UPLOAD_NOT_FOUND:
      return VIDEO_UPLOAD_ERRORS.gone;
    default:
      return error.code && error.code !== CLIENT_ERROR_CODES.UNKNOWN ? `ERRORS.${error.code}` : VIDEO_UPLOAD_ERRORS.failed;
  }
}

/** After these failures the server has dropped the upload: a retry starts over. */
function dropsUpload(error: unknown): boolean {
  return isApiError(error) && ([ERROR_CODES.VIDEO_NOT_A_VIDEO, ERROR_CODES.VIDEO_UNREADABLE, ERROR_CODES.VIDEO_UPLOAD_NOT_FOUND] as string[]).includes(error.code);
}

/** Share of the file the server has, with the part in flight (0-100). */
export function progressPercent(context: Pick<VideoUploadContext, 'file' | 'offset' | 'partSent'>): number {
  const size = context.file?.size ?? 0;
  if (size === 0) return 0;
  return Math.min(100, Math.floor(((context.offset + context.partSent) / size) * 100));
}

export const videoUploadMachine = setup({
  types: {
    context: {} as VideoUploadContext,
    events: {} as VideoUploadEvent,
    input: {} as VideoUploadInput,
  },
  actors: {
    startUpload: fromPromise<VideoUpload, { lessonId: number; file: File }>(({ input, signal }) =>
      videoUploadApi.startVideoUpload({ lessonId: input.lessonId, fileName: input.file.name.slice(0, 255) || 'video', size: input.file.size }, signal),
    ),
    askOffset: fromPromise<number, { uploadId: string }>(({ input, signal }) => videoUploadApi.videoUploadOffset(input.uploadId, signal)),
    sendPart: fromCallback<VideoUploadEvent, { uploadId: string; file: File; offset: number }>(({ input, sendBack }) => {
      const controller = new AbortController();
      const part = input.file.slice(input.offset, Math.min(input.file.size, input.offset + VIDEO_UPLOAD_PART_BYTES));
      videoUploadApi
        .sendVideoPart(input.uploadId, input.offset, part, (sent) => sendBack({ type: 'PART_PROGRESS', sent }), controller.signal)
        .then(
          (result) => sendBack({ type: 'PART_DONE', offset: result.offset, upload: result.upload }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'PART_FAILED', error });
          },
        );
      return () => controller.abort();
    }),
    /** Back online: the browser says so. */
    waitOnline: fromCallback<VideoUploadEvent>(({ sendBack }) => {
      if (typeof window === 'undefined') return undefined;
      const online = () => sendBack({ type: 'ONLINE' });
      window.addEventListener('online', online);
      return () => window.removeEventListener('online', online);
    }),
  },
  guards: {
    isNotVideo: ({ event }) => event.type === 'SELECT' && !isVideoFile(event.file),
    isTooLarge: ({ context, event }) => event.type === 'SELECT' && event.file.size > context.maxBytes,
    isEmpty: ({ event }) => event.type === 'SELECT' && event.file.size === 0,
    isComplete: ({ event }) => event.type === 'PART_DONE' && event.upload !== null,
    isOffsetConflict: ({ event }) => event.type === 'PART_FAILED' && videoUploadApi.conflictOffset(event.error) !== null,
    isNetworkFailure: ({ event }) => event.type === 'PART_FAILED' && isNetwork(event.error),
    hasUpload: ({ context }) => context.uploadId !== null,
  },
  delays: { offlineRetry: OFFLINE_RETRY_MS },
}).createMachine({
  id: 'videoUpload',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    maxBytes: input.maxBytes ?? DEFAULT_MAX_VIDEO_MB * 1024 * 1024,
    file: null,
    uploadId: null,
    offset: 0,
    partSent: 0,
    error: null,
    lesson: null,
  }),
  initial: 'idle',
  on: {
    CANCEL: { target: '.idle', actions: assign({ file: null, uploadId: null, offset: 0, partSent: 0, error: null }) },
  },
  states: {
    idle: {
      on: {
        SELECT: [
          { guard: 'isNotVideo', actions: assign({ error: VIDEO_UPLOAD_ERRORS.notAVideo }) },
          { guard: 'isEmpty', actions: assign({ error: VIDEO_UPLOAD_ERRORS.notAVideo }) },
          { guard: 'isTooLarge', actions: assign({ error: VIDEO_UPLOAD_ERRORS.tooLarge }) },
          { target: 'starting', actions: assign({ file: ({ event }) => event.file, uploadId: null, offset: 0, partSent: 0, error: null, lesson: null }) },
        ],
      },
    },
    starting: {
      invoke: {
        src: 'startUpload',
        input: ({ context }) => ({ lessonId: context.lessonId, file: context.file as File }),
        onDone: { target: 'uploading', actions: assign({ uploadId: ({ event }) => event.output.id, offset: ({ event }) => event.output.offset }) },
        onError: [
          { guard: ({ event }) => isNetwork(event.error), target: 'failed', actions: assign({ error: VIDEO_UPLOAD_ERRORS.failed }) },
          { target: 'failed', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        ],
      },
    },
    uploading: {
      entry: assign({ partSent: 0 }),
      invoke: {
        src: 'sendPart',
        input: ({ context }) => ({ uploadId: context.uploadId as string, file: context.file as File, offset: context.offset }),
      },
      on: {
        'PART_PROGRESS': { actions: assign({ partSent: ({ event }) => event.sent }) },
        'PART_DONE': [
          { guard: 'isComplete', target: 'done', actions: assign({ offset: ({ event }) => event.offset, partSent: 0, lesson: ({ event }) => event.upload?.lesson ?? null }) },
          { target: 'uploading', reenter: true, actions: assign({ offset: ({ event }) => event.offset }) },
        ],
        'PART_FAILED': [
          // The server has more (or fewer) bytes than we thought: go on from its offset.
          { guard: 'isOffsetConflict', target: 'uploading', reenter: true, actions: assign({ offset: ({ event }) => videoUploadApi.conflictOffset(event.error) ?? 0 }) },
          { guard: 'isNetworkFailure', target: 'offline' },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              error: errorKeyOf(event.error),
              ...(dropsUpload(event.error) ? { uploadId: null, offset: 0 } : {}),
            })),
          },
        ],
        PAUSE: 'paused',
      },
    },
    paused: {
      entry: assign({ partSent: 0 }),
      on: { RESUME: 'resuming' },
    },
    /** The connection dropped: resume when the browser is back online, or try again every few seconds. */
    offline: {
      entry: assign({ partSent: 0 }),
      invoke: { src: 'waitOnline' },
      after: { offlineRetry: 'resuming' },
      on: { ONLINE: 'resuming', RESUME: 'resuming', PAUSE: 'paused' },
    },
    /** Ask the server how many bytes it has, then go on from there. */
    resuming: {
      invoke: {
        src: 'askOffset',
        input: ({ context }) => ({ uploadId: context.uploadId as string }),
        onDone: { target: 'uploading', actions: assign({ offset: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isNetwork(event.error), target: 'offline' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorKeyOf(event.error), uploadId: null, offset: 0 }) },
        ],
      },
      on: { PAUSE: 'paused' },
    },
    done: {
      on: {
        SELECT: [
          { guard: 'isNotVideo', actions: assign({ error: VIDEO_UPLOAD_ERRORS.notAVideo }) },
          { guard: 'isTooLarge', actions: assign({ error: VIDEO_UPLOAD_ERRORS.tooLarge }) },
          { target: 'starting', actions: assign({ file: ({ event }) => event.file, uploadId: null, offset: 0, partSent: 0, error: null, lesson: null }) },
        ],
      },
    },
    failed: {
      on: {
        RETRY: [{ guard: 'hasUpload', target: 'resuming', actions: assign({ error: null }) }, { target: 'starting', actions: assign({ error: null, offset: 0 }) }],
        SELECT: [
          { guard: 'isNotVideo', actions: assign({ error: VIDEO_UPLOAD_ERRORS.notAVideo }) },
          { guard: 'isTooLarge', actions: assign({ error: VIDEO_UPLOAD_ERRORS.tooLarge }) },
          { target: 'starting', actions: assign({ file: ({ event }) => event.file, uploadId: null, offset: 0, partSent: 0, error: null, lesson: null }) },
        ],
      },
    },
  },
});

export type VideoUploadMachine = typeof videoUploadMachine;
