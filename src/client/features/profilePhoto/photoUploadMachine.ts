// Profile photo change: check the file, upload it, fetch the customer by
// encryptId, save it with the new profileImage, reload the current user. Every failure ends in idle;
// the hook turns the emitted events into the banner and the refreshed header.
import { assign, emit, fromPromise, setup } from 'xstate';
import { FILE_FOLDERS, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Customer } from '../../../shared/schemas/customer';
import type { UploadResponse } from '../../../shared/schemas/files';
import { isApiError } from '../../api/apiError';
import * as authApi from '../../api/authApi';
import * as customersApi from '../../api/customersApi';
import * as filesApi from '../../api/filesApi';

export const PHOTO_UPLOAD_ERRORS = {
  invalidFile: ERROR_CODES.INVALID_FILE,
  fileTooLarge: ERROR_CODES.FILE_TOO_LARGE,
  uploadFailed: 'STUDENT.PROFILE.ERROR_UPLOAD_FAILED',
  updateFailed: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED',
} as const;

export interface PhotoUploadError {
  /** A translation key. */
  code: string;
  /** The server's message, shown after the key's text (update failures). */
  message?: string;
}

export interface PhotoUploadContext {
  encryptId: string | null;
  file: File | null;
  nameBySystem: string | null;
  customer: Customer | null;
  /** The customer after the last successful change. */
  user: Customer | null;
  error: PhotoUploadError | null;
}

export interface PhotoUploadInput {
  encryptId?: string | null;
}

/** `encryptId` overrides the input's: the hook sends the signed-in user's at the moment of the choice. */
export type PhotoUploadEvent = { type: 'SELECT'; file: File; encryptId?: string | null };

export type PhotoUploadEmitted = { type: 'succeeded'; user: Customer } | { type: 'failed'; error: PhotoUploadError };

function isImage(file: File): boolean {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type);
}

/**
 * The server checks the bytes, not the name: a renamed text file passes the browser's type check and
 * is refused there. Its answer then carries its own STUDENT.PROFILE key, which says more than "upload failed".
 */
function uploadErrorOf(error: unknown): PhotoUploadError {
  const code = isApiError(error) ? error.code : null;
  return code === PHOTO_UPLOAD_ERRORS.invalidFile || code === PHOTO_UPLOAD_ERRORS.fileTooLarge ? { code } : { code: PHOTO_UPLOAD_ERRORS.uploadFailed };
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    input: {} as PhotoUploadInput,
    emitted: {} as PhotoUploadEmitted,
  },
  actors: {
    uploadFile: fromPromise<UploadResponse, { file: File }>(({ input, signal }) =>
      filesApi.upload(FILE_FOLDERS.customerProfileImage, input.file, signal),
    ),
    fetchCustomer: fromPromise<Customer, { encryptId: string | null }>(({ input }) => {
      if (!input.encryptId) return Promise.reject(new Error('No signed-in customer'));
      return customersApi.getByToken(input.encryptId);
    }),
    updateCustomer: fromPromise<Customer, { customer: Customer; profileImage: string }>(({ input }) =>
      customersApi.updateProfileImage({ ...input.customer, profileImage: input.profileImage }),
    ),
    reloadUser: fromPromise<Customer | undefined>(() => authApi.me()),
  },
  guards: {
    isNotImage: ({ event }) => !isImage(event.file),
    isTooLarge: ({ event }) => event.file.size > MAX_UPLOAD_BYTES,
  },
}).createMachine({
  id: 'photoUpload',
  context: ({ input }) => ({
    encryptId: input?.encryptId ?? null,
    file: null,
    nameBySystem: null,
    customer: null,
    user: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [
          {
            guard: 'isNotImage',
            actions: [
              assign({ error: { code: PHOTO_UPLOAD_ERRORS.invalidFile } }),
              emit({ type: 'failed', error: { code: PHOTO_UPLOAD_ERRORS.invalidFile } }),
            ],
          },
          {
            guard: 'isTooLarge',
            actions: [
              assign({ error: { code: PHOTO_UPLOAD_ERRORS.fileTooLarge } }),
              emit({ type: 'failed', error: { code: PHOTO_UPLOAD_ERRORS.fileTooLarge } }),
            ],
          },
          {
            target: 'uploading',
            actions: assign(({ context, event }) => ({
              file: event.file,
              encryptId: event.encryptId ?? context.encryptId,
              nameBySystem: null,
              customer: null,
              error: null,
            })),
          },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'fetchingCustomer',
          actions: assign({ nameBySystem: ({ event }) => event.output.nameBySystem }),
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => uploadErrorOf(event.error) }),
            emit(({ event }) => ({ type: 'failed' as const, error: uploadErrorOf(event.error) })),
          ],
        },
      },
    },
    fetchingCustomer: {
      invoke: {
        src: 'fetchCustomer',
        input: ({ context }) => ({ encryptId: context.encryptId }),
        onDone: {
          target: 'updatingCustomer',
          actions: assign({ customer: ({ event }) => event.output }),
        },
        // A failure to fetch the customer is silently ignored.
        onError: { target: 'idle' },
      },
    },
    updatingCustomer: {
      invoke: {
        src: 'updateCustomer',
        input: ({ context }) => ({ customer: context.customer as Customer, profileImage: context.nameBySystem as string }),
        onDone: {
          target: 'reloadingUser',
          actions: assign({ user: ({ event }) => event.output }),
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => ({ code: PHOTO_UPLOAD_ERRORS.updateFailed, message: messageOf(event.error) }) }),
            emit(({ event }) => ({ type: 'failed' as const, error: { code: PHOTO_UPLOAD_ERRORS.updateFailed, message: messageOf(event.error) } })),
          ],
        },
      },
    },
    reloadingUser: {
      invoke: {
        src: 'reloadUser',
        onDone: {
          target: 'idle',
          actions: [
            assign({ user: ({ context, event }) => event.output ?? context.user }),
            emit(({ context, event }) => ({ type: 'succeeded' as const, user: (event.output ?? context.user) as Customer })),
          ],
        },
        // The photo is saved; the update's answer is the user to show, so the header still refreshes.
        onError: {
          target: 'idle',
          actions: emit(({ context }) => ({ type: 'succeeded' as const, user: context.user as Customer })),
        },
      },
    },
  },
});

export type PhotoUploadMachine = typeof photoUploadMachine;
