import { SITE_API_ROUTES, apiPath, fileUploadPath } from '../../shared/apiPaths';
import type { FileFolder } from '../../shared/constants';
import type { UploadResponse } from '../../shared/schemas/files';
import { apiRequest } from './apiClient';

/** Multipart upload, field `file`. */
export function upload(folder: FileFolder, file: Blob, signal?: AbortSignal): Promise<UploadResponse> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<UploadResponse>('POST', fileUploadPath(folder), { formData, signal });
}

export function remove(nameBySystem: string): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(SITE_API_ROUTES.files, null, { nameBySystem }));
}
