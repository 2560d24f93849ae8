// The admin's events as requests (app/request.ts): the list, one event, save (create or update; a
// conflict can be overridden by saving again on the version saved now), delete, the registrations,
// their CSV and a message to them. Only the lazily loaded admin event pages import this file.
import { call } from 'redux-saga/effects';
import type { AdminEvent, AdminEventQuery, AdminEventWrite, EventMessageAccepted, EventMessageRequest } from '../../../shared/schemas/adminEvents';
import * as adminEventsApi from '../../api/adminEventsApi';
import { defineRequest } from '../../app/request';
import { saveFile } from '../teaching';
import { callTracked } from '../ui';

export const ADMIN_EVENTS_PAGE_SIZE = 20;

export const adminEventListRequest = defineRequest<AdminEventQuery, Awaited<ReturnType<typeof adminEventsApi.listEvents>>>('adminEvents/list', (query) => adminEventsApi.listEvents(query));

export const adminEventRequest = defineRequest<number, AdminEvent>('adminEvents/event', (id) => adminEventsApi.getEvent(id), { keyOf: String });

export interface SaveEventArg {
  /** null: a new event. */
  id: number | null;
  event: AdminEventWrite;
  /** The version the edit started from. */
  version: number;
  /** After a conflict: save over what is stored now (its version read first). */
  overwrite?: boolean;
}

export function* saveEvent({ id, event, version, overwrite = false }: SaveEventArg) {
  if (id === null) return (yield* callTracked(adminEventsApi.createEvent, event)) as AdminEvent;
  let base = version;
  if (overwrite) base = ((yield* callTracked(adminEventsApi.getEvent, id)) as AdminEvent).version;
  return (yield* callTracked(adminEventsApi.updateEvent, id, event, base)) as AdminEvent;
}
export const saveEventRequest = defineRequest('adminEvents/save', saveEvent, { mode: 'leading' });

export const deleteEventRequest = defineRequest<number, true>(
  'adminEvents/delete',
  function* remove(id) {
    yield* callTracked(adminEventsApi.deleteEvent, id);
    return true as const;
  },
  { mode: 'leading' },
);

export const registrantsRequest = defineRequest('adminEvents/registrants', (id: number) => adminEventsApi.listRegistrants(id), { keyOf: String });

export function* exportRegistrantsCsv(id: number) {
  const file: adminEventsApi.DownloadedFile = yield* callTracked(adminEventsApi.downloadRegistrantsCsv, id);
  yield call(saveFile, file.blob, file.fileName);
  return file.fileName;
}
export const registrantsCsvRequest = defineRequest('adminEvents/registrantsCsv', exportRegistrantsCsv, { mode: 'leading' });

export const messageRequest = defineRequest<{ id: number; message: EventMessageRequest }, EventMessageAccepted>(
  'adminEvents/message',
  ({ id, message }) => adminEventsApi.messageRegistrants(id, message),
  { mode: 'leading' },
);
