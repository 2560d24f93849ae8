import { API_ROUTES } from '../../shared/apiPaths';
import type { RuntimeConfig } from '../../shared/schemas/runtimeConfig';
import { apiRequest } from './apiClient';

export function getRuntimeConfig(): Promise<RuntimeConfig> {
  return apiRequest<RuntimeConfig>('GET', API_ROUTES.config);
}
