import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's files: a second server or the CLI opening it at the same
 * time would corrupt it. A pid file makes the second one stop with a clear message instead.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'broker-assistant.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `内嵌数据库 ${dir} 正被进程 ${holder} 使用：请先停止该进程（服务器或另一个命令），或改用 PostgreSQL（DATABASE_URL）。`,
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`无法锁定内嵌数据库目录 ${dir}`);
}
