import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the password it hashed', async () => {
    const stored = await hashPassword('correct horse 电池');
    expect(await verifyPassword('correct horse 电池', stored)).toBe(true);
  });

  it('stores scrypt parameters, salt and hash, never the password', async () => {
    const stored = await hashPassword('s3cret-password');
    expect(stored).not.toContain('s3cret-password');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32);
  });

  it('rejects a wrong password, including near misses', async () => {
    const stored = await hashPassword('demo1234');
    for (const wrong of ['demo12345', 'Demo1234', 'demo123', '', ' demo1234']) {
      expect(await verifyPassword(wrong, stored), wrong).toBe(false);
    }
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    const stored = await hashPassword('demo1234');
    const [, n, r, p, salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'demo1234',
      'bcrypt$32768$8$1$abc$def',
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${n}$${r}$${p}$${salt}$`,
      `scrypt$${n}$${r}$${p}$${salt}$${hash?.slice(0, 20)}`,
    ]) {
      expect(await verifyPassword('demo1234', bad), bad).toBe(false);
    }
  });

  it('treats a stored hash with unusable scrypt parameters as a mismatch', async () => {
    const [, , , , salt, hash] = (await hashPassword('demo1234')).split('$');
    for (const params of ['abc$8$1', '3$8$1', '1048576$8$1']) {
      await expect(verifyPassword('demo1234', `scrypt$${params}$${salt}$${hash}`)).resolves.toBe(false);
    }
  });

  it('salts: two hashes of the same password differ and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('treats canonically equivalent Unicode spellings as the same password', async () => {
    const stored = await hashPassword('Ａｂｃ１２３４５'); // full-width forms, as some IMEs type them
    expect(await verifyPassword('Abc12345', stored)).toBe(true);
  });

  it('burns a check for unknown accounts without failing', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });
});
