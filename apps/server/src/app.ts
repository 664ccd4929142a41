// Builds the one HTTP server: API, OpenAPI docs, the admin app's files and the storefront.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { configurePlainZodMessages } from '@storekeep/domain/zod-messages';
import Fastify, { type FastifyInstance, type HTTPMethods, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, serverRoot } from './config.ts';
import type { Db, DbOrTx, Listen } from './db/client.ts';
import { MAINTENANCE_EVERY_MS, maintainTables } from './db/maintenance.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { forgetStoreAfterWrites } from './http/merchant-writes.ts';
import { registerRequestHook } from './http/request-hook.ts';
import { lazyChildLogger, requestIdGenerator } from './http/request-log.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { createJobWorker, type JobWorker } from './jobs/worker.ts';
import { watchCaches } from './lib/cache.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { approvalRoutes } from './modules/approvals/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { registerBookingJobs } from './modules/bookings/setup.ts';
import { bookingShopRoutes } from './modules/bookings/shop-routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { paymentRefunds } from './modules/checkout/refunds.ts';
import {
  type CheckoutRouteOptions,
  checkoutRoutes,
  checkoutSettingsRoutes,
  paymentDepsOf,
} from './modules/checkout/routes.ts';
import { customFieldRoutes } from './modules/custom-fields/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { deliveryRoutes } from './modules/deliveries/routes.ts';
import { discountCodeRoutes } from './modules/discount-codes/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import {
  createDomainTls,
  type DomainTls,
  httpsEnabled,
  requestCertificate,
} from './modules/domain-tls/service.ts';
import { downloadRoutes } from './modules/downloads/routes.ts';
import { registerDownloadJobs } from './modules/downloads/setup.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { statementRoutes } from './modules/khata/public-routes.ts';
import { khataRoutes } from './modules/khata/routes.ts';
import { legacyAdminDataRoutes } from './modules/legacy/admin-data-routes.ts';
import { legacyCatalogueRoutes } from './modules/legacy/catalogue-routes.ts';
import { legacyCategoryDataRoutes } from './modules/legacy/category-data-routes.ts';
import { legacyCategoryRoutes } from './modules/legacy/category-routes.ts';
import { backOfficePhpActions } from './modules/legacy/common-api-actions.ts';
import { courierPhpActions } from './modules/legacy/courier-actions.ts';
import { legacyDeliveryProfileRoutes } from './modules/legacy/delivery-profile-routes.ts';
import { isLegacyPath, legacyEnvelope, legacyNotFound } from './modules/legacy/envelope.ts';
import { errorMailAction } from './modules/legacy/error-mail-action.ts';
import { legacyInventoryRoutes } from './modules/legacy/inventory-routes.ts';
import { legacyLanguageFileRoutes } from './modules/legacy/language-file-routes.ts';
import { legacyLookupRoutes } from './modules/legacy/lookup-routes.ts';
import { legacyMissingDataRoutes } from './modules/legacy/missing-data-routes.ts';
import { mobileVerifyPhpActions } from './modules/legacy/mobile-verify-actions.ts';
import { legacyNotificationRoutes } from './modules/legacy/notification-routes.ts';
import { legacyOrderRoutes } from './modules/legacy/order-routes.ts';
import { legacyPhpRoutes } from './modules/legacy/php-actions.ts';
import { legacyPlanPricingRoutes } from './modules/legacy/plan-pricing-routes.ts';
import { legacyPurchaseRoutes } from './modules/legacy/purchase-routes.ts';
import { legacySessionRoutes, sessionPhpActions } from './modules/legacy/session-routes.ts';
import { legacySharedBlockRoutes } from './modules/legacy/shared-block-routes.ts';
import { legacySignInRoutes } from './modules/legacy/signin-routes.ts';
import { smsPhpActions } from './modules/legacy/sms-actions.ts';
import { legacyWebsiteImageRoutes } from './modules/legacy/website-image-routes.ts';
import { legacyWebsiteRoutes } from './modules/legacy/website-routes.ts';
import { creditPurchaseRoutes } from './modules/messages/credit-purchase-routes.ts';
import { enquiryRoutes } from './modules/messages/enquiry-routes.ts';
import { createLiveHub } from './modules/messages/live-events.ts';
import { liveEventRoutes } from './modules/messages/live-routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { messagesContext, registerMessageJobs } from './modules/messages/setup.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { type DomainDns, systemDomainDns } from './modules/online-store/domain-records.ts';
import type { TxtResolver } from './modules/online-store/domains.ts';
import { onlineStoreRoutes } from './modules/online-store/routes.ts';
import { registerOnlineStoreJobs } from './modules/online-store/setup.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { outletRoutes } from './modules/outlets/routes.ts';
import { printerRoutes } from './modules/printer/routes.ts';
import { productImageRoutes } from './modules/product-images/routes.ts';
import { productImagesContext, registerProductImageJobs } from './modules/product-images/setup.ts';
import { productImportRoutes } from './modules/product-import/routes.ts';
import { productTemplateRoutes } from './modules/product-templates/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { purchaseRoutes } from './modules/purchases/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shellRoutes } from './modules/shell/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { inventoryRoutes } from './modules/stock/inventory-routes.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { shopAssetRoutes } from './modules/storefront/assets.ts';
import { storefrontRoutes } from './modules/storefront/routes.ts';
import { registerShopHostConstraint } from './modules/storefront/shop-host.ts';
import { upgradeRoutes } from './modules/upgrade/routes.ts';
import { vendorRoutes } from './modules/vendors/routes.ts';
import { createStorage } from './storage/create-storage.ts';
import { ORPHAN_SWEEP_EVERY_MS, sweepOrphanUploads } from './storage/pending-uploads.ts';
import { LOCAL_UPLOADS_PREFIX, type Storage } from './storage/storage.ts';

