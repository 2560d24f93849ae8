import { SITE_API_ROUTES } from '../../shared/apiPaths';
import type { RuntimeConfig } from '../../shared/schemas/runtimeConfig';
import { apiRequest } from './apiClient';

export function getRuntimeConfig(): Promise<RuntimeConfig> {
  return apiRequest<RuntimeConfig>('GET', SITE_API_ROUTES.config);
}
