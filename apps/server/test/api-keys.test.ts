import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/app.js';
import { runApiKeyCommand } from '../src/cli/apikey-commands.js';
import { CliError, parseCommandLine } from '../src/cli/args.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { apiKeys, users } from '../src/db/schema.js';
import { authOf } from '../src/plugins/auth.js';
import { hashToken } from '../src/services/auth/tokens.js';
import { prepareToServe } from '../src/start-up.js';
import { testBackends, type Backend } from './helpers/databases.js';
import { DEMO_AGENT, createUser, disableUser, expectError } from './helpers/test-app.js';

const PROBE = '/openapi/v1/test-probe';
const KEY_FORMAT = /^ba_[A-Za-z0-9_-]{43}$/;

/**
 * The app as the server builds it, plus a throwaway route declaring `auth: 'apiKey'` the way the
 * open-API routes do, so the auth plugin is tested without depending on them.
 */
function appWithProbe(backend: Backend) {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  let tempDir = '';
  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-apikey-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tempDir, 'data'),
      WEB_DIST_DIR: path.join(tempDir, 'web-dist'),
      CATALOGUE_DIR: path.join(tempDir, 'no-catalogue'),
    });
    database = await backend.open();
    app = await build(config, { database, logger: false });
    await prepareToServe(database.db, config, app.log);
    app.post(PROBE, { config: { auth: 'apiKey' } }, async (request) => {
      const auth = authOf(request);
      return { workId: auth.user.workId };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });
  return () => {
    if (!app || !database) throw new Error('the app has not started');
    return { app, database };
  };
}

