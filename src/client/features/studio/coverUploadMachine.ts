// The course's cover image: checked in the browser (type, size), uploaded to the course-cover-image
// folder (POST /Files), then the stored name goes into the course's fields (and is autosaved with them).
import { assign, emit, fromPromise, setup } from 'xstate';
import { FILE_FOLDERS, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { UploadResponse } from '../../../shared/schemas/files';
import { isApiError } from '../../api/apiError';
import * as filesApi from '../../api/filesApi';

export const coverUploadMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as { type: 'SELECT'; file: File },
    emitted: {} as { type: 'uploaded'; name: string },
  },
  actors: {
    upload: fromPromise<UploadResponse, { file: File }>(({ input, signal }) => filesApi.upload(FILE_FOLDERS.courseCoverImage, input.file, signal)),
  },
}).createMachine({
  id: 'coverUpload',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [
          { guard: ({ event }) => !(IMAGE_CONTENT_TYPES as readonly string[]).includes(event.file.type), actions: assign({ error: ERROR_CODES.INVALID_FILE }) },
          { guard: ({ event }) => event.file.size > MAX_UPLOAD_BYTES, actions: assign({ error: ERROR_CODES.FILE_TOO_LARGE }) },
          { target: 'uploading', actions: assign({ error: null }) },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: { target: 'idle', actions: emit(({ event }) => ({ type: 'uploaded' as const, name: event.output.nameBySystem })) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => (isApiError(event.error) ? event.error.code : 'UNKNOWN') }) },
      },
    },
  },
});
