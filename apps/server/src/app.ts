import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config, TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { applicationPdfRoutes, createApplicationPdfService } from '@server/modules/application-pdf';
import { consentRoutes, createConsentService } from '@server/modules/consent';
import { customerListRoutes, createCustomerListService } from '@server/modules/customer-list';
import { customerMasterRoutes } from '@server/modules/customer-master';
import { documentRoutes } from '@server/modules/documents';
import { holderKycRoutes, createHolderKycService } from '@server/modules/holder-kyc';
import { holderRoutes, createHolderService } from '@server/modules/holders';
import { sectionRoutes, createNominationNotice, createSectionService } from '@server/modules/sections';
import { staffApplicationRoutes, createStaffApplicationService } from '@server/modules/staff-application';
import { submitRoutes, createSubmitService, findApplicationParts } from '@server/modules/submission';
import { createCustomerSms } from './sms/customer-sms.js';
import { healthRoutes } from '@server/modules/health';
import { otpRoutes, createOtpService } from '@server/modules/otp';
import { languageRoutes, createLanguageService } from '@server/modules/customer-language';
import { portalRoutes } from '@server/modules/portal';
import { possibleDuplicatesRoutes, createPossibleDuplicatesService } from '@server/modules/possible-duplicates';
import { referenceRoutes } from '@server/modules/reference';
import { registrationRoutes, createRegistrationService } from '@server/modules/registration';
import { reviewRoutes, createReviewService } from '@server/modules/review';
import { reviewQueueRoutes, createReviewQueueService } from '@server/modules/review-queue';
import { createSessionService } from '@server/modules/session';
import { branchLoginRoutes, createBranchLoginService } from '@server/modules/staff-auth';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.js';
import { logoutRoutes } from './plugins/logout-routes.js';
import { metricsPlugin } from './plugins/metrics.js';
import { plainTextInputPlugin } from './plugins/plain-text-input.js';
import { createKnownDevices } from './plugins/known-device-cookie.js';
import { createFailoverRateLimitStore } from './plugins/rate-limit-store.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { createHttpSmsSender, createLogSmsSender, type SmsSender } from './sms/sms-sender.js';

// JSON calls are small; the calls that carry files raise this on their own routes only.
const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface AppDependencies {
  config: Config;
  db: Database;
  clock?: Clock;
  redis?: Redis;
  /** Folder of the built web app; when absent only the API is served. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Keeps rate-limit counters of separate apps apart when they share one Redis. */
  rateLimitNamespace?: string;
}

/** A hop count trusts that many proxies nearest the portal; Fastify's types take it as a function. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The Fastify instance: Zod checks what comes in and shapes what goes out, and the API speaks JSON only. */
function createFastify(deps: AppDependencies) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: 30_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Anything but JSON is answered 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  return app;
}

type App = ReturnType<typeof createFastify>;

/** The services behind the routes, each given the others it works with. */
function createServices({ config, db }: AppDependencies, clock: Clock, log: FastifyBaseLogger) {
  const sms: SmsSender = config.smsGatewayUrl ? createHttpSmsSender(config.smsGatewayUrl) : createLogSmsSender(log);
  const sessions = createSessionService(db, config.jwtSecret, clock);
  const languages = createLanguageService(db, clock);
  // The sign-in and the consent send one-time codes alike.
  const codeSending = {
    db,
    clock,
    sms,
    secret: config.jwtSecret,
    otpLength: config.otpLength,
    resendAfterSeconds: config.otpResendAfterSeconds,
    webOtpHost: config.webOtpHost,
    bankName: config.bankName,
    smsSettings: config.sms,
    languageOf: languages.languageOf,
  };
  const sendCustomerSms = createCustomerSms({
    sms,
    smsSettings: config.sms,
    languageOf: languages.languageOf,
    bankName: config.bankName,
  });
  const kyc = createHolderKycService(db, clock);
  const sections = createSectionService(db, clock);
  return {
    sessions,
    languages,
    kyc,
    sections,
    otp: createOtpService({ ...codeSending, sessions }),
    branchLogin: createBranchLoginService(db, clock, sessions),
    knownDevices: createKnownDevices(config.jwtSecret, clock),
    registrations: createRegistrationService(db, clock, findApplicationParts),
    holders: createHolderService(db, clock, config.maxHolders),
    consent: createConsentService({ ...codeSending, publicUrl: config.publicUrl, sendCustomerSms }),
    submissions: createSubmitService(db, clock, createNominationNotice(sendCustomerSms, log)),
    pdfs: createApplicationPdfService(db, config.bankName, config.depositInsurance?.insuredAmount),
    customerList: createCustomerListService(db, clock),
    review: createReviewService({
      db,
      clock,
      sendCustomerSms,
      logger: log,
      accountNumberFormat: config.accountNumberFormat,
    }),
    staffApplications: createStaffApplicationService(db, kyc, sections, config.accountNumberFormat),
    possibleDuplicates: createPossibleDuplicatesService(db),
    reviewQueue: createReviewQueueService({ db, clock, reviewDueDays: config.reviewDueDays }),
  };
}

