import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  checkCustomerServiceEnv,
  customerServiceConfig,
  customerServiceEnv,
  type CustomerServiceConfig,
} from './config-customer-service.js';
import { bool, int, markers, optionalText } from './config-values.js';
import { httpConfig, httpEnv, type HttpConfig } from './config-http.js';
import {
  checkScaleEnv,
  redisConfig,
  s3Config,
  scaleEnv,
  type RedisConfig,
  type S3Config,
} from './config-scale.js';
import { defaultRenderWorkers } from './services/rendering/renderer.js';
import { speechConfig, speechEnv, type SpeechConfig } from './config-speech.js';
import { trackingConfig, trackingEnv, type TrackingConfig } from './config-tracking.js';
import { checkWechatEnv, wechatConfig, wechatEnv, type WechatConfig } from './config-wechat.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST_DIR = path.resolve(here, '../../web/dist');
export const DEFAULT_CATALOGUE_DIR = path.resolve(here, '../../../data/catalogue');

/** Every environment variable the server reads. `.env.example` and the README list the same. */
export const envSchema = z
  .object({
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: int(8080, 0, 65535),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
    DATABASE_POOL_SIZE: int(10, 1, 200),
    WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
    CATALOGUE_DIR: z.string().min(1).default(DEFAULT_CATALOGUE_DIR),
    TRUST_PROXY: bool(false),
    BODY_LIMIT_BYTES: int(1_048_576, 1024, 100 * 1_048_576),
    SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
    RENDER_WORKERS: int(defaultRenderWorkers(), 1, 16),
    SESSION_TTL_MINUTES: int(480, 5, 60 * 24 * 90),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5, 1, 1000),
    LOGIN_MAX_FAILURES_PER_IP: int(30, 1, 100_000),
    LOGIN_LOCK_MINUTES: int(15, 1, 24 * 60),
    PASSWORD_LOGIN_ENABLED: bool(true),
    DEMO_AGENT_ENABLED: bool(true),
    ERP_JWT_SECRET: optionalText,
    ERP_JWT_PUBLIC_KEY: optionalText,
    ERP_JWT_ISSUER: optionalText,
    ERP_JWT_AUDIENCE: optionalText,
    ERP_JWT_WORK_ID_CLAIM: z.string().min(1).default('sub'),
    ERP_JWT_NAME_CLAIM: z.string().min(1).default('name'),
    EXTERNAL_LOGIN_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: 'must be an http(s) URL',
    }),
    UA_MARKERS_IOS_APP: markers('BrokerAssistantiOS'),
    UA_MARKERS_ANDROID_APP: markers('BrokerAssistantAndroid'),
    UA_MARKERS_WECOM: markers('wxwork'),
    UA_MARKERS_WECHAT: markers('MicroMessenger'),
    CONVERSATION_IDLE_MINUTES: int(30, 1, 60 * 24 * 30),
    CHAT_RATE_LIMIT_PER_MINUTE: int(20, 1, 10_000),
    STREAM_HEARTBEAT_MS: int(15_000, 1000, 300_000),
    LLM_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: 'must be an http(s) URL',
    }),
    LLM_API_KEY: optionalText,
    LLM_MODELS: markers(''),
    LLM_TIMEOUT_MS: int(60_000, 1000, 600_000),
    LLM_FIRST_TOKEN_TIMEOUT_MS: int(15_000, 500, 600_000),
    DEBUG_CONSOLE_WORK_IDS: markers(''),
    TEMPLATE_PARAMS_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: 'must be an http(s) URL',
    }),
    ...customerServiceEnv,
    ...speechEnv,
    ...trackingEnv,
    ...httpEnv,
    ...wechatEnv,
    ...scaleEnv,
  })
  .superRefine((env, ctx) => {
    checkCustomerServiceEnv(env, ctx);
    checkWechatEnv(env, ctx);
    checkScaleEnv(env, ctx);
    if (env.ERP_JWT_SECRET && env.ERP_JWT_PUBLIC_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ERP_JWT_SECRET'],
        message: 'set ERP_JWT_SECRET or ERP_JWT_PUBLIC_KEY, not both',
      });
    }
    if (env.ERP_JWT_SECRET && env.ERP_JWT_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['ERP_JWT_SECRET'], message: 'must be at least 32 characters' });
    }
    if (env.LLM_BASE_URL && env.LLM_MODELS.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODELS'],
        message: 'list the model names the endpoint serves (comma-separated) when LLM_BASE_URL is set',
      });
    }
    if ((env.ERP_JWT_SECRET || env.ERP_JWT_PUBLIC_KEY) && (!env.ERP_JWT_ISSUER || !env.ERP_JWT_AUDIENCE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ERP_JWT_ISSUER'],
        message: 'ERP_JWT_ISSUER and ERP_JWT_AUDIENCE are required for single sign-on',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  webDistDir: string;
  /** The product catalogue imported on first start (when the database has no product). */
  catalogueDir: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /** Worker threads drawing colour pages and comparison images (decision 039). */
  renderWorkers: number;
  session: { ttlMinutes: number };
  loginThrottle: { maxFailuresPerAccount: number; maxFailuresPerIp: number; lockMinutes: number };
  passwordLoginEnabled: boolean;
  demoAgentEnabled: boolean;
  erp:
    | {
        algorithm: 'HS256';
        secret: string;
        issuer: string;
        audience: string;
        workIdClaim: string;
        nameClaim: string;
      }
    | {
        algorithm: 'RS256';
        publicKey: string;
        issuer: string;
        audience: string;
        workIdClaim: string;
        nameClaim: string;
      }
    | undefined;
  externalLoginUrl: string | undefined;
  userAgentMarkers: { iosApp: string[]; androidApp: string[]; wecom: string[]; wechat: string[] };
  conversation: {
    /** A conversation idle longer than this answers with `clean` and continues in a new one. */
    idleMinutes: number;
    /** Questions per agent per minute (every instance counts against the same limit). */
    rateLimitPerMinute: number;
    heartbeatMs: number;
  };
  /** An OpenAI-compatible endpoint; undefined = the built-in engine only. */
  llm:
    | {
        baseUrl: string;
        apiKey: string | undefined;
        /** Model names offered to agents; the first is the default. */
        models: string[];
        timeoutMs: number;
        firstTokenTimeoutMs: number;
      }
    | undefined;
  /** Work orders, live-agent hours, the notice banner and the vehicle link (issue 16). */
  customerService: CustomerServiceConfig;
  /** Work ids whose app loads the debug console (spec §6, decision 030). */
  debugConsoleWorkIds: string[];
  /** The host app's template-params service (spec §7, decision 036); undefined = nothing is called. */
  templateParamsUrl: string | undefined;
  /** Voice input's speech-to-text service (issue 17); undefined = no microphone in the composer. */
  speech: SpeechConfig;
  /** Behaviour tracking: where it goes, how long it is kept, how much is taken (issue 17). */
  tracking: TrackingConfig;
  /** The HTTP server's timeouts, connection cap and request rates (decision 037). */
  http: HttpConfig;
  /** The operator's WeChat app, to name customers who open a share in WeChat; undefined = anonymous. */
  wechat: WechatConfig;
  /** Shared state across instances (limits, stop); undefined = single process (decision 035). */
  redis: RedisConfig | undefined;
  /** An S3-compatible store for files; undefined = local disk under DATA_DIR (decision 035). */
  s3: S3Config | undefined;
  /** The bearer token of `/metrics`; undefined = metrics off (issue 20). */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names each offending variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // `PORT=` (an empty value, common in compose files) means "not set", not 0.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '?')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const erpCommon = {
    issuer: env.ERP_JWT_ISSUER ?? '',
    audience: env.ERP_JWT_AUDIENCE ?? '',
    workIdClaim: env.ERP_JWT_WORK_ID_CLAIM,
    nameClaim: env.ERP_JWT_NAME_CLAIM,
  };
  return {
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    catalogueDir: path.resolve(env.CATALOGUE_DIR),
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    renderWorkers: env.RENDER_WORKERS,
    session: { ttlMinutes: env.SESSION_TTL_MINUTES },
    loginThrottle: {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      lockMinutes: env.LOGIN_LOCK_MINUTES,
    },
    passwordLoginEnabled: env.PASSWORD_LOGIN_ENABLED,
    demoAgentEnabled: env.DEMO_AGENT_ENABLED,
    erp: env.ERP_JWT_SECRET
      ? { algorithm: 'HS256', secret: env.ERP_JWT_SECRET, ...erpCommon }
      : env.ERP_JWT_PUBLIC_KEY
        ? { algorithm: 'RS256', publicKey: env.ERP_JWT_PUBLIC_KEY.replace(/\\n/g, '\n'), ...erpCommon }
        : undefined,
    externalLoginUrl: env.EXTERNAL_LOGIN_URL,
    userAgentMarkers: {
      iosApp: env.UA_MARKERS_IOS_APP,
      androidApp: env.UA_MARKERS_ANDROID_APP,
      wecom: env.UA_MARKERS_WECOM,
      wechat: env.UA_MARKERS_WECHAT,
    },
    conversation: {
      idleMinutes: env.CONVERSATION_IDLE_MINUTES,
      rateLimitPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
      heartbeatMs: env.STREAM_HEARTBEAT_MS,
    },
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          models: env.LLM_MODELS,
          timeoutMs: env.LLM_TIMEOUT_MS,
          firstTokenTimeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
        }
      : undefined,
    customerService: customerServiceConfig(env),
    debugConsoleWorkIds: env.DEBUG_CONSOLE_WORK_IDS,
    templateParamsUrl: env.TEMPLATE_PARAMS_URL,
    speech: speechConfig(env),
    tracking: trackingConfig(env),
    http: httpConfig(env),
    wechat: wechatConfig(env),
    redis: redisConfig(env),
    s3: s3Config(env),
    metricsToken: env.METRICS_TOKEN,
  };
}
