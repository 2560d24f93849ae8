// A file the API sends (CSV, a quiz export): fetched with the Bearer token, which a plain link cannot
// carry, and handed back as a Blob with the file name from Content-Disposition.
import { API_BASE } from '../../shared/apiPaths';
import { ApiError, CLIENT_ERROR_CODES, currentAccessToken } from './apiClient';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET `/api{path}` as a file; a failure is an ApiError with the problem's code, like apiRequest's. */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<DownloadedFile> {
  const token = currentAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: error instanceof Error ? error.message : 'Network error' });
  }
  if (!response.ok) {
    let code: string = CLIENT_ERROR_CODES.UNKNOWN;
    try {
      const problem = (await response.json()) as { code?: unknown };
      if (typeof problem.code === 'string') code = problem.code;
    } catch {
      // not problem+json: the generic message
    }
    throw new ApiError({ status: response.status, code, message: `HTTP ${response.status}` });
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
