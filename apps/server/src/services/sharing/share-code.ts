import { randomBytes } from 'node:crypto';
import { COMPARE_LIMITS } from '@broker/contract';

const DAY_MS = 86_400_000;

/** 128 random bits, base64url (22 characters): the only secret a customer holds (decision 018). */
export const newShareCode = (): string => randomBytes(16).toString('base64url');

/** A share code opens its page for 30 days from `at`, unless withdrawn sooner. */
export const shareExpiry = (at: Date): Date => new Date(at.getTime() + COMPARE_LIMITS.shareDays * DAY_MS);
