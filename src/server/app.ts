import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_UPLOAD_BYTES } from '../shared/constants';
import { ERROR_CODES } from '../shared/errorCodes';
import type { AppConfig } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/client';
import { AccessTokens } from './modules/auth/accessTokens';
import { authRoutes } from './modules/auth/authRoutes';
import { DEFAULT_THROTTLE_LIMITS, LoginThrottle, type Sleeper, type ThrottleLimits } from './modules/auth/loginThrottle';
import { OneTimeTokens } from './modules/auth/oneTimeTokens';
import { categoryRoutes } from './modules/categories/categoryRoutes';
import { certificateRoutes } from './modules/certificates/certificateRoutes';
import { courseRoutes } from './modules/courses/courseRoutes';
import { enrollmentRoutes } from './modules/enrollments/enrollmentRoutes';
import { lessonRoutes } from './modules/lessons/lessonRoutes';
import { quizAttemptRoutes } from './modules/quizzes/quizAttemptRoutes';
import { quizResultsRoutes } from './modules/quizzes/quizResultsRoutes';
import { reviewRoutes } from './modules/reviews/reviewRoutes';
import { wishlistRoutes } from './modules/wishlist/wishlistRoutes';
import { postRoutes } from './modules/posts/postRoutes';
import { eventRoutes } from './modules/events/eventRoutes';
import { contactRoutes } from './modules/contact/contactRoutes';
import { customerRoutes } from './modules/customers/customerRoutes';
import { socialRoutes } from './modules/social/socialRoutes';
import type { FirebaseTokenVerifier } from './modules/social/firebaseTokenVerifier';
import { fileRoutes } from './modules/files/fileRoutes';
import { legacyRoutes } from './modules/legacy/legacyRoutes';
import { newsRoutes } from './modules/news/newsRoutes';
import { systemRoutes } from './modules/system/systemRoutes';
import { authoringRoutes } from './modules/authoring/authoringRoutes';
import { quizAuthoringRoutes } from './modules/quizzes/quizAuthoringRoutes';
import { videoUploadRoutes } from './modules/videoUploads/videoUploadRoutes';
import { teachingRoutes } from './modules/teaching/teachingRoutes';
import { peopleRoutes } from './modules/people/peopleRoutes';
import { instructorApplicationRoutes } from './modules/instructorApplications/instructorApplicationRoutes';
import { AJV_OPTIONS } from './modules/validation';
import { cartRoutes } from './modules/cart/cartRoutes';
import { couponRoutes } from './modules/cart/couponRoutes';
import { earningsRoutes } from './modules/earnings/earningsRoutes';
import { payoutRoutes } from './modules/payouts/payoutRoutes';
import { adminPeopleRoutes } from './modules/adminPeople/adminPeopleRoutes';
import { adminCourseRoutes } from './modules/adminCourses/adminCourseRoutes';
import { adminContentRoutes } from './modules/adminContent/adminContentRoutes';
import { adminEventRoutes } from './modules/adminEvents/adminEventRoutes';
import { adminOrderRoutes } from './modules/adminOrders/adminOrderRoutes';
import { auditRoutes } from './modules/audit/auditRoutes';
import { settingsRoutes } from './modules/settings/settingsRoutes';
import { ticketRoutes } from './modules/tickets/ticketRoutes';
import { affiliateRoutes } from './modules/affiliate/affiliateRoutes';
import { orderRoutes } from './modules/orders/orderRoutes';
import { paymentRoutes } from './modules/payments/paymentRoutes';
import type { TestWebhookSender } from './modules/payments/paymentService';
import { COMMERCE_API_ROUTES } from '../shared/commerceApiPaths';
import { AppError, errorsPlugin, frameworkErrorHandler, sendProblem } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, inputGuardPlugin } from './plugins/inputGuard';
import { noStorePlugin } from './plugins/noStore';
import { requestContextPlugin } from './plugins/requestContext';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { buildSerializer } from './plugins/responseSchemas';
import { createMailAdapter } from './adapters/mail/mailAdapter';
import { QueuedMailAdapter } from './adapters/mail/queuedMailAdapter';
import { PgBossJobQueue } from './jobs/pgBossJobQueue';
import { createStorageAdapter } from './adapters/storage/createStorageAdapter';
import { MediaUrls } from './modules/media/mediaUrls';
import { registerStorageRoutes } from './modules/media/storageRoutes';
import { CLIENT_BUILD_DIR, PUBLIC_DIR } from './paths';
import { loadChunkGroups } from './modules/seo/routeChunks';
import { SeoService } from './modules/seo/seoService';
import { seoRoutes } from './modules/seo/seoRoutes';
import { isSpaPage } from './spaPages';
import { createServices, type Services } from './services';
import { createSharedState } from './adapters/cache/sharedState';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** Tests: other log-in limits, and a sleeper that records the account slow-down instead of waiting. */
  loginLimits?: Partial<ThrottleLimits>;
  loginSleep?: Sleeper;
  /** What this deployment's Redis keys and channel start with (tests take one of their own). */
  redisKeyPrefix?: string;
  /** Where the built SPA is; tests may point elsewhere. */
  clientDir?: string;
  /** Tests: an ID-token verifier with their own keys (null: social sign-in off). */
  firebaseVerifier?: FirebaseTokenVerifier | null;
  /** Poll for jobs and run schedules (default); tests turn it off and drain the queue themselves. */
  jobWorkers?: boolean;
  /** How the test bank's webhooks reach the webhook route (default: over HTTP to this server, or inject() while it does not listen). */
  testWebhookSender?: TestWebhookSender;
}

