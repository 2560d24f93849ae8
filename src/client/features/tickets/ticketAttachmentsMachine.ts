// A message's attachments: files chosen are checked in the browser as the server will check them (at most
// five, images or PDF, 5 MB each; the server checks their bytes again), then uploaded one after the other
// with their progress; each can be removed (an upload in flight is cancelled) or tried again. The ids of
// the uploaded ones go with the message; CLEAR starts a new message.
import { assign, fromCallback, setup } from 'xstate';
import type { TicketUpload } from '../../../shared/schemas/tickets';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES, TICKET_ATTACHMENTS_MAX } from '../../../shared/schemaValues';
import { isApiError } from '../../api/apiError';
import * as ticketsApi from '../../api/ticketsApi';

export const ATTACHMENT_ACCEPT = `${TICKET_ATTACHMENT_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.pdf`;

export type AttachmentStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface AttachmentItem {
  key: number;
  file: File;
  status: AttachmentStatus;
  /** 0-1 while uploading. */
  progress: number;
  /** The server's id once uploaded. */
  id: number | null;
  /** Why it failed (a code: the server's or NETWORK). */
  error: string | null;
}

/** A file refused before any upload, with the reason (a translation key) and its values. */
export interface AttachmentRefusal {
  key: string;
  values: Record<string, string | number>;
}

interface Context {
  items: AttachmentItem[];
  refusals: AttachmentRefusal[];
  nextKey: number;
}

type Event =
  | { type: 'ADD'; files: readonly File[] }
  | { type: 'REMOVE'; key: number }
  | { type: 'RETRY'; key: number }
  | { type: 'CLEAR' }
  | { type: 'PROGRESS'; key: number; progress: number }
  | { type: 'UPLOADED'; key: number; upload: TicketUpload }
  | { type: 'FAILED'; key: number; error: string };

const isAllowedType = (file: File) =>
  (TICKET_ATTACHMENT_TYPES as readonly string[]).includes(file.type) || (file.type === '' && /\.(jpe?g|png|webp|pdf)$/i.test(file.name));

/** The files that may be added, and why the others may not (the same checks and limits as the server's). */
export function checkFiles(current: number, files: readonly File[]): { accepted: File[]; refusals: AttachmentRefusal[] } {
  const accepted: File[] = [];
  const refusals: AttachmentRefusal[] = [];
  for (const file of files) {
    if (!isAllowedType(file)) refusals.push({ key: 'TICKETS.ATTACH.WRONG_TYPE', values: { name: file.name } });
    else if (file.size > TICKET_ATTACHMENT_MAX_BYTES) refusals.push({ key: 'TICKETS.ATTACH.TOO_LARGE', values: { name: file.name, max: TICKET_ATTACHMENT_MAX_BYTES / (1024 * 1024) } });
    else if (current + accepted.length >= TICKET_ATTACHMENTS_MAX) refusals.push({ key: 'TICKETS.ATTACH.TOO_MANY', values: { name: file.name, max: TICKET_ATTACHMENTS_MAX } });
    else accepted.push(file);
  }
  return { accepted, refusals };
}

const nextQueued = (items: readonly AttachmentItem[]) => items.find((i) => i.status === 'queued') ?? null;

export const ticketAttachmentsMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    upload: fromCallback<Event, { key: number; file: File }>(({ input, sendBack }) => {
      const controller = new AbortController();
      ticketsApi
        .uploadAttachment(input.file, (progress) => sendBack({ type: 'PROGRESS', key: input.key, progress }), controller.signal)
        .then(
          (upload) => sendBack({ type: 'UPLOADED', key: input.key, upload }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'FAILED', key: input.key, error: isApiError(error) ? error.code : 'UNKNOWN' });
          },
        );
      return () => controller.abort();
    }),
  },
  guards: {
    hasQueued: ({ context }) => nextQueued(context.items) !== null,
  },
}).createMachine({
  id: 'ticketAttachments',
  context: { items: [], refusals: [], nextKey: 1 },
  initial: 'idle',
  on: {
    // Adding never disturbs an upload in flight; the idle state starts the next one.
    ADD: {
      actions: assign(({ context, event }) => {
        const { accepted, refusals } = checkFiles(context.items.length, event.files);
        const added: AttachmentItem[] = accepted.map((file, i) => ({ key: context.nextKey + i, file, status: 'queued', progress: 0, id: null, error: null }));
        return { items: [...context.items, ...added], refusals, nextKey: context.nextKey + accepted.length };
      }),
    },
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'uploading' },
      on: {
        REMOVE: { actions: assign({ items: ({ context, event }) => context.items.filter((i) => i.key !== event.key), refusals: [] }) },
        RETRY: { actions: assign({ items: ({ context, event }) => context.items.map((i) => (i.key === event.key && i.status === 'failed' ? { ...i, status: 'queued' as const, error: null, progress: 0 } : i)) }) },
        CLEAR: { actions: assign({ items: [], refusals: [] }) },
      },
    },
    uploading: {
      entry: assign({ items: ({ context }) => { const next = nextQueued(context.items); return context.items.map((i) => (i === next ? { ...i, status: 'uploading' as const } : i)); } }),
      invoke: {
        src: 'upload',
        input: ({ context }) => {
          const item = context.items.find((i) => i.status === 'uploading') as AttachmentItem;
          return { key: item.key, file: item.file };
        },
      },
      on: {
        PROGRESS: { actions: assign({ items: ({ context, event }) => context.items.map((i) => (i.key === event.key ? { ...i, progress: event.progress } : i)) }) },
        UPLOADED: { target: 'idle', actions: assign({ items: ({ context, event }) => context.items.map((i) => (i.key === event.key ? { ...i, status: 'done' as const, progress: 1, id: event.upload.id } : i)) }) },
        FAILED: { target: 'idle', actions: assign({ items: ({ context, event }) => context.items.map((i) => (i.key === event.key ? { ...i, status: 'failed' as const, error: event.error } : i)) }) },
        REMOVE: [
          // Removing the file in flight cancels its upload.
          { guard: ({ context, event }) => context.items.some((i) => i.key === event.key && i.status === 'uploading'), target: 'idle', actions: assign({ items: ({ context, event }) => context.items.filter((i) => i.key !== event.key), refusals: [] }) },
          { actions: assign({ items: ({ context, event }) => context.items.filter((i) => i.key !== event.key), refusals: [] }) },
        ],
        CLEAR: { target: 'idle', actions: assign({ items: [], refusals: [] }) },
      },
    },
  },
});

/** The ids to send with the message, and whether it may be sent (nothing still uploading or failed). */
export function attachmentsReady(items: readonly AttachmentItem[]): { ids: number[]; ready: boolean } {
  return { ids: items.flatMap((i) => (i.id !== null ? [i.id] : [])), ready: items.every((i) => i.status === 'done') };
}
