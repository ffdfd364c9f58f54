import { workIdSchema } from '@broker/contract';
import type { Db } from '../db/database.js';
import { apiKeysRepository } from '../db/api-keys-repository.js';
import { usersRepository, type UserRow } from '../db/users-repository.js';
import { apiKeyPrefix, looksLikeApiKey, newApiKey } from '../services/api-keys/keys.js';
import { hashToken } from '../services/auth/tokens.js';
import { CliError, type Flags } from './args.js';

const MAX_NAME_LENGTH = 64;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const APIKEY_USAGE = `apikey create <工号> [--name <名称>]                        为账号新建开放接口密钥（只显示这一次）
apikey list [工号]                                         列出密钥（前缀、名称、账号、创建与最近使用时间、状态）
apikey revoke <前缀|id>                                    停用密钥，立即生效`;

async function owner(db: Db, workId: string | undefined): Promise<UserRow> {
  if (!workId) throw new CliError('缺少参数 <工号>');
  const parsed = workIdSchema.safeParse(workId);
  const user = parsed.success ? await usersRepository(db).findByWorkId(parsed.data) : undefined;
  if (!user) throw new CliError(`工号 ${workId} 不存在（用 "user list" 查看所有账号）`);
  return user;
}

/** UTC to the second: unambiguous whatever the operator's time zone. */
const time = (d: Date | null) => (d ? `${d.toISOString().slice(0, 19).replace('T', ' ')}Z` : '从未使用');

export async function runApiKeyCommand(
  db: Db,
  action: string | undefined,
  positional: string[],
  flags: Flags,
) {
  const keys = apiKeysRepository(db);
  switch (action) {
    case 'create': {
      const user = await owner(db, positional[0] ?? flags['work-id']);
      const name = (flags.name ?? '未命名').trim();
      if (!name || name.length > MAX_NAME_LENGTH) {
        throw new CliError(`名称不能为空，且不超过 ${MAX_NAME_LENGTH} 个字符`);
      }
      const key = newApiKey();
      await keys.create({ userId: user.id, name, keyHash: hashToken(key), prefix: apiKeyPrefix(key) });
      const warning = user.disabledAt ? '\n注意：该账号已停用，启用前此密钥无法使用。' : '';
      return `已为 ${user.workId}（${user.realName}）创建密钥「${name}」：\n${key}\n请立即妥善保存：密钥只显示这一次，服务器只保存其摘要。${warning}`;
    }
    case 'list': {
      const user = positional[0] ? await owner(db, positional[0]) : undefined;
      const rows = await keys.list(user?.id);
      if (rows.length === 0) return user ? `${user.workId} 还没有密钥` : '还没有密钥';
      return rows
        .map((k) =>
          [
            k.prefix,
            k.name,
            `${k.workId}（${k.realName}）`,
            time(k.createdAt),
            time(k.lastUsedAt),
            k.revokedAt ? '已停用' : k.ownerDisabled ? '账号已停用' : '有效',
            k.id,
          ].join('\t'),
        )
        .join('\n');
    }
    case 'revoke': {
      const value = positional[0]?.trim();
      if (!value) throw new CliError('缺少参数 <前缀|id>（用 "apikey list" 查看）');
      // An operator may paste the whole key: it is matched by its hash, never stored or printed.
      const found = await keys.findForRevoke(
        UUID.test(value)
          ? { id: value.toLowerCase() }
          : looksLikeApiKey(value)
            ? { keyHash: hashToken(value) }
            : { prefix: value },
      );
      if (found.length === 0) throw new CliError(`没有与 "${value}" 对应的密钥（用 "apikey list" 查看）`);
      if (found.length > 1) {
        throw new CliError(
          `前缀 ${value} 对应 ${found.length} 个密钥，请改用 id：\n${found.map((k) => k.id).join('\n')}`,
        );
      }
      const [key] = found as [(typeof found)[number]];
      if (key.revokedAt) return `密钥 ${key.prefix}（${key.name}）早已停用`;
      await keys.revoke(key.id, new Date());
      return `已停用密钥 ${key.prefix}（${key.name}），使用它的请求将立即被拒绝`;
    }
    default:
      throw new CliError(`未知的子命令 "apikey ${action ?? ''}"。可用：\n${APIKEY_USAGE}`);
  }
}