export interface AcademyApp {
  app: FastifyInstance;
  services: Services;
  context: ServerContext;
  /** Started by the caller once the database is migrated (main.ts, testApp.ts); stopped on close. */
  jobs: PgBossJobQueue;
  /** Waits up to `timeoutMs` for Redis (true at once without REDIS_URL): until then the limits count in this process. */
  sharedReady(timeoutMs?: number): Promise<boolean>;
}

const FALLBACK_INDEX = `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>Academy</title></head>
<body><h1>Academy</h1><p>The API is running. Build the SPA with <code>npm run build</code>.</p></body></html>`;

export async function buildApp(deps: AppDeps): Promise<AcademyApp> {
  const { config } = deps;
  // With REDIS_URL, limits and cache invalidations are shared by every node; errors are logged once app exists.
  const shared = createSharedState(config.redisUrl, { prefix: deps.redisKeyPrefix ?? 'academy:', log: (msg, err) => app.log.warn({ err }, msg) });
  const loginLimits = { ...DEFAULT_THROTTLE_LIMITS, ...deps.loginLimits };
  const jobs = new PgBossJobQueue(deps.db.$client, { work: deps.jobWorkers ?? true, log: (msg, err) => app.log.error({ err }, msg) });
  const context: ServerContext = {
    config,
    db: deps.db,
    mailer: new QueuedMailAdapter(jobs),
    mailDelivery: createMailAdapter(config),
    jobs,
    storage: createStorageAdapter(config.storage),
    mediaUrls: new MediaUrls({ secret: config.jwtSecret, ttlSeconds: config.mediaUrlTtlSeconds, storageBaseUrl: config.storageBaseUrl }),
    accessTokens: new AccessTokens(config.jwtSecret),
    oneTimeTokens: new OneTimeTokens(deps.db),
    loginThrottle: new LoginThrottle(shared.limitsStore({ windowMs: loginLimits.windowMs, namespace: 'login:' }), loginLimits, deps.loginSleep),
    cacheBus: shared.cacheBus,
    warn: (msg, err) => app.log.warn({ err }, msg),
  };
  const services = createServices(context, deps.firebaseVerifier);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 300 },
    ajv: { customOptions: { ...AJV_OPTIONS } },
    // Responses are written by fast-json-stringify from their schemas with unions rewritten (plugins/responseSchemas.ts).
    schemaController: { compilersFactory: { buildSerializer } },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { accessTokens: context.accessTokens, customers: services.customers });
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await app.register(securityHeadersPlugin, { config, chatWidgetUrl: () => services.settings.current().liveChatUrl });
  if (config.redisUrl && !(await shared.ready())) app.log.warn('Redis does not answer yet; limits count in this process until it does');
  await app.register(rateLimit, {
    global: false,
    // Shared counters with Redis; when it fails, the request goes through rather than failing.
    ...(shared.redis ? { redis: shared.redis, nameSpace: 'rate-limit:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => new AppError(429, ERROR_CODES.RATE_LIMITED, 'Too many requests; try again later.', { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, parts: 4, fields: 3, fieldSize: 1024, headerPairs: 50 }, throwFileSizeLimit: true });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Academy API', version: '1.0.0', description: 'The API of the Academy learning site. Errors are application/problem+json with a stable `code`.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      for (const routes of [
        authRoutes, customerRoutes, categoryRoutes, newsRoutes, fileRoutes, legacyRoutes,
        courseRoutes, enrollmentRoutes, lessonRoutes, quizAttemptRoutes, quizResultsRoutes, certificateRoutes, wishlistRoutes, reviewRoutes,
        postRoutes, eventRoutes, contactRoutes, socialRoutes,
        authoringRoutes,
        quizAuthoringRoutes,
        teachingRoutes,
        peopleRoutes,
        instructorApplicationRoutes,
        videoUploadRoutes,
        cartRoutes, couponRoutes, orderRoutes, paymentRoutes,
        earningsRoutes, payoutRoutes, affiliateRoutes,
        adminPeopleRoutes, adminCourseRoutes, adminContentRoutes, adminEventRoutes, adminOrderRoutes, auditRoutes, settingsRoutes, ticketRoutes,
      ]) routes(typed, services);
      systemRoutes(typed, { config, db: deps.db, settings: services.settings });
    },
    { prefix: '/api' },
  );

  // The test bank sends its signed events to the real webhook route, over HTTP like a provider.
  const testWebhookUrl = `/api${COMMERCE_API_ROUTES.paymentWebhook.replace(':provider', 'test')}`;
  services.payments.sendTestWebhook =
    deps.testWebhookSender ??
    (async (body, headers) => {
      const address = app.server.listening ? app.server.address() : null;
      if (!address || typeof address === 'string') {
        const res = await app.inject({ method: 'POST', url: testWebhookUrl, payload: body, headers });
        if (res.statusCode !== 200) throw new Error(`the webhook route answered ${res.statusCode}`);
        return;
      }
      const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const res = await fetch(`http://${host}:${address.port}${testWebhookUrl}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
      if (res.status !== 200) throw new Error(`the webhook route answered ${res.status}`);
    });

  // Stored files, from disk or S3: our own names only, with ranges; protected folders need a signed URL.
  registerStorageRoutes(app, { storage: context.storage, mediaUrls: context.mediaUrls });

  const clientDir = deps.clientDir ?? CLIENT_BUILD_DIR;
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; send's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Content-hashed bundles never change; everything else is checked each time.
        if (/\.[0-9a-f]{8,}\.(js|css)$/.test(filePath) || filePath.includes(`${path.sep}static${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  const indexHtml = hasClient ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_INDEX;
  // Each page's own title, description, canonical, Open Graph and JSON-LD in its first HTML; robots.txt, sitemap.xml.
  const seo = new SeoService({
    config,
    db: deps.db,
    courses: services.courses,
    news: services.news,
    posts: services.posts,
    events: services.events,
    people: services.people,
    indexHtml,
    i18nDirs: [path.join(clientDir, 'assets', 'i18n'), path.join(PUBLIC_DIR, 'assets', 'i18n')],
    chunkGroups: loadChunkGroups(path.join(clientDir, '..', 'client-stats', 'chunk-groups.json')),
  });
  seoRoutes(app, seo);

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api') || url.startsWith('/storage/')) return sendProblem(reply, 404, ERROR_CODES.NOT_FOUND, 'Nothing is here.');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendProblem(reply, 404, ERROR_CODES.NOT_FOUND, 'Nothing is here.');
    // Every page path gets the SPA; a path the SPA has no page for gets it too (it shows its own 404
    // page), with the status 404.
    // The page's own head (404 for an unknown course, article, post or event); the plain SPA when that fails.
    const page = seo.page(url).catch((err: unknown) => {
      request.log.warn({ err }, 'page head not rendered');
      return { status: isSpaPage(url) ? 200 : 404, html: indexHtml };
    });
    const sendPage = async (referralCookie: string | null = null) => {
      const { status, html } = await page;
      reply.code(status).type('text/html; charset=utf-8');
      // A referral link (?ref=CODE): the click is counted and its cookie set; such an answer is nobody else's.
      if (referralCookie) reply.header('set-cookie', referralCookie).header('cache-control', 'no-store');
      else reply.header('cache-control', 'no-cache');
      return reply.send(html);
    };
    if (request.method === 'GET' && url.includes('ref=')) {
      return services.affiliates.captureFromPage(url, request.headers.cookie, (err) => request.log.warn({ err }, 'referral click not recorded')).then(sendPage);
    }
    return sendPage();
  });

  // The settings admins changed, once the database is migrated (main.ts migrates before listening).
  app.addHook('onReady', () => services.settings.load());

  app.addHook('onClose', async () => {
    await jobs.stop();
    await services.social.close();
    await shared.close();
    await context.storage.close();
  });
  return { app, services, context, jobs, sharedReady: (timeoutMs) => shared.ready(timeoutMs) };
}