type Services = ReturnType<typeof createServices>;

/**
 * The plugins every route goes through, registered before any route; answers the state of the
 * rate limits' store, which the health check reports.
 */
async function registerPlugins(app: App, deps: AppDependencies, sessions: Services['sessions']) {
  const { config } = deps;
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { lanParentOrigin: config.lanParentOrigin });
  // Customers open the portal on slow mobile connections: the web app shrinks to about a third.
  // Brotli at quality 5 compresses nearly as well as 11 at a small fraction of the CPU.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const rateLimitStore = createFailoverRateLimitStore({
    redis: deps.redis,
    nameSpace: deps.rateLimitNamespace ?? 'portal-rate-limit-',
    logger: app.log,
  });
  await app.register(rateLimit, { global: false, store: rateLimitStore.Store });
  // Its onRequest hook guards every route registered after it.
  await app.register(authenticationPlugin, {
    sessions,
    protectOperations: config.nodeEnv === 'production',
    opsToken: config.opsToken,
  });
  await app.register(plainTextInputPlugin);
  await app.register(metricsPlugin);
  await app.register(apiDocsPlugin);
  return rateLimitStore.state;
}

/** What anyone may call: health, the portal's settings, and signing in and out (customers and staff). */
async function registerSignInRoutes(app: App, config: Config, services: Services) {
  const { otp, languages, knownDevices, branchLogin, sessions } = services;
  await app.register(portalRoutes, { config });
  await app.register(otpRoutes, {
    otp,
    languages,
    otpLength: config.otpLength,
    ipLimits: config.ipLimits,
    knownDevices,
  });
  await app.register(languageRoutes, { languages });
  await app.register(branchLoginRoutes, { branchLogin, ipLimits: config.ipLimits, knownDevices });
  await app.register(logoutRoutes, { sessions });
}

/** The customer's application, from its registration to its submit, files and PDF. */
async function registerApplicationRoutes(app: App, db: Database, services: Services) {
  const { registrations, holders, sections, kyc, submissions, sessions, pdfs } = services;
  await app.register(referenceRoutes, { db });
  await app.register(registrationRoutes, { registrations });
  await app.register(holderRoutes, { holders });
  await app.register(sectionRoutes, { sections });
  await app.register(holderKycRoutes, { kyc });
  await app.register(submitRoutes, { submissions, sessions });
  await app.register(documentRoutes, { db });
  await app.register(customerMasterRoutes, { db });
  await app.register(applicationPdfRoutes, { pdfs });
}

/** The branch's work on submitted applications: the customer list, the review and its queue. */
async function registerBranchRoutes(app: App, services: Services) {
  const { customerList, review, reviewQueue, staffApplications, possibleDuplicates } = services;
  await app.register(customerListRoutes, { customerList });
  await app.register(reviewRoutes, { review });
  await app.register(reviewQueueRoutes, { reviewQueue });
  await app.register(staffApplicationRoutes, { staffApplications });
  await app.register(possibleDuplicatesRoutes, { possibleDuplicates });
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(deps);
  const services = createServices(deps, deps.clock ?? systemClock, app.log);
  app.addHook('onClose', () => services.sessions.close());

  const rateLimitState = await registerPlugins(app, deps, services.sessions);
  await app.register(healthRoutes, { db: deps.db, rateLimitStore: rateLimitState });
  await registerSignInRoutes(app, config, services);
  await registerApplicationRoutes(app, deps.db, services);
  await registerBranchRoutes(app, services);
  const { consent } = services;
  await app.register(consentRoutes, { consent, otpLength: config.otpLength, ipLimits: config.ipLimits });
  await app.register(webAppPlugin, { distDir: deps.webDistDir, bankName: config.bankName });
  return app;
}
