import { API_PATHS } from '../../shared/apiPaths';
import type { FileFolder } from '../../shared/constants';
import type { UploadResponse } from '../../shared/schemas/files';
import { apiRequest } from './apiClient';

/** Multipart upload, field `file`. */
export function upload(folder: FileFolder, file: Blob, signal?: AbortSignal): Promise<UploadResponse> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<UploadResponse>('POST', API_PATHS.files(folder), { formData, signal });
}

export function remove(nameBySystem: string): Promise<void> {
  return apiRequest<void>('DELETE', API_PATHS.fileDelete(nameBySystem));
}
