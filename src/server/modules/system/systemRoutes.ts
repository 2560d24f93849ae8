import { sql } from 'drizzle-orm';
import { HealthSchema, RuntimeConfigSchema, type RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, sendProblem } from '../../plugins/errors';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { PAYMENT_METHODS } from '../../../shared/constants';
import type { TypedApp } from '../typedApp';
import type { SettingsService } from '../settings/settingsService';
import type { SettingsValues } from '../../../shared/schemas/adminSettings';
import { API_ROUTES } from '../../../shared/apiPaths';

/** `settings`: the values in force (live chat, feature flags); without them the configuration's. */
export function runtimeConfig(config: AppConfig, settings?: SettingsValues): RuntimeConfig {
  return {
    storageBaseUrl: config.storageBaseUrl,
    chatWidgetUrl: settings ? settings.liveChatUrl : config.chatWidgetUrl,
    passwordMinLength: config.passwordMinLength,
    // Social sign-in switched off: no Firebase configuration, so the SPA shows no buttons.
    firebase: config.firebase && settings?.socialSignInEnabled !== false
      ? {
          apiKey: config.firebase.apiKey,
          authDomain: config.firebase.authDomain,
          projectId: config.firebase.projectId,
          ...(config.firebase.authEmulatorHost ? { authEmulatorUrl: `http://${config.firebase.authEmulatorHost}` } : {}),
        }
      : null,
    payments: {
      testMode: config.payments.testProvider,
      methods: PAYMENT_METHODS.filter((m) => config.payments.providers[m] !== undefined),
      ...(settings ? { payoutMinimumMinor: settings.payoutMinimumMinor } : {}),
    },
    ...(settings ? { features: { affiliateProgramme: settings.affiliateProgrammeEnabled, instructorApplications: settings.instructorApplicationsOpen, socialSignIn: settings.socialSignInEnabled } } : {}),
  };
}

export function systemRoutes(app: TypedApp, deps: { config: AppConfig; db: Database; settings: SettingsService }) {
  const tags = ['System'];
  // Built again only when the settings change (they change at run time).
  let built: { from: SettingsValues; body: RuntimeConfig } | null = null;
  app.get(API_ROUTES.config, { schema: { tags, summary: 'Runtime configuration for the SPA', response: { 200: RuntimeConfigSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    const settings = await deps.settings.values();
    if (built?.from !== settings) built = { from: settings, body: runtimeConfig(deps.config, settings) };
    return built.body;
  });

  app.get(API_ROUTES.health, { schema: { tags, summary: 'Ready when the database answers', response: { 200: HealthSchema } } }, async (req, reply) => {
    // Its own short limit: a frozen database must make the check fail fast, not hang the prober.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), deps.config.database.healthTimeoutMs);
    });
    try {
      await Promise.race([deps.db.execute(sql`select 1`), timeout]);
      return { status: 'ok' as const, database: 'up' as const };
    } catch (err) {
      req.log.error({ err }, 'health check failed');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, 503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The database is not reachable.');
    } finally {
      clearTimeout(timer);
    }
  });
}
