import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CliError, parseCommandLine } from '../src/cli/args.js';
import { runUserCommand } from '../src/cli/user-commands.js';
import { sessions } from '../src/db/schema.js';
import { testBackends } from './helpers/databases.js';
import { expectError, findUser, sharedTestApp } from './helpers/test-app.js';

// The operator CLI against the embedded database, checked through the app it administers.
const [pglite] = testBackends().filter((b) => b.name === 'pglite');
if (!pglite) throw new Error('no PGlite backend');

describe('npm run cli -- user …', () => {
  const t = sharedTestApp(pglite);
  /** Parses a command line the way the CLI does, then runs it. */
  const cli = (...argv: string[]) => {
    const { area, action, positional, flags } = parseCommandLine(argv);
    expect(area).toBe('user');
    return runUserCommand(t().database.db, action, positional, flags);
  };
  const tryLogin = (workId: string, password: string) =>
    t().app.inject({ method: 'POST', url: '/v1/login', payload: { workId, password } });
  const userinfo = (token: string) =>
    t().app.inject({ method: 'POST', url: '/v1/userinfo', headers: { authorization: token } });

  it('parses areas, actions, positionals and flags', () => {
    expect(
      parseCommandLine(['user', 'add', '--work-id', 'A1', '--name', '张三', '--password', 'pw']),
    ).toEqual({
      area: 'user',
      action: 'add',
      positional: [],
      flags: { 'work-id': 'A1', name: '张三', password: 'pw' },
      help: false,
    });
    expect(parseCommandLine(['user', 'disable', 'A1'])).toMatchObject({
      action: 'disable',
      positional: ['A1'],
    });
    expect(parseCommandLine(['-h']).help).toBe(true);
    expect(parseCommandLine([]).area).toBeUndefined();
  });

  it('an unknown option is a CliError naming it', () => {
    expect(() => parseCommandLine(['user', 'list', '--force'])).toThrow(CliError);
    expect(() => parseCommandLine(['user', 'list', '--force'])).toThrow('不认识的选项 --force');
    expect(() => parseCommandLine(['user', 'add', '--work-id'])).toThrow(CliError);
  });

  it('user add with a password creates an account that signs in', async () => {
    const out = await cli(
      'user',
      'add',
      '--work-id',
      'C1001',
      '--name',
      ' 张三 ',
      '--password',
      'zhangsan-123',
    );
    expect(out).toBe('已创建账号 C1001（张三）');
    expect(out).not.toContain('zhangsan-123');
    expect(await findUser(t().database, 'C1001')).toMatchObject({
      realName: '张三',
      origin: 'local',
      disabledAt: null,
    });
    expect((await tryLogin('C1001', 'zhangsan-123')).statusCode).toBe(200);
  });

  it('user add without a password prints a generated one that signs in', async () => {
    const out = await cli('user', 'add', '--work-id', 'C1002', '--name', '李四');
    const password = /初始密码：(\S+)$/.exec(out)?.[1] ?? '';
    expect(password).toMatch(/^[abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ2-9]{12}$/);
    expect((await tryLogin('C1002', password)).statusCode).toBe(200);
    const again = await cli('user', 'add', '--work-id', 'C1003', '--name', '王五');
    expect(/初始密码：(\S+)$/.exec(again)?.[1]).not.toBe(password);
  });

  it('refuses a duplicate work id, a bad work id, a missing name and a short password', async () => {
    await cli('user', 'add', '--work-id', 'C1004', '--name', '赵六', '--password', 'zhaoliu-123');
    await expect(cli('user', 'add', '--work-id', 'C1004', '--name', '别人')).rejects.toThrow(
      '工号 C1004 已存在',
    );
    await expect(cli('user', 'add', '--work-id', 'C1004', '--name', '别人')).rejects.toBeInstanceOf(CliError);
    await expect(cli('user', 'add', '--work-id', 'has space', '--name', '某人')).rejects.toThrow(
      /工号 "has space" 无效/,
    );
    await expect(cli('user', 'add', '--work-id', 'X'.repeat(65), '--name', '某人')).rejects.toThrow(CliError);
    await expect(cli('user', 'add', '--name', '某人')).rejects.toThrow('缺少参数 --work-id');
    await expect(cli('user', 'add', '--work-id', 'C1005')).rejects.toThrow('缺少参数 --name');
    await expect(cli('user', 'add', '--work-id', 'C1005', '--name', '   ')).rejects.toThrow(CliError);
    await expect(
      cli('user', 'add', '--work-id', 'C1005', '--name', '某人', '--password', 'short'),
    ).rejects.toThrow('密码至少需要 8 个字符');
    expect(await findUser(t().database, 'C1005')).toBeUndefined();
    // The first account is untouched.
    expect((await findUser(t().database, 'C1004'))?.realName).toBe('赵六');
  });

  it('refuses a password longer than sign-in accepts', async () => {
    await expect(
      cli('user', 'add', '--work-id', 'C1006', '--name', '长密码', '--password', 'p'.repeat(300)),
    ).rejects.toThrow(CliError);
  });

  it('user list shows every account with its state and origin, by work id', async () => {
    await cli('user', 'add', '--work-id', 'B0001', '--name', '列表', '--password', 'list-password');
    await cli('user', 'disable', 'B0001');
    const lines = (await cli('user', 'list')).split('\n');
    expect(lines).toContain('B0001\t列表\t已停用\t本地');
    expect(lines).toContain('DEMO001\t演示经纪人\t正常\t本地');
    const ids = lines.map((l) => l.split('\t')[0] ?? '');
    expect(ids).toEqual([...ids].sort());
  });

  it('user disable revokes every session and blocks sign-in; enable lets the agent back in', async () => {
    await cli('user', 'add', '--work-id', 'C2001', '--name', '停用', '--password', 'disable-pw-1');
    const tokens = [await t().login('C2001', 'disable-pw-1'), await t().login('C2001', 'disable-pw-1')];
    const demo = await t().login();

    expect(await cli('user', 'disable', 'C2001')).toContain('已停用账号 C2001');
    for (const token of tokens) expect([401, 403]).toContain((await userinfo(token)).statusCode);
    const user = await findUser(t().database, 'C2001');
    const rows = await t()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(2);
    expect(rows.every((s) => s.revokedAt !== null)).toBe(true);
    expectError(await tryLogin('C2001', 'disable-pw-1'), 403, '账号已停用，请联系管理员');
    expect((await userinfo(demo)).statusCode).toBe(200); // other agents are untouched

    expect(await cli('user', 'enable', 'C2001')).toBe('已启用账号 C2001');
    expect((await tryLogin('C2001', 'disable-pw-1')).statusCode).toBe(200);
    expectError(await userinfo(tokens[0] ?? ''), 401, '登录状态已过期，请重新登录'); // revoked stays revoked
  });

  it('user disable also takes --work-id, and names an unknown account', async () => {
    await cli('user', 'add', '--work-id', 'C2002', '--name', '旗标', '--password', 'flag-password');
    expect(await cli('user', 'disable', '--work-id', 'C2002')).toContain('C2002');
    expect((await findUser(t().database, 'C2002'))?.disabledAt).toBeInstanceOf(Date);
    await expect(cli('user', 'disable', 'NOBODY')).rejects.toThrow('工号 NOBODY 不存在');
    await expect(cli('user', 'enable')).rejects.toThrow('缺少参数 --work-id');
  });

  it('user reset-password revokes sessions; the new password works and the old one does not', async () => {
    await cli('user', 'add', '--work-id', 'C3001', '--name', '重设', '--password', 'old-password');
    const token = await t().login('C3001', 'old-password');

    const out = await cli('user', 'reset-password', 'C3001', '--password', 'new-password');
    expect(out).toContain('已重设 C3001 的密码');
    expect(out).not.toContain('new-password');
    expectError(await userinfo(token), 401, '登录状态已过期，请重新登录');
    expectError(await tryLogin('C3001', 'old-password'), 401, '工号或密码错误');
    expect((await tryLogin('C3001', 'new-password')).statusCode).toBe(200);

    const generated = /新密码：(\S+?)，/.exec(await cli('user', 'reset-password', 'C3001'))?.[1] ?? '';
    expect(generated).toHaveLength(12);
    expect((await tryLogin('C3001', generated)).statusCode).toBe(200);
    await expect(cli('user', 'reset-password', 'C3001', '--password', 'short')).rejects.toThrow(
      '密码至少需要 8 个字符',
    );
  });

  it('an unknown or missing subcommand is a CliError listing the usage', async () => {
    await expect(cli('user', 'delete', 'C1001')).rejects.toThrow(/未知的子命令 "user delete"[\s\S]*user add/);
    await expect(cli('user')).rejects.toThrow(CliError);
  });
});