/** Levels at which the per-request info line is never written. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's requests are not logged one line each (health probes). */
    logRequests?: boolean;
  }
  interface FastifyInstance {
    /** Every /api/v1 route and legacy app path, for the tenant-isolation test. */
    apiRoutes: RegisteredRoute[];
    /** Every public storefront route under /s/:storeSlug, for the tenant-isolation test. */
    shopRoutes: RegisteredRoute[];
    /** The durable job queue's worker (started with the server, stopped on close). */
    jobs: JobWorker;
    storage: Storage;
    /** HTTPS for merchants' own domains (the listener runs when HTTPS_PORT is set). */
    domainTls: DomainTls;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Pino options; false turns request logging off (tests). */
  logger?: boolean;
  /** Run the job worker loop once the server is ready (tests that drive jobs by hand say false). */
  startJobWorker?: boolean;
  /** DNS TXT lookups for custom-domain checks (tests answer for DNS). */
  resolveTxt?: TxtResolver;
  /** The custom-domain checks' other lookups (A, CNAME); tests answer for DNS. */
  domainDns?: Partial<DomainDns>;
  /** The payment providers' HTTP (refunds, PayPal's certificates); tests answer for them. */
  paymentsFetch?: typeof fetch;
  /**
   * The database's LISTEN (Database.listen): with it the storefront keeps resolved shops in memory
   * until the database announces a change; without it every storefront request queries its shop.
   */
  listen?: Listen | undefined;
}

/** How long after listening the job worker takes its first turn. */
const JOB_WORKER_START_DELAY_MS = 500;

