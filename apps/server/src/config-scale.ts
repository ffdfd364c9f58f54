import { z } from 'zod';
import { bool, optionalText, optionalUrl } from './config-values.js';

// Running as several instances (issue 20, docs/decisions/035): Redis for what instances share at once
// (limits, stop), an S3-compatible object store for files. config.ts spreads these into its schema.

export const scaleEnv = {
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('ba:'),
  S3_ENDPOINT: optionalUrl,
  S3_PUBLIC_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool(true),
  // Prometheus scrapes /metrics with it as a bearer token; unset = no metrics (the route is a 404).
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
};

type ScaleEnv = z.output<z.ZodObject<typeof scaleEnv>>;

export interface RedisConfig {
  url: string;
  /** Every key and channel starts with it, so installations (and test runs) can share one Redis. */
  keyPrefix: string;
}

export interface S3Config {
  /** Where the server reaches the store. */
  endpoint: string;
  /** Where browsers reach it (presigned upload addresses): the same unless a proxy or DNS differs. */
  publicEndpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function checkScaleEnv(env: ScaleEnv, ctx: z.RefinementCtx): void {
  if (!env.S3_ENDPOINT) return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_ENDPOINT is set' });
  }
}

export function redisConfig(env: ScaleEnv): RedisConfig | undefined {
  return env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined;
}

export function s3Config(env: ScaleEnv): S3Config | undefined {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
