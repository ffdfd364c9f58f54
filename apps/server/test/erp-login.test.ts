import { exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { testBackends } from './helpers/databases.js';
import {
  disableUser,
  expectError,
  findUser,
  sharedTestApp,
  startTestApp,
  type TestApp,
} from './helpers/test-app.js';

const backends = testBackends();

const SECRET = 'an-erp-shared-secret-of-at-least-32-chars';
const ISSUER = 'https://erp.example.com';
const AUDIENCE = 'broker-assistant';
const HS256_ENV = { ERP_JWT_SECRET: SECRET, ERP_JWT_ISSUER: ISSUER, ERP_JWT_AUDIENCE: AUDIENCE };
const BAD_TOKEN = '单点登录凭证无效或已过期，请从应用重新进入';
const BAD_WORK_ID = '单点登录凭证缺少有效的工号';

interface SignOptions {
  alg?: 'HS256' | 'RS256';
  key?: Parameters<SignJWT['sign']>[0];
  issuer?: string;
  audience?: string;
  /** Seconds from now; `null` leaves `exp` out. */
  expiresIn?: number | null;
}

async function hostToken(claims: JWTPayload, options: SignOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt(now);
  const expiresIn = options.expiresIn === undefined ? 300 : options.expiresIn;
  if (expiresIn !== null) jwt.setExpirationTime(now + expiresIn);
  return jwt.sign(options.key ?? new TextEncoder().encode(SECRET));
}

const erpLogin = (t: TestApp, erpToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/login/erp', payload: { erpToken } });

async function userinfoOf(t: TestApp, token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/userinfo', headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  return res.json<{ workId: string; realName: string }>();
}

describe.each(backends)('host-app single sign-on on $name', (backend) => {
  const t = sharedTestApp(backend, HS256_ENV);

  it('is off (404) unless configured', async () => {
    const off = await startTestApp(backend, {}, { database: t().database });
    try {
      expectError(await erpLogin(off, await hostToken({ sub: 'H1' })), 404, '未启用单点登录');
    } finally {
      await off.close();
    }
  });

  it('HS256: a valid token opens a session and creates the agent from sub and name', async () => {
    const res = await erpLogin(t(), await hostToken({ sub: 'H2024001', name: '王芳' }));
    expect(res.statusCode, res.body).toBe(200);
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 479 * 60_000);
    expect(await userinfoOf(t(), token)).toMatchObject({ workId: 'H2024001', realName: '王芳' });

    const row = await findUser(t().database, 'H2024001');
    expect(row).toMatchObject({ origin: 'erp', realName: '王芳', passwordHash: null, disabledAt: null });
  });

  it('a later token with a new name updates the name of the same account', async () => {
    await erpLogin(t(), await hostToken({ sub: 'H2024002', name: '李雷' }));
    const first = await findUser(t().database, 'H2024002');
    const res = await erpLogin(t(), await hostToken({ sub: 'H2024002', name: '  李雷雷  ' }));
    expect(res.statusCode).toBe(200);
    const second = await findUser(t().database, 'H2024002');
    expect(second?.id).toBe(first?.id);
    expect(second?.realName).toBe('李雷雷');
    const all = await t().database.db.select().from(users);
    expect(all.filter((u) => u.workId === 'H2024002')).toHaveLength(1);
  });

  it('without a name claim the work id stands in for the name', async () => {
    const res = await erpLogin(t(), await hostToken({ sub: 'H2024003' }));
    expect(await userinfoOf(t(), res.json<{ token: string }>().token)).toMatchObject({
      realName: 'H2024003',
    });
  });

  it('rejects bad tokens with 401 and a Chinese detail, creating no account', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, string][] = [
      [
        'wrong signature',
        await hostToken({ sub: 'BAD1' }, { key: new TextEncoder().encode('x'.repeat(40)) }),
        BAD_TOKEN,
      ],
      ['wrong issuer', await hostToken({ sub: 'BAD2' }, { issuer: 'https://evil.example.com' }), BAD_TOKEN],
      ['wrong audience', await hostToken({ sub: 'BAD3' }, { audience: 'another-app' }), BAD_TOKEN],
      ['expired', await hostToken({ sub: 'BAD4' }, { expiresIn: -120 }), BAD_TOKEN],
      ['no exp', await hostToken({ sub: 'BAD5' }, { expiresIn: null }), BAD_TOKEN],
      ['not yet valid', await hostToken({ sub: 'BAD6', nbf: now + 600 }), BAD_TOKEN],
      [
        'alg none',
        new UnsecuredJWT({ sub: 'BAD7' })
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setExpirationTime(now + 300)
          .encode(),
        BAD_TOKEN,
      ],
      ['not a JWT', 'not-a-jwt', BAD_TOKEN],
      ['tampered payload', await tamper(await hostToken({ sub: 'BAD8' }), { sub: 'ADMIN' }), BAD_TOKEN],
      ['sub with spaces', await hostToken({ sub: 'has space' }), BAD_WORK_ID],
      ['sub of 200 chars', await hostToken({ sub: 'A'.repeat(200) }), BAD_WORK_ID],
      ['sub with markup', await hostToken({ sub: '<script>' }), BAD_WORK_ID],
      ['no sub', await hostToken({ name: '无工号' }), BAD_WORK_ID],
      ['numeric sub', await hostToken({ sub: 12345 as unknown as string }), BAD_WORK_ID],
    ];
    const before = (await t().database.db.select().from(users)).length;
    for (const [label, token, detail] of cases) {
      const res = await erpLogin(t(), token);
      expect(res.statusCode, label).toBe(401);
      expect(res.json(), label).toEqual({ detail });
    }
    expect((await t().database.db.select().from(users)).length).toBe(before);
  });

  it('accepts a token expired by less than the 30 s clock tolerance', async () => {
    expect((await erpLogin(t(), await hostToken({ sub: 'SKEW1' }, { expiresIn: -10 }))).statusCode).toBe(200);
  });

  it('a name claim with a NUL character does not break sign-on', async () => {
    const res = await erpLogin(t(), await hostToken({ sub: 'CTRL1', name: '王\u0000芳' }));
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('a disabled account → 403 and its name is left alone', async () => {
    await erpLogin(t(), await hostToken({ sub: 'H2024009', name: '旧名' }));
    await disableUser(t().database, 'H2024009');
    const res = await erpLogin(t(), await hostToken({ sub: 'H2024009', name: '新名' }));
    expectError(res, 403, '账号已停用，请联系管理员');
    expect((await findUser(t().database, 'H2024009'))?.realName).toBe('旧名');
  });

  it('RS256: a token signed with the private key works; HS256 with the PEM as secret does not', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const pem = await exportSPKI(publicKey);
    const rs = await startTestApp(
      backend,
      { ERP_JWT_PUBLIC_KEY: pem, ERP_JWT_ISSUER: ISSUER, ERP_JWT_AUDIENCE: AUDIENCE },
      { database: t().database },
    );
    try {
      const ok = await erpLogin(
        rs,
        await hostToken({ sub: 'RS001', name: '公钥' }, { alg: 'RS256', key: privateKey }),
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await userinfoOf(rs, ok.json<{ token: string }>().token)).toMatchObject({ workId: 'RS001' });

      const confused = await hostToken(
        { sub: 'RS002' },
        { alg: 'HS256', key: new TextEncoder().encode(pem) },
      );
      expectError(await erpLogin(rs, confused), 401, BAD_TOKEN);
      const other = (await generateKeyPair('RS256')).privateKey;
      expectError(
        await erpLogin(rs, await hostToken({ sub: 'RS003' }, { alg: 'RS256', key: other })),
        401,
        BAD_TOKEN,
      );
      expect(await findUser(rs.database, 'RS002')).toBeUndefined();
    } finally {
      await rs.close();
    }
  });

  it('reads the work id and name from the configured claims', async () => {
    const custom = await startTestApp(
      backend,
      { ...HS256_ENV, ERP_JWT_WORK_ID_CLAIM: 'employeeNo', ERP_JWT_NAME_CLAIM: 'displayName' },
      { database: t().database },
    );
    try {
      const res = await erpLogin(
        custom,
        await hostToken({ sub: 'IGNORED', employeeNo: 'E777', displayName: '赵敏' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await userinfoOf(custom, res.json<{ token: string }>().token)).toMatchObject({
        workId: 'E777',
        realName: '赵敏',
      });
      expect(await findUser(custom.database, 'IGNORED')).toBeUndefined();
      expectError(await erpLogin(custom, await hostToken({ sub: 'E778', name: '无' })), 401, BAD_WORK_ID);
    } finally {
      await custom.close();
    }
  });
});

/** Swaps the payload of a signed token, keeping the old signature. */
async function tamper(token: string, payload: JWTPayload): Promise<string> {
  const [header, body, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), ...payload };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
