import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: opaque to clients, nothing to decode or forge. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
