import { z } from 'zod';

// How environment values are read (config.ts and config-customer-service.ts share these).

export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const int = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min)
    .max(max)
    .default(fallback);

/** Unset, empty and blank are all "not set". */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

export const optionalUrl = optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
  message: 'must be an http(s) URL',
});

/** A comma-separated list. */
export const markers = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    );
