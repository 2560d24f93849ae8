// Lesson media of the instructor studio: the resumable video upload (POST, HEAD, PATCH with
// Upload-Offset; the parts go through XMLHttpRequest for upload progress) and lesson attachments.
import { API_BASE, apiPath } from '../../shared/apiPaths';
import { INSTRUCTOR_API_ROUTES } from '../../shared/studioApiPaths';
import type { EditableLesson, StartVideoUploadRequest, VideoUpload } from '../../shared/schemas/studio';
import { apiRequest, currentAccessToken } from './apiClient';
import { ApiError, CLIENT_ERROR_CODES } from './apiError';

export const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

export function startVideoUpload(request: StartVideoUploadRequest, signal?: AbortSignal): Promise<VideoUpload> {
  return apiRequest<VideoUpload>('POST', INSTRUCTOR_API_ROUTES.instructorVideoUploads, { body: request, signal });
}

function authHeaders(): Record<string, string> {
  const token = currentAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

function networkError(): ApiError {
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: 'No answer from the server' });
}

function problemError(status: number, text: string): ApiError {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  const code = typeof body?.code === 'string' ? body.code : CLIENT_ERROR_CODES.UNKNOWN;
  const detail = typeof body?.detail === 'string' ? body.detail : undefined;
  return new ApiError({ status, code, message: detail ?? `HTTP ${status}`, detail, problem: body });
}

/** Where an upload stands (HEAD): the next part starts at this byte. */
export async function videoUploadOffset(id: string, signal?: AbortSignal): Promise<number> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${apiPath(INSTRUCTOR_API_ROUTES.instructorVideoUpload, { id })}`, { method: 'HEAD', headers: authHeaders(), cache: 'no-store', signal });
  } catch (err) {
    if ((err as { name?: string }).name === 'AbortError') throw err;
    throw networkError();
  }
  if (!res.ok) throw problemError(res.status, '');
  const offset = Number(res.headers.get('upload-offset'));
  if (!Number.isInteger(offset) || offset < 0) throw networkError();
  return offset;
}

/** What a part's PATCH answered: the new offset, and the upload with its lesson once complete. */
export interface PartResult {
  offset: number;
  upload: VideoUpload | null;
}

/** The offset a 409 VIDEO_UPLOAD_OFFSET_MISMATCH carries: where to resume from. */
export function conflictOffset(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const missing = error.problem?.missing as { offset?: unknown } | undefined;
  return typeof missing?.offset === 'number' ? missing.offset : null;
}

/**
 * Sends one part (XMLHttpRequest, for upload progress): `onProgress` gets the bytes of this part sent
 * so far. Rejects with ApiError (NETWORK when the connection dropped); aborts with the signal.
 */
export function sendVideoPart(id: string, offset: number, part: Blob, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<PartResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `${API_BASE}${apiPath(INSTRUCTOR_API_ROUTES.instructorVideoUpload, { id })}`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', OFFSET_CONTENT_TYPE);
    xhr.setRequestHeader('upload-offset', String(offset));
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      if (xhr.status === 204) return resolve({ offset: Number(xhr.getResponseHeader('upload-offset') ?? offset + part.size), upload: null });
      if (xhr.status === 200) {
        try {
          const upload = JSON.parse(xhr.responseText) as VideoUpload;
          return resolve({ offset: upload.offset, upload });
        } catch {
          return reject(networkError());
        }
      }
      reject(problemError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(part);
  });
}

export function attachFile(lessonId: number, file: Blob, signal?: AbortSignal): Promise<EditableLesson> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<EditableLesson>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorLessonAttachment, { id: lessonId }), { formData, signal });
}

export function removeAttachment(lessonId: number): Promise<EditableLesson> {
  return apiRequest<EditableLesson>('DELETE', apiPath(INSTRUCTOR_API_ROUTES.instructorLessonAttachment, { id: lessonId }));
}
