// A podcast's audio: checked in the browser (an audio file, at most 100 MB), uploaded to the podcast-audio
// folder (the server checks its bytes and reads its duration when the file says it), then the stored name
// (and the duration) go into the post's fields.
import { assign, emit, fromPromise, setup } from 'xstate';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { ContentFile } from '../../../shared/schemas/adminContent';
import { MAX_AUDIO_BYTES } from '../../../shared/schemaValues';
import { isApiError } from '../../api/apiError';
import * as adminContentApi from '../../api/adminContentApi';

export const AUDIO_ACCEPT = 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg';

function looksLikeAudio(file: File): boolean {
  return file.type.startsWith('audio/') || /\.(mp3|m4a|ogg)$/i.test(file.name);
}

export const audioUploadMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as { type: 'SELECT'; file: File },
    emitted: {} as { type: 'uploaded'; file: ContentFile },
  },
  actors: {
    upload: fromPromise<ContentFile, { file: File }>(({ input, signal }) => adminContentApi.uploadAudio(input.file, signal)),
  },
}).createMachine({
  id: 'audioUpload',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [
          { guard: ({ event }) => !looksLikeAudio(event.file), actions: assign({ error: ERROR_CODES.CONTENT_AUDIO_INVALID }) },
          { guard: ({ event }) => event.file.size > MAX_AUDIO_BYTES, actions: assign({ error: ERROR_CODES.FILE_TOO_LARGE }) },
          { target: 'uploading', actions: assign({ error: null }) },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: { target: 'idle', actions: emit(({ event }) => ({ type: 'uploaded' as const, file: event.output })) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => (isApiError(event.error) ? event.error.code : 'UNKNOWN') }) },
      },
    },
  },
});
