// The admin's events (/api/Admin/Events): the list, one event, create, save (If-Match with the event's
// version; a stale one is 409 VERSION_CONFLICT), delete (refused while people are registered), the
// registrations (JSON, or a CSV file) and a message to the registrants.
import { apiPath } from '../../shared/apiPaths';
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import type { Page } from '../../shared/schemas/common';
import type { AdminEvent, AdminEventQuery, AdminEventRow, AdminEventWrite, EventMessageAccepted, EventMessageRequest, EventRegistrants } from '../../shared/schemas/adminEvents';
import { apiRequest } from './apiClient';
import { downloadFile, type DownloadedFile } from './download';

export type { DownloadedFile } from './download';

export function listEvents(query: AdminEventQuery): Promise<Page<AdminEventRow>> {
  return apiRequest<Page<AdminEventRow>>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvents, null, { ...query }));
}

export function getEvent(id: number): Promise<AdminEvent> {
  return apiRequest<AdminEvent>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvent, { id }));
}

export function createEvent(event: AdminEventWrite): Promise<AdminEvent> {
  return apiRequest<AdminEvent>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvents), { body: event });
}

export function updateEvent(id: number, event: AdminEventWrite, version: number): Promise<AdminEvent> {
  return apiRequest<AdminEvent>('PUT', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvent, { id }), { body: event, headers: { 'If-Match': `"${version}"` } });
}

export async function deleteEvent(id: number): Promise<void> {
  await apiRequest<undefined>('DELETE', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvent, { id }));
}

export function listRegistrants(id: number): Promise<EventRegistrants> {
  return apiRequest<EventRegistrants>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEventRegistrations, { id }));
}

/** Every registration as CSV, fetched with the Bearer token. */
export function downloadRegistrantsCsv(id: number): Promise<DownloadedFile> {
  return downloadFile(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEventRegistrations, { id }, { format: 'csv' }), 'text/csv', 'registrations.csv');
}

export function messageRegistrants(id: number, message: EventMessageRequest): Promise<EventMessageAccepted> {
  return apiRequest<EventMessageAccepted>('POST', apiPath(ADMIN_CONSOLE_API_ROUTES.adminEventMessage, { id }), { body: message });
}
