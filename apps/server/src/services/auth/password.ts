import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs 128 MiB per hash; N=2^15 keeps a login under
// ~100 ms on a 2-core machine while staying far above brute-force comfort for 8+ character passwords.
const PARAMS = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, all base64url: the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !usableParams(params)) return false;
  const expected = Buffer.from(hash, 'base64url');
  try {
    const key = await derive(password, Buffer.from(salt, 'base64url'), params);
    return key.length === expected.length && timingSafeEqual(key, expected);
  } catch {
    return false; // a corrupted hash is a mismatch, never a server error
  }
}

/** Parameters we could have written: N a power of two within the memory limit, small r and p. */
function usableParams({ N, r, p }: { N: number; r: number; p: number }): boolean {
  const integers = [N, r, p].every((v) => Number.isInteger(v) && v > 0);
  return integers && N > 1 && (N & (N - 1)) === 0 && r <= 32 && p <= 16 && 128 * N * r <= MAX_MEM;
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a wrong work id cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}

export const MIN_PASSWORD_LENGTH = 8;
