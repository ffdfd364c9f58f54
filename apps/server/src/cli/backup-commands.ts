import fs from 'node:fs';
import path from 'node:path';
import { dumpPglite, openDatabase } from '../db/database.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { CliError } from './args.js';

export const BACKUP_USAGE = `内嵌数据库的备份与恢复（先停止服务器；PostgreSQL 请用 pg_dump，见 README）：
  backup create <文件.tar.gz>    把 DATA_DIR/db 备份为一个文件
  backup restore <文件.tar.gz>   用备份替换 DATA_DIR/db（原目录改名保留为 db.before-restore-<时间>）`;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `backup create|restore <file>` (issue 20): the embedded database as one file and back. The server
 * must be stopped (the folder's pid lock says so otherwise). Uploaded files under DATA_DIR/files are
 * ordinary files and are copied as such (README).
 */
export async function runBackupCommand(
  config: { databaseUrl: string | undefined; dataDir: string },
  action: string | undefined,
  positional: string[],
): Promise<string> {
  if (config.databaseUrl) {
    throw new CliError(
      '已配置 DATABASE_URL（PostgreSQL）：请用 pg_dump / pg_restore 备份与恢复，见 README。',
    );
  }
  const [file] = positional;
  if ((action !== 'create' && action !== 'restore') || !file || positional.length > 1) {
    throw new CliError(BACKUP_USAGE);
  }
  const dir = path.join(config.dataDir, 'db');
  const target = path.resolve(file);
  if (action === 'create') {
    if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
      throw new CliError(`${dir} 下没有内嵌数据库，无可备份。`);
    if (fs.existsSync(target)) throw new CliError(`${target} 已存在：请换一个文件名，备份不会覆盖已有文件。`);
    const dump = Buffer.from(await (await dumpPglite(dir)).arrayBuffer());
    // Written beside the target and renamed: a cut-off copy never carries the backup's name.
    const partial = `${target}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, target);
    return `已备份到 ${target}（${megabytes(dump.length)}）`;
  }

  if (!fs.existsSync(target)) throw new CliError(`找不到备份文件 ${target}`);
  const backup = new Blob([fs.readFileSync(target)]);
  let aside: string | undefined;
  if (fs.existsSync(dir)) {
    const unlock = lockDataDir(dir); // refuses while a server or another command uses it
    aside = path.join(config.dataDir, `db.before-restore-${stamp()}`);
    fs.renameSync(dir, aside);
    unlock();
    fs.rmSync(path.join(aside, 'broker-assistant.pid'), { force: true });
  }
  try {
    // Opened once from the backup: loaded, then brought up to this version's migrations.
    const database = await openDatabase({ pgliteDir: dir, pgliteSeed: backup });
    await database.close();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    if (aside) fs.renameSync(aside, dir);
    throw new CliError(
      `${target} 不是可用的备份（${error instanceof Error ? error.message : String(error)}），原数据库未改动。`,
    );
  }
  return aside ? `已从 ${target} 恢复；原数据库保留在 ${aside}（确认无误后可删除）` : `已从 ${target} 恢复`;
}