export async function buildApp({
  config,
  db,
  logger = true,
  startJobWorker = true,
  resolveTxt: txtResolver,
  domainDns,
  paymentsFetch,
  listen,
}: AppOptions): Promise<FastifyInstance> {
  // Refusals a schema leaves unnamed get the catalogue's plain words, translated like the rest.
  configurePlainZodMessages();
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Fastify's own two lines per request are replaced by one of ours (onResponse below).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: requestIdGenerator(),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: process.env.NODE_ENV === 'test' }));

  // The storefront's custom-domain constraint, before any route: find-my-way re-inserts every
  // route already added when a constraint strategy is added (about 100 ms at start).
  registerShopHostConstraint(app, db, [new URL(config.publicUrl).hostname]);

  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  const shopRoutes: RegisteredRoute[] = [];
  app.decorate('shopRoutes', shopRoutes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/s/:storeSlug')) {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') shopRoutes.push({ method, url: route.url });
      return;
    }
    if (!route.url.startsWith('/api/v1/') && !isLegacyPath(route.url)) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  forgetStoreAfterWrites(app, db);

  // One line per request: id, method, path, status and duration. Not registered at all when the
  // server logs only warnings and errors; a route can leave itself out (`config.logRequests`).
  if (logger && !QUIET_LEVELS.has(config.logLevel))
    app.addHook('onResponse', (request, reply, done) => {
      if (request.routeOptions.config.logRequests === false) return done();
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });

  // Cookies are parsed by the request hook, not by the plugin's own.
  await app.register(fastifyCookie, { secret: config.sessionSecret, hook: false });
  registerRequestHook(app, {
    db,
    sessionIdleMinutes: config.sessionIdleMinutes,
    https: config.publicUrl.startsWith('https://'),
    securityHeaders: {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          // pos: the browser sends receipts to the local print service (any host on 7088 / 8881,
          // or any port on this computer), and loads zxing's WebAssembly for camera scanning.
          'connect-src': [
            "'self'",
            'http://*:7088',
            'https://*:8881',
            'http://localhost:*',
            'https://localhost:*',
            'http://127.0.0.1:*',
            'https://127.0.0.1:*',
          ],
          // Website blocks embed a map and YouTube videos (no API key needed for either).
          'frame-src': [
            "'self'",
            'https://maps.google.com',
            'https://www.google.com',
            'https://www.youtube-nocookie.com',
          ],
          // Only over https: on a shop's LAN address (http://192.168…) it would break every asset.
          'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
        },
      },
    },
  });
  registerErrorHandler(app, {
    spaFallback: hasAdminApp(config),
    ownNotFound: { matches: isLegacyPath, body: legacyNotFound },
  });
  registerTextGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Storekeep API', version: '1.0.0', description: 'Back office and online-store builder' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sk_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  docsRoutes(app);
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: { kind: 'public' } } }, async () =>
    app.swagger(),
  );

  const storage = await createStorage(config);
  const jobs = createJobWorker(db, { log: app.log });
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  const imagesContext = productImagesContext({ db, storage, jobs });
  registerProductImageJobs(jobs, imagesContext);
  registerOnlineStoreJobs(jobs, { db, storage });
  const messages = messagesContext({ db, settings: config.messaging, log: app.log });
  registerMessageJobs(jobs, messages, { db, vapid: config.messaging.vapid, log: app.log });
  const liveHub = createLiveHub();
  registerDownloadJobs(jobs, { db, storage, jobs });
  registerBookingJobs(jobs, db);
  const domainTls = await createDomainTls(app, { config, db, jobs });
  app.decorate('domainTls', domainTls);
  // Embedded PGlite has no autovacuum: table statistics and dead-row cleanup come from here.
  jobs.every({
    name: 'table-maintenance',
    everyMs: MAINTENANCE_EVERY_MS,
    run: async () => {
      const done = await maintainTables(db);
      if (done.analyzed.length > 0) app.log.info(done, 'table maintenance');
    },
  });
  jobs.every({
    name: 'orphan-uploads',
    everyMs: ORPHAN_SWEEP_EVERY_MS,
    run: () => sweepOrphanUploads(db, storage),
  });
  // The worker starts once the server listens, which is after the migrations (the app itself is
  // made ready, plugins loaded and routes compiled, while the database is still opening), and its
  // first turn waits a moment, so the first requests (a health probe, the first
  // page) are not queued behind its catch-up on the one embedded database connection.
  let startTimer: NodeJS.Timeout | undefined;
  if (startJobWorker)
    app.addHook('onListen', (done) => {
      startTimer = setTimeout(() => jobs.start(), JOB_WORKER_START_DELAY_MS);
      done();
    });
  if (httpsEnabled(config))
    app.addHook('onListen', async () => {
      await domainTls.listen();
    });
  app.addHook('onClose', async () => {
    clearTimeout(startTimer);
    await domainTls.close();
    await jobs.stop();
  });
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: LOCAL_UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      // Every upload gets a new name, so a stored file never changes.
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // The shipped themes' art (packages/blocks/assets/themes), used by theme previews and sites.
  const themeAssets = resolve(serverRoot(), '../../packages/blocks/assets/themes');
  if (existsSync(themeAssets)) {
    await app.register(fastifyStatic, {
      root: themeAssets,
      prefix: '/theme-assets/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  }

  const checkoutOptions: CheckoutRouteOptions = {
    testPayments: process.env.NODE_ENV !== 'production' || process.env.STOREFRONT_TEST_PAYMENTS === '1',
    ...(paymentsFetch ? { fetch: paymentsFetch } : {}),
  };
  // Cancelling an order paid online asks its provider for the refund (orders → checkout).
  const paymentDeps = paymentDepsOf(config, checkoutOptions);
  const refunds = paymentRefunds(db, paymentDeps);
  await app.register(healthRoutes(db), { prefix: '/api' });
  await app.register(liveEventRoutes(liveHub));
  await app.register(
    async (api) => {
      await api.register(authRoutes(db, config));
      await api.register(shellRoutes(db));
      await api.register(notificationRoutes(db));
      await api.register(settingsRoutes(db));
      await api.register(upgradeRoutes(db));
      await api.register(adminRoutes(db));
      await api.register(orderRoutes(db, storage, refunds, paymentDeps));
      await api.register(categoryRoutes(db, { storage, jobs }));
      await api.register(customFieldRoutes(db));
      await api.register(productTemplateRoutes(db));
      await api.register(productImportRoutes(db));
      await api.register(productImageRoutes(imagesContext));
      await api.register(productRoutes(db));
      // pos: printer settings and invoices
      await api.register(printerRoutes(db));
      await api.register(invoiceRoutes(db));
      // orders-core: customers and the stock ledger (orders are registered above)
      await api.register(customerRoutes(db));
      await api.register(stockRoutes(db));
      // purchasing: vendors and purchase orders
      await api.register(vendorRoutes(db));
      await api.register(purchaseRoutes(db));
      await api.register(inventoryRoutes(db));
      await api.register(
        onlineStoreRoutes({
          db,
          storage,
          dns: {
            ...systemDomainDns(config.dnsServers),
            ...(txtResolver ? { resolveTxt: txtResolver } : {}),
            ...domainDns,
          },
          pointTarget: { publicIpv4: config.publicIpv4, appHost: new URL(config.publicUrl).hostname },
          ...(httpsEnabled(config)
            ? {
                certificates: {
                  has: (name: string) => domainTls.contexts.contextOf(name) !== null,
                  request: (tx: DbOrTx, input: { supplierId: number; names: string[] }) =>
                    requestCertificate(tx, input),
                },
              }
            : {}),
        }),
      );
      await api.register(checkoutSettingsRoutes(db, refunds));
      await api.register(discountCodeRoutes(db));
      await api.register(bookingRoutes(db));
      await api.register(staffRoutes(db, config));
      await api.register(approvalRoutes(db));
      await api.register(outletRoutes(db));
      await api.register(activityRoutes(db));
      await api.register(deliveryRoutes(db));
      await api.register(khataRoutes(db, paymentDeps));
      await api.register(statementRoutes(db, paymentDeps));
      await api.register(creditPurchaseRoutes(db, paymentDeps));
      await api.register(messageRoutes(db, config.messaging));
      await api.register(enquiryRoutes(db));
      // reports: the reports, GST returns and the downloads they make
      await api.register(reportRoutes(db));
      await api.register(downloadRoutes({ db, storage, jobs }));
    },
    { prefix: '/api/v1' },
  );

  // The mobile apps' paths (/marketplace/..., /vendorapis/...): add a module's group to the list.
  // The php files' actions (common_api.php …) of every group go in the one list of legacyPhpRoutes.
  await app.register(
    legacyEnvelope([
      legacySignInRoutes(db, config),
      legacySessionRoutes(db, config),
      legacyNotificationRoutes(db),
      legacyCatalogueRoutes(imagesContext),
      legacyMissingDataRoutes(imagesContext),
      legacyWebsiteRoutes(imagesContext),
      legacyWebsiteImageRoutes(imagesContext),
      legacySharedBlockRoutes(imagesContext),
      legacyCategoryRoutes(imagesContext),
      legacyCategoryDataRoutes(imagesContext),
      legacyOrderRoutes(db, storage),
      legacyInventoryRoutes(db, storage),
      legacyLookupRoutes(db),
      legacyPurchaseRoutes(db),
      legacyAdminDataRoutes(db, storage),
      legacyDeliveryProfileRoutes(db),
      legacyPlanPricingRoutes(db),
      legacyLanguageFileRoutes,
      legacyPhpRoutes([
        ...sessionPhpActions(db),
        ...backOfficePhpActions(db, config.messaging),
        ...smsPhpActions(db),
        ...mobileVerifyPhpActions(db),
        ...courierPhpActions(db),
        errorMailAction,
      ]),
    ]),
  );

  await app.register(storefrontRoutes(db, config));
  await app.register(shopAssetRoutes);
  if (listen) {
    // After the migrations (main.ts readies the app then): the notices that empty the watched
    // caches (lib/cache.ts) come from the triggers of 0015 (shops) and 0017 (sessions).
    const stops: Array<() => Promise<void>> = [];
    app.addHook('onReady', async () => {
      stops.push(await watchCaches(db, listen));
      stops.push(await liveHub.listen(listen));
      // A new job's notice (0036) wakes the worker: a queued SMS goes out now, not at the next poll.
      stops.push(await jobs.listen(listen));
    });
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  }
  await app.register(checkoutRoutes(db, config, storage, checkoutOptions));
  await app.register(bookingShopRoutes(db, config));
  await registerAdminApp(app, config);
  return app;
}

/**
 * The built admin app (apps/web/dist). Files are looked up on request (no start-up scan of the
 * folder); a path that is not a file falls to the not-found handler, which answers the app's
 * index.html for client-side routes (error-handler.ts).
 */
async function registerAdminApp(app: FastifyInstance, config: Config): Promise<void> {
  if (!hasAdminApp(config)) {
    app.get(
      '/',
      { config: { access: { kind: 'public' } }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('text/html')
          .send(
            '<!doctype html><title>Storekeep</title><p>The admin app is not built yet: run <code>npm run build</code>.</p>',
          ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    setHeaders: (reply, path) => {
      // Hashed bundles never change; index.html must always be fresh.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
}

function hasAdminApp(config: Config): boolean {
  return existsSync(join(config.webDistDir, 'index.html'));
}
