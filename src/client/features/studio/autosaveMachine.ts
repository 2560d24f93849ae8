// Autosave of one edited object (the course's fields, a section, a lesson): idle -> dirty -> (a pause of
// AUTOSAVE_DELAY_MS after the last change) saving -> saved | conflict | offline | failed.
// The `save` actor is provided by whoever runs the machine (useAutosave: the API call of that object);
// tests provide their own with machine.provide(). The typed value is never dropped: a change while
// saving is kept and saved next; a conflict keeps the author's value until they choose.
import { assign, emit, fromPromise, setup } from 'xstate';
import { AUTOSAVE_DELAY_MS } from '../../../shared/constants';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/apiError';
import { versionConflictOf, type VersionConflict } from '../../api/studioApi';
import { toErrorInfo, type ErrorInfo } from '../../lib/errors';

export interface SaveInput {
  value: unknown;
  version: number;
}

export interface SaveOutput {
  /** The object as the server now has it. */
  data: unknown;
  version: number;
}

export interface AutosaveContext {
  /** The latest value the author typed. */
  value: unknown;
  /** The version the next save sends as If-Match. */
  version: number;
  /** The value being saved (the save in flight), or null. */
  saving: unknown;
  changedWhileSaving: boolean;
  conflict: VersionConflict | null;
  error: ErrorInfo | null;
}

export interface AutosaveInput {
  version: number;
  value?: unknown;
}

export type AutosaveEvent =
  | { type: 'CHANGE'; value: unknown }
  | { type: 'VERSION'; version: number }
  | { type: 'FLUSH' }
  | { type: 'RETRY' }
  | { type: 'ONLINE' }
  | { type: 'KEEP_MINE' }
  | { type: 'TAKE_THEIRS' };

export type AutosaveEmitted =
  /** `clean`: nothing was typed since the save started (the local draft can go). */
  | { type: 'saved'; data: unknown; version: number; clean: boolean }
  | { type: 'tookTheirs'; current: unknown; version: number };

export type AutosaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'conflict' | 'offline' | 'failed';

function isOffline(error: unknown): boolean {
  if (isApiError(error) && error.code === CLIENT_ERROR_CODES.NETWORK) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
    emitted: {} as AutosaveEmitted,
  },
  actors: {
    save: fromPromise<SaveOutput, SaveInput>(() => Promise.reject(new Error('autosaveMachine: provide a save actor'))),
  },
  delays: {
    autosaveDelay: AUTOSAVE_DELAY_MS,
  },
  guards: {
    changedWhileSaving: ({ context }) => context.changedWhileSaving,
    isConflict: ({ event }) => versionConflictOf((event as { error?: unknown }).error) !== null,
    isOffline: ({ event }) => isOffline((event as { error?: unknown }).error),
    newerVersion: ({ context, event }) => event.type === 'VERSION' && event.version > context.version,
  },
  actions: {
    takeValue: assign({ value: ({ event, context }) => (event.type === 'CHANGE' ? event.value : context.value) }),
    takeVersion: assign({ version: ({ event, context }) => (event.type === 'VERSION' ? event.version : context.version) }),
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({
    value: input.value,
    version: input.version,
    saving: null,
    changedWhileSaving: false,
    conflict: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: { target: 'dirty', actions: 'takeValue' },
        VERSION: { guard: 'newerVersion', actions: 'takeVersion' },
      },
    },
    dirty: {
      after: { autosaveDelay: 'saving' },
      on: {
        CHANGE: { target: 'dirty', reenter: true, actions: 'takeValue' },
        FLUSH: 'saving',
        VERSION: { guard: 'newerVersion', actions: 'takeVersion' },
      },
    },
    saving: {
      entry: assign({ saving: ({ context }) => context.value, changedWhileSaving: false, error: null }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({ value: context.value, version: context.version }),
        onDone: [
          {
            guard: 'changedWhileSaving',
            target: 'dirty',
            actions: [
              assign({ version: ({ event }) => event.output.version, saving: null }),
              emit(({ event }) => ({ type: 'saved' as const, data: event.output.data, version: event.output.version, clean: false })),
            ],
          },
          {
            target: 'saved',
            actions: [
              assign({ version: ({ event }) => event.output.version, saving: null }),
              emit(({ event }) => ({ type: 'saved' as const, data: event.output.data, version: event.output.version, clean: true })),
            ],
          },
        ],
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: assign({ conflict: ({ event }) => versionConflictOf(event.error), saving: null }) },
          { guard: 'isOffline', target: 'offline', actions: assign({ saving: null }) },
          { target: 'failed', actions: assign({ error: ({ event }) => toErrorInfo(event.error), saving: null }) },
        ],
      },
      on: {
        CHANGE: { actions: ['takeValue', assign({ changedWhileSaving: true })] },
      },
    },
    saved: {
      on: {
        CHANGE: { target: 'dirty', actions: 'takeValue' },
        VERSION: { guard: 'newerVersion', actions: 'takeVersion' },
      },
    },
    conflict: {
      on: {
        // The author's text stays: it is sent again over the version saved now.
        KEEP_MINE: { target: 'saving', actions: assign({ version: ({ context }) => context.conflict?.currentVersion ?? context.version, conflict: null }) },
        TAKE_THEIRS: {
          target: 'saved',
          actions: [
            emit(({ context }) => ({ type: 'tookTheirs' as const, current: context.conflict?.current ?? null, version: context.conflict?.currentVersion ?? context.version })),
            assign({
              version: ({ context }) => context.conflict?.currentVersion ?? context.version,
              value: ({ context }) => context.conflict?.current ?? context.value,
              conflict: null,
            }),
          ],
        },
        CHANGE: { actions: 'takeValue' },
      },
    },
    offline: {
      on: {
        ONLINE: 'saving',
        RETRY: 'saving',
        CHANGE: { actions: 'takeValue' },
        VERSION: { guard: 'newerVersion', actions: 'takeVersion' },
      },
    },
    failed: {
      on: {
        RETRY: 'saving',
        CHANGE: { target: 'dirty', actions: 'takeValue' },
        VERSION: { guard: 'newerVersion', actions: 'takeVersion' },
      },
    },
  },
});
