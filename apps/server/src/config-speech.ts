import { z } from 'zod';
import { int, optionalText, optionalUrl } from './config-values.js';

// The speech-to-text part of the environment (voice input, issue 17, docs/decisions/029); config.ts
// spreads these into its schema and its Config, as it does the customer-service part.

export const speechEnv = {
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: optionalText,
  STT_MODEL: z.string().min(1).default('whisper-1'),
  STT_LANGUAGE: z.string().min(1).default('zh'),
  STT_TIMEOUT_MS: int(30_000, 1000, 600_000),
  STT_RATE_LIMIT_PER_MINUTE: int(12, 1, 10_000),
};

type SpeechEnv = z.output<z.ZodObject<typeof speechEnv>>;

/** An OpenAI-compatible `POST {baseUrl}/audio/transcriptions`; undefined = no voice input. */
export type SpeechConfig =
  | {
      baseUrl: string;
      apiKey: string | undefined;
      model: string;
      language: string;
      timeoutMs: number;
      /** Recordings per agent per minute (every instance counts against the same limit). */
      rateLimitPerMinute: number;
    }
  | undefined;

export function speechConfig(env: SpeechEnv): SpeechConfig {
  if (!env.STT_BASE_URL) return undefined;
  return {
    baseUrl: env.STT_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.STT_API_KEY,
    model: env.STT_MODEL,
    language: env.STT_LANGUAGE,
    timeoutMs: env.STT_TIMEOUT_MS,
    rateLimitPerMinute: env.STT_RATE_LIMIT_PER_MINUTE,
  };
}
