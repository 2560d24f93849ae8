// /api/Admin/Settings: the settings admins change at run time (validated key by key, audited, applied
// at once on every node).
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { AdminSettingsSchema, AdminSettingsUpdateSchema, SETTING_KEYS } from '../../../shared/schemas/adminSettings';
import { caller } from '../../plugins/auth';
import { requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const tags = ['Admin: settings'];
const security = [{ bearer: [] }];

export const settingsRoutes: RouteModule = (app, { settings }) => {
  const admin = app.requireRole('admin');

  app.get(
    API_ROUTES.adminSettings,
    { onRequest: admin, schema: { tags, security, summary: `Every setting (${SETTING_KEYS.join(', ')}) with its value, its default (the deployment's configuration) and when it was changed; the version in ETag and in the body`, response: { 200: AdminSettingsSchema } } },
    async (_req, reply) => {
      const view = await settings.adminView();
      setVersionTag(reply, view.version);
      return view;
    },
  );

  app.put(
    API_ROUTES.adminSettings,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Change some settings: an object of keys and their new values, applied at once on every node and audited (settings.update, before and after). If-Match: the version (428 without; 409 VERSION_CONFLICT with the settings as they are now). 400 SETTING_UNKNOWN for a key that is no setting; 400 SETTING_INVALID naming the key for a value out of its range or of the wrong shape',
        headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40 })) }),
        body: AdminSettingsUpdateSchema,
        response: { 200: AdminSettingsSchema },
      },
    },
    async (req, reply) => {
      const view = await settings.update(caller(req), req.body, requireIfMatch(req));
      setVersionTag(reply, view.version);
      return view;
    },
  );
};