describe.each(testBackends())('API keys on $name', (backend) => {
  const t = appWithProbe(backend);
  /** Parses a command line the way the CLI does, then runs it. */
  const cli = (...argv: string[]) => {
    const { area, action, positional, flags } = parseCommandLine(argv);
    expect(area).toBe('apikey');
    return runApiKeyCommand(t().database.db, action, positional, flags);
  };
  /** Creates a key with the CLI and returns it as printed. */
  const createKey = async (workId: string, name?: string) => {
    const out = await cli('apikey', 'create', workId, ...(name ? ['--name', name] : []));
    const key = out.split('\n').find((line) => KEY_FORMAT.test(line));
    if (!key) throw new Error(`no key in: ${out}`);
    return key;
  };
  const probe = (headers: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: PROBE, headers, payload: {} });
  const rowOf = async (key: string) => {
    const [row] = await t()
      .database.db.select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashToken(key)));
    if (!row) throw new Error('key row not found');
    return row;
  };
  const login = async (workId: string, password: string) => {
    const res = await t().app.inject({ method: 'POST', url: '/v1/login', payload: { workId, password } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  it('apikey create prints the key once; only its hash and prefix are stored', async () => {
    await createUser(t().database, { workId: 'K1001', realName: '开放甲' });
    const out = await cli('apikey', 'create', 'K1001', '--name', ' 微信小程序 ');
    const key = out.split('\n')[1] ?? '';
    expect(key).toMatch(KEY_FORMAT);
    expect(out).toContain('已为 K1001（开放甲）创建密钥「微信小程序」');
    expect(out).toContain('只显示这一次');

    const row = await rowOf(key);
    expect(row).toMatchObject({
      name: '微信小程序',
      prefix: key.slice(0, 11),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(row.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(11));

    const second = await createKey('K1001');
    expect(second).not.toBe(key);
    expect((await rowOf(second)).name).toBe('未命名');
  });

  it('apikey create refuses an unknown account and a bad name', async () => {
    await expect(cli('apikey', 'create', 'NOBODY')).rejects.toThrow('工号 NOBODY 不存在');
    await expect(cli('apikey', 'create')).rejects.toThrow(CliError);
    await expect(cli('apikey', 'create', DEMO_AGENT.workId, '--name', '   ')).rejects.toThrow(CliError);
    await expect(cli('apikey', 'create', DEMO_AGENT.workId, '--name', '名'.repeat(65))).rejects.toThrow(
      '不超过 64 个字符',
    );
  });

  it('accepts the key as Authorization: Bearer and as X-API-Key, acting as its owner', async () => {
    await createUser(t().database, { workId: 'K2001', realName: '开放乙' });
    const key = await createKey('K2001');
    const variants: Record<string, string>[] = [
      { authorization: `Bearer ${key}` },
      { authorization: `bearer ${key}` },
      { 'x-api-key': key },
      { 'x-api-key': ` ${key} ` },
      { 'x-api-key': '', authorization: `Bearer ${key}` },
    ];
    for (const headers of variants) {
      const res = await probe(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.json()).toEqual({ workId: 'K2001' });
    }
  });

  it('missing, malformed, unknown and tampered keys → 401 with a Chinese detail', async () => {
    const key = await createKey(DEMO_AGENT.workId);
    expectError(await probe({}), 401, '缺少 API 密钥，请在 Authorization 或 X-API-Key 请求头中提供');
    expectError(await probe({ authorization: 'Bearer ' }), 401, /缺少 API 密钥/);
    for (const bad of [
      'not-a-key',
      `ba_${'A'.repeat(43)}`,
      `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
      hashToken(key),
      'x'.repeat(5000),
    ]) {
      expectError(await probe({ 'x-api-key': bad }), 401, 'API 密钥无效或已停用');
      expectError(await probe({ authorization: `Bearer ${bad}` }), 401, 'API 密钥无效或已停用');
    }
  });

  it('a session token does not open an API-key route, and a key does not open a session route', async () => {
    const session = await login(DEMO_AGENT.workId, DEMO_AGENT.password);
    expectError(await probe({ authorization: session }), 401, 'API 密钥无效或已停用');
    expectError(await probe({ authorization: `Bearer ${session}` }), 401, 'API 密钥无效或已停用');
    expectError(await probe({ 'x-api-key': session }), 401, 'API 密钥无效或已停用');

    const key = await createKey(DEMO_AGENT.workId);
    const userinfo = (headers: Record<string, string>) =>
      t().app.inject({ method: 'POST', url: '/v1/userinfo', headers, payload: {} });
    expectError(await userinfo({ authorization: `Bearer ${key}` }), 401, '登录状态已过期，请重新登录');
    expectError(await userinfo({ 'x-api-key': key }), 401, '未登录或登录已失效，请重新登录');
    // Both still work where they belong, and public routes stay public.
    expect((await userinfo({ authorization: session })).statusCode).toBe(200);
    expect((await probe({ 'x-api-key': key })).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('records the last use at most once a minute', async () => {
    const key = await createKey(DEMO_AGENT.workId);
    expect((await rowOf(key)).lastUsedAt).toBeNull();
    await probe({ 'x-api-key': key });
    const first = (await rowOf(key)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await probe({ 'x-api-key': key });
    expect((await rowOf(key)).lastUsedAt).toEqual(first); // no write within the minute

    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t()
      .database.db.update(apiKeys)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(apiKeys.keyHash, hashToken(key)));
    await probe({ 'x-api-key': key });
    const later = (await rowOf(key)).lastUsedAt;
    expect(later?.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });

  it('apikey list shows prefix, name, owner, times and state, for all or one account', async () => {
    await createUser(t().database, { workId: 'K3001', realName: '列表' });
    const used = await createKey('K3001', '已用');
    const unused = await createKey('K3001', '未用');
    await probe({ 'x-api-key': used });

    const lines = (await cli('apikey', 'list', 'K3001')).split('\n').map((l) => l.split('\t'));
    expect(lines).toHaveLength(2);
    const [usedLine, unusedLine] = lines;
    expect(usedLine?.slice(0, 3)).toEqual([used.slice(0, 11), '已用', 'K3001（列表）']);
    expect(usedLine?.[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/);
    expect(usedLine?.[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/);
    expect(usedLine?.[5]).toBe('有效');
    expect(unusedLine?.slice(0, 2)).toEqual([unused.slice(0, 11), '未用']);
    expect(unusedLine?.[4]).toBe('从未使用');
    // The key itself is never listed.
    const all = await cli('apikey', 'list');
    expect(all).not.toContain(used);
    expect(all).toContain(`${DEMO_AGENT.workId}（`);
    expect(all).toContain('K3001（列表）');

    await createUser(t().database, { workId: 'K3002' });
    expect(await cli('apikey', 'list', 'K3002')).toBe('K3002 还没有密钥');
    await expect(cli('apikey', 'list', 'NOBODY')).rejects.toThrow('工号 NOBODY 不存在');
  });

  it('apikey revoke by prefix, id or the key itself stops the key at once', async () => {
    await createUser(t().database, { workId: 'K4001' });
    const [byPrefix, byId, byKey, other] = [
      await createKey('K4001', '甲'),
      await createKey('K4001', '乙'),
      await createKey('K4001', '丙'),
      await createKey('K4001', '丁'),
    ];
    for (const key of [byPrefix, byId, byKey])
      expect((await probe({ 'x-api-key': key })).statusCode).toBe(200);

    expect(await cli('apikey', 'revoke', byPrefix.slice(0, 11))).toContain('已停用密钥');
    expect(await cli('apikey', 'revoke', (await rowOf(byId)).id)).toContain('（乙）');
    const out = await cli('apikey', 'revoke', byKey);
    expect(out).toContain('（丙）');
    expect(out).not.toContain(byKey);

    for (const key of [byPrefix, byId, byKey]) {
      expectError(await probe({ 'x-api-key': key }), 401, 'API 密钥无效或已停用');
      expect((await rowOf(key)).revokedAt).toBeInstanceOf(Date);
    }
    expect((await probe({ 'x-api-key': other })).statusCode).toBe(200); // the owner's other key still works
    expect(await cli('apikey', 'revoke', byPrefix.slice(0, 11))).toContain('早已停用');
    expect(
      (await cli('apikey', 'list', 'K4001')).split('\n').filter((l) => l.includes('\t已停用\t')),
    ).toHaveLength(3);
  });

  it('apikey revoke refuses an unknown value and an ambiguous prefix', async () => {
    await expect(cli('apikey', 'revoke')).rejects.toThrow(CliError);
    await expect(cli('apikey', 'revoke', 'ba_nothing')).rejects.toThrow('没有与 "ba_nothing" 对应的密钥');
    const [demo] = await t().database.db.select().from(users).where(eq(users.workId, DEMO_AGENT.workId));
    // Two keys sharing a prefix: unlikely (48 random bits) but possible, so revoke asks for the id.
    await t()
      .database.db.insert(apiKeys)
      .values(
        ['a', 'b'].map((x) => ({
          userId: demo?.id ?? '',
          name: x,
          keyHash: hashToken(`same-${x}`),
          prefix: 'ba_SAMEPREF',
        })),
      );
    await expect(cli('apikey', 'revoke', 'ba_SAMEPREF')).rejects.toThrow(/对应 2 个密钥，请改用 id/);
  });

  it("a disabled account's keys are refused (403) until it is enabled again", async () => {
    await createUser(t().database, { workId: 'K5001' });
    const key = await createKey('K5001');
    await disableUser(t().database, 'K5001');
    expectError(await probe({ 'x-api-key': key }), 403, '账号已停用，请联系管理员');
    expect(await cli('apikey', 'list', 'K5001')).toContain('\t账号已停用\t');
    expect(await cli('apikey', 'create', 'K5001')).toContain('该账号已停用');

    await t().database.db.update(users).set({ disabledAt: null }).where(eq(users.workId, 'K5001'));
    expect((await probe({ 'x-api-key': key })).statusCode).toBe(200);
  });

  it('an unknown subcommand lists the usage', async () => {
    await expect(cli('apikey', 'delete', 'x')).rejects.toThrow(
      /未知的子命令 "apikey delete"[\s\S]*apikey create/,
    );
  });
});
