import type { FastifyBaseLogger } from 'fastify';
import { availableModels, catalogueTools, createBuiltinEngine, createModelEngine } from '@broker/assistant';
import { TOOL_SCREENS } from '@broker/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { apiKeysRepository } from '../db/api-keys-repository.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { usersRepository } from '../db/users-repository.js';
import { apiKeyAuth } from './api-keys/api-key-auth.js';
import { agreementService } from './agreements/agreement-service.js';
import { calculatorService } from './calculator/calculator-service.js';
import { catalogueService } from './catalogue/catalogue-service.js';
import { colourPageService } from './colour-page/colour-page-service.js';
import { compareService, shareService } from './compare/index.js';
import { wechatViewers } from './compare/wechat-viewers.js';
import { fileAndUnderwritingServices } from './files/index.js';
import { knowledgeService } from './knowledge/knowledge-service.js';
import { lessonServiceFor } from './lessons/lesson-service.js';
import { conversationService, type EngineFor } from './conversation/index.js';
import { engineChoice } from './engines/engine-choice.js';
import { loginThrottle } from './auth/login-throttle.js';
import { loginService } from './auth/login-service.js';
import { sessionService } from './auth/session-service.js';
import { sessionCache as openSessionCache } from './auth/session-cache.js';
import { NO_METRICS, type Metrics } from './operations/metrics.js';
import { sharedCounters } from './scale/shared-counters.js';
import { singleProcessState, type SharedState } from './scale/shared-state.js';
import { renderer } from './rendering/renderer.js';
import { speechService } from './speech/speech-service.js';
import { chatRateLimiter } from './rate-limit/chat-rate-limiter.js';
import { userInfoService } from './users/user-info.js';
import { webResourceService } from './web-resources/web-resource-service.js';
import { analyticsService } from './tracking/analytics-service.js';
import { trackingService } from './tracking/tracking-service.js';
import { deliveryLoop } from './work-orders/delivery-loop.js';
import { workOrderService } from './work-orders/work-order-service.js';
import { csSummaryWriter } from './work-orders/cs-summary-model.js';

export interface ServiceOverrides {
  /** Tests drive answers with a scripted engine; otherwise the knowledge service provides them. */
  engineFor?: EngineFor | undefined;
  /** The business clock (working hours, the notice banner); tests fix it. */
  clock?: (() => Date) | undefined;
  /** Where the background work-order delivery reports failures (the app's logger). */
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;
  /** What instances share (Redis) or this process alone; single-process when absent. */
  shared?: SharedState | undefined;
  /** Prometheus metrics (on with METRICS_TOKEN); none when absent. */
  metrics?: Metrics | undefined;
}

const SILENT = { warn: () => undefined, info: () => undefined };

/** Wires services to the database once per app; routes receive them ready-made. */
export function createServices(config: Config, database: Database, overrides: ServiceOverrides = {}) {
  const { db } = database;
  const shared = overrides.shared ?? singleProcessState();
  const counters = sharedCounters(shared, db);
  const users = usersRepository(db);
  // Sessions read on every request are kept a few seconds, forgotten everywhere when they change (050).
  const sessionCache = openSessionCache(database);
  const sessions = sessionService(config, sessionsRepository(db), undefined, sessionCache);
  const agreements = agreementService(db, sessionCache);
  // The configured models first (the first is the default), then the built-in engine.
  const models = availableModels(config.llm);
  // The vehicle card is a screen only where an operator configured the car-insurance link: the engine
  // offers it (action jump_to_vehicle) and userinfo tells the client so (decision 025 addendum).
  const toolScreens = { vehicle: config.customerService.vehicleLinkUrl !== undefined };
  const knowledge = knowledgeService(db, config, {
    engines: {
      builtin: (kb) => createBuiltinEngine(kb, { screens: { ...TOOL_SCREENS, ...toolScreens } }),
      model: ({ kb, builtin, client }) =>
        createModelEngine({ kb, builtin, client, tools: catalogueTools(kb) }),
    },
  });
  const engines = engineChoice({
    models,
    engineFor: overrides.engineFor ?? ((model, set) => knowledge.engineFor(model, set)),
  });
  const chatRateLimit = chatRateLimiter(db, config, undefined, counters.window);
  const throttle = loginThrottle(config, counters.throttle);
  // Customers opening a share in WeChat are named only when the operator configured a WeChat app.
  const viewers = config.wechat && wechatViewers(config.wechat);
  const fileServices = fileAndUnderwritingServices(config, db);
  const workOrderDelivery = deliveryLoop(db, config.customerService, overrides.log ?? SILENT);
  // Colour pages and comparison images are drawn in worker threads, started on first use (decision 039).
  const images = renderer({ workers: config.renderWorkers });
  return {
    database,
    shared,
    metrics: overrides.metrics ?? NO_METRICS,
    sessions,
    sessionCache,
    agreements,
    /** The models on offer (the OpenAI-compatible provider lists them). */
    engines,
    login: loginService(config, {
      users,
      sessions,
      throttle,
    }),
    userInfo: userInfoService({
      users,
      agreements,
      engines,
      debugConsoleWorkIds: config.debugConsoleWorkIds,
      toolScreens,
    }),
    catalogue: catalogueService(db),
    lessons: lessonServiceFor(db, config.dataDir),
    webResources: webResourceService(db),
    calculator: calculatorService(db),
    compare: compareService(db, images),
    shares: shareService(db, { wechat: viewers }),
    wechatViewers: viewers,
    renderer: images,
    colourPages: colourPageService(db, images),
    knowledge,
    conversation: conversationService({
      db,
      config,
      engines,
      knowledge: () => knowledge.current(),
      rateLimit: chatRateLimit,
    }),
    apiKeys: apiKeyAuth(apiKeysRepository(db), throttle),
    chatRateLimit,
    ...fileServices,
    workOrderDelivery,
    speech: speechService(db, config.speech, overrides.log ?? SILENT, undefined, counters.window),
    // Behaviour tracking and the operators' analytics view (decision 028); days in the operators' zone.
    tracking: trackingService(db, config.tracking, { sessions, timeZone: config.customerService.timeZone }),
    analytics: analyticsService(db, { timeZone: config.customerService.timeZone }),
    workOrders: workOrderService(
      db,
      config.customerService,
      workOrderDelivery,
      overrides.clock ?? (() => new Date()),
      csSummaryWriter({ llm: config.llm, modelOf: engines.modelOf, log: overrides.log ?? SILENT }),
      fileServices.files.confirm,
    ),
  };
}
export type Services = ReturnType<typeof createServices>;
