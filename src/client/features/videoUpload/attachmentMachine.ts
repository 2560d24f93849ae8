// A lesson attachment: upload one file (checked here by name and size first; the server checks the
// bytes) or remove it. Each ends back in idle with the lesson as the server returned it, or an error key.
import { assign, fromPromise, setup } from 'xstate';
import { ATTACHMENT_MAX_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { EditableLesson } from '../../../shared/schemas/studio';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/apiError';
import * as videoUploadApi from '../../api/videoUploadApi';

export const ATTACHMENT_EXTENSIONS = ['pdf', 'zip', 'docx', 'xlsx', 'pptx', 'txt', 'png', 'jpg', 'jpeg'] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export const ATTACHMENT_ERRORS = {
  typeNotAllowed: `ERRORS.${ERROR_CODES.ATTACHMENT_TYPE_NOT_ALLOWED}`,
  tooLarge: `ERRORS.${ERROR_CODES.ATTACHMENT_TOO_LARGE}`,
  failed: 'VIDEO_UPLOAD.ATTACHMENT_FAILED',
} as const;

export interface AttachmentContext {
  lessonId: number;
  file: File | null;
  /** The lesson after the last change, for the caller. */
  lesson: EditableLesson | null;
  error: string | null;
}

export type AttachmentEvent = { type: 'SELECT'; file: File } | { type: 'REMOVE' };

function extensionOf(name: string): string {
  return name.toLowerCase().split('.').pop() ?? '';
}

function errorKey(error: unknown): string {
  if (!isApiError(error) || error.code === CLIENT_ERROR_CODES.NETWORK || error.code === CLIENT_ERROR_CODES.UNKNOWN) return ATTACHMENT_ERRORS.failed;
  return `ERRORS.${error.code}`;
}

export const attachmentMachine = setup({
  types: { context: {} as AttachmentContext, events: {} as AttachmentEvent, input: {} as { lessonId: number } },
  actors: {
    attach: fromPromise<EditableLesson, { lessonId: number; file: File }>(({ input, signal }) => videoUploadApi.attachFile(input.lessonId, input.file, signal)),
    remove: fromPromise<EditableLesson, { lessonId: number }>(({ input }) => videoUploadApi.removeAttachment(input.lessonId)),
  },
  guards: {
    notAllowed: ({ event }) => event.type === 'SELECT' && !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(event.file.name)),
    tooLarge: ({ event }) => event.type === 'SELECT' && event.file.size > ATTACHMENT_MAX_BYTES,
  },
}).createMachine({
  id: 'attachment',
  context: ({ input }) => ({ lessonId: input.lessonId, file: null, lesson: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [
          { guard: 'notAllowed', actions: assign({ error: ATTACHMENT_ERRORS.typeNotAllowed }) },
          { guard: 'tooLarge', actions: assign({ error: ATTACHMENT_ERRORS.tooLarge }) },
          { target: 'uploading', actions: assign({ file: ({ event }) => event.file, error: null }) },
        ],
        REMOVE: { target: 'removing', actions: assign({ error: null }) },
      },
    },
    uploading: {
      invoke: {
        src: 'attach',
        input: ({ context }) => ({ lessonId: context.lessonId, file: context.file as File }),
        onDone: { target: 'idle', actions: assign({ lesson: ({ event }) => event.output, file: null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorKey(event.error), file: null }) },
      },
    },
    removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'idle', actions: assign({ lesson: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorKey(event.error) }) },
      },
    },
  },
});

export type AttachmentMachine = typeof attachmentMachine;
