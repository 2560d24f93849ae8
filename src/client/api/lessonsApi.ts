import type { Completion, Lesson, PositionResponse } from '../../shared/schemas/courses';
import { apiPath } from '../../shared/apiPaths';
import { COURSE_API_ROUTES } from '../../shared/courseApiPaths';
import { apiRequest } from './apiClient';

export function get(id: number): Promise<Lesson> {
  return apiRequest<Lesson>('GET', apiPath(COURSE_API_ROUTES.lesson, { id }));
}

/** Marks the lesson complete: points and counters on the first time; the last lesson issues the certificate. */
export function complete(id: number): Promise<Completion> {
  return apiRequest<Completion>('POST', apiPath(COURSE_API_ROUTES.lessonComplete, { id }));
}

/**
 * Reports where the student is (seconds): the resume point, and for a video what has been watched
 * (the answer's watchedPercent). `keepalive` for a report while the page unloads.
 */
export function savePosition(id: number, position: number, options: { keepalive?: boolean } = {}): Promise<PositionResponse> {
  return apiRequest<PositionResponse>('PUT', apiPath(COURSE_API_ROUTES.lessonPosition, { id }), {
    body: { position: Math.max(0, Math.min(86_400, Math.floor(position))) },
    keepalive: options.keepalive,
  });
}
