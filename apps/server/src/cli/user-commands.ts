import { randomInt } from 'node:crypto';
import { MAX_PASSWORD_LENGTH, workIdSchema } from '@broker/contract';
import type { Db } from '../db/database.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { trackingRepository } from '../db/tracking-repository.js';
import { usersRepository, type UserRow } from '../db/users-repository.js';
import { MIN_PASSWORD_LENGTH, hashPassword } from '../services/auth/password.js';
import { CliError, type Flags, requireFlag } from './args.js';

function checkWorkId(value: string): string {
  const parsed = workIdSchema.safeParse(value);
  if (!parsed.success) throw new CliError(`工号 "${value}" 无效：${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

function checkPassword(value: string): string {
  if (value.length < MIN_PASSWORD_LENGTH) throw new CliError(`密码至少需要 ${MIN_PASSWORD_LENGTH} 个字符`);
  if (value.length > MAX_PASSWORD_LENGTH) throw new CliError(`密码不能超过 ${MAX_PASSWORD_LENGTH} 个字符`);
  return value;
}

/** A readable password without look-alike characters, for operators to hand over. */
function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

async function existing(db: Db, workId: string): Promise<UserRow> {
  const user = await usersRepository(db).findByWorkId(checkWorkId(workId));
  if (!user) throw new CliError(`工号 ${workId} 不存在（用 "user list" 查看所有账号）`);
  return user;
}

export const USER_USAGE = `user add --work-id <工号> --name <姓名> [--password <密码>]   新建账号（不给密码则生成一个）
user list                                                  列出所有账号
user disable <工号>                                        停用账号并使其所有登录失效
user enable <工号>                                         重新启用账号
user reset-password <工号> [--password <密码>]             重设密码并使其所有登录失效
user role <工号> [operator|agent]                          查看或设置角色（operator 可看数据看板）`;

export async function runUserCommand(db: Db, action: string | undefined, positional: string[], flags: Flags) {
  const users = usersRepository(db);
  const now = new Date();
  switch (action) {
    case 'add': {
      const workId = checkWorkId(requireFlag(flags, 'work-id'));
      const realName = requireFlag(flags, 'name').trim();
      if (!realName || realName.length > 64) throw new CliError('姓名不能为空，且不超过 64 个字符');
      const password = flags.password ? checkPassword(flags.password) : generatePassword();
      const created = await users.create({
        workId,
        realName,
        passwordHash: await hashPassword(password),
        origin: 'local',
      });
      if (!created) throw new CliError(`工号 ${workId} 已存在`);
      return `已创建账号 ${workId}（${realName}）${flags.password ? '' : `，初始密码：${password}`}`;
    }
    case 'list': {
      const rows = await users.list();
      if (rows.length === 0) return '还没有账号';
      return rows
        .map((u) =>
          [
            u.workId,
            u.realName,
            u.disabledAt ? '已停用' : '正常',
            u.origin === 'erp' ? '单点登录' : '本地',
          ].join('\t'),
        )
        .join('\n');
    }
    case 'disable': {
      const user = await existing(db, positional[0] ?? requireFlag(flags, 'work-id'));
      await users.update(user.id, { disabledAt: now });
      await sessionsRepository(db).revokeAllOf(user.id, now);
      return `已停用账号 ${user.workId}，其登录已全部失效`;
    }
    case 'enable': {
      const user = await existing(db, positional[0] ?? requireFlag(flags, 'work-id'));
      await users.update(user.id, { disabledAt: null });
      return `已启用账号 ${user.workId}`;
    }
    case 'reset-password': {
      const user = await existing(db, positional[0] ?? requireFlag(flags, 'work-id'));
      const password = flags.password ? checkPassword(flags.password) : generatePassword();
      await users.update(user.id, { passwordHash: await hashPassword(password) });
      await sessionsRepository(db).revokeAllOf(user.id, now);
      return `已重设 ${user.workId} 的密码${flags.password ? '' : `，新密码：${password}`}，其原有登录已全部失效`;
    }
    case 'role': {
      const user = await existing(db, positional[0] ?? requireFlag(flags, 'work-id'));
      const roles = trackingRepository(db);
      const wanted = positional[1];
      if (wanted === undefined)
        return `${user.workId}：${(await roles.isOperator(user.id)) ? '运营（operator）' : '经纪人（agent）'}`;
      if (wanted !== 'operator' && wanted !== 'agent')
        throw new CliError(`角色只能是 operator（运营，可看数据看板）或 agent（经纪人）`);
      await roles.setOperator(user.id, wanted === 'operator');
      return wanted === 'operator'
        ? `已将 ${user.workId} 设为运营，可在抽屉中打开数据看板`
        : `已将 ${user.workId} 设为经纪人，不再能查看数据看板`;
    }
    default:
      throw new CliError(`未知的子命令 "user ${action ?? ''}"。可用：\n${USER_USAGE}`);
  }
}
