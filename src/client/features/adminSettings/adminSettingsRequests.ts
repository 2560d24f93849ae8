// The settings as requests (app/request.ts): read them, save a change; only the lazily loaded settings page imports this file.
import type { AdminSettings, AdminSettingsUpdate } from '../../../shared/schemas/adminSettings';
import * as adminSettingsApi from '../../api/adminSettingsApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const settingsRequest = defineRequest<'all', AdminSettings>('adminSettings/get', () => adminSettingsApi.getAdminSettings(), { keyOf: String });

export const settingsSaveRequest = defineRequest(
  'adminSettings/save',
  function* ({ changes, version }: { changes: AdminSettingsUpdate; version: number }) {
    const saved: AdminSettings = yield* callTracked(adminSettingsApi.saveAdminSettings, changes, version);
    return saved;
  },
  { mode: 'leading', keyOf: () => 'save' },
);
