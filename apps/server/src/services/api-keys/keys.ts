import { randomBytes } from 'node:crypto';

/** Marks our keys so they are recognisable in logs and secret scanners, and never taken for sessions. */
const KEY_MARK = 'ba_';
const KEY_PATTERN = /^ba_[A-Za-z0-9_-]{43}$/;
/** Enough characters to tell an operator's keys apart; far too few to guess the rest. */
const PREFIX_LENGTH = KEY_MARK.length + 8;

/** 256 random bits, base64url, behind the `ba_` mark. Only its SHA-256 (hashToken) is stored. */
export function newApiKey(): string {
  return `${KEY_MARK}${randomBytes(32).toString('base64url')}`;
}

/** Whether `value` has the shape of a key, checked before any database look-up. */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The part of a key shown by `apikey list` and accepted by `apikey revoke`. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}
