import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../src/cli/backup-commands.js';
import { openDatabase } from '../src/db/database.js';
import { testPgliteSeed } from './helpers/database-seeds.js';
import { createUser, findUser } from './helpers/test-app.js';

/** `npm run cli -- backup create|restore <file>` on the embedded database (issue 20). */
describe('backup and restore of the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-backup-'));
  const dataDir = path.join(root, 'data');
  const config = { databaseUrl: undefined, dataDir };
  const dbDir = path.join(dataDir, 'db');
  const backup = path.join(root, 'backup.tar.gz');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Opens the on-disk database, runs `work` on it, closes it. */
  const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) => {
    // The first open starts from the tests' migrated seed (no initdb); later ones open what is there.
    const seed = fs.existsSync(dbDir) ? undefined : testPgliteSeed();
    const database = await openDatabase({ pgliteDir: dbDir, pgliteSeed: seed });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  it('refuses without a database, and on PostgreSQL points to pg_dump', async () => {
    await expect(runBackupCommand(config, 'create', [backup])).rejects.toThrow('下没有内嵌数据库');
    await expect(
      runBackupCommand({ ...config, databaseUrl: 'postgres://x@127.0.0.1/db' }, 'create', [backup]),
    ).rejects.toThrow('pg_dump');
    await expect(runBackupCommand(config, 'copy', [backup])).rejects.toThrow('backup create');
  });

  it('backs up to one file, and restoring it brings back that state, keeping the replaced one aside', async () => {
    await withDatabase((database) => createUser(database, { workId: 'BEFORE1' }));
    // Not while a server (another live process: here the test runner's parent) holds the database.
    const pidFile = path.join(dbDir, 'broker-assistant.pid');
    fs.writeFileSync(pidFile, String(process.ppid));
    await expect(runBackupCommand(config, 'create', [backup])).rejects.toThrow(
      `正被进程 ${process.ppid} 使用`,
    );
    await expect(runBackupCommand(config, 'restore', [backup])).rejects.toThrow('找不到备份文件');
    fs.rmSync(pidFile);
    expect(await runBackupCommand(config, 'create', [backup])).toMatch(
      /^已备份到 .*backup\.tar\.gz（[\d.]+ MB）$/,
    );
    expect(fs.statSync(backup).size).toBeGreaterThan(0);
    await expect(runBackupCommand(config, 'create', [backup])).rejects.toThrow('已存在');

    await withDatabase((database) => createUser(database, { workId: 'AFTER01' }));
    fs.writeFileSync(pidFile, String(process.ppid));
    await expect(runBackupCommand(config, 'restore', [backup])).rejects.toThrow('正被进程');
    expect(fs.readdirSync(dataDir)).toEqual(['db']);
    fs.rmSync(pidFile);
    const out = await runBackupCommand(config, 'restore', [backup]);
    expect(out).toMatch(/原数据库保留在 .*db\.before-restore-/);
    await withDatabase(async (database) => {
      expect(await findUser(database, 'BEFORE1')).toBeDefined();
      expect(await findUser(database, 'AFTER01')).toBeUndefined();
    });
    const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, aside[0] ?? '', 'broker-assistant.pid'))).toBe(false);
  }, 120_000);

  it('a file that is not a backup changes nothing', async () => {
    const bad = path.join(root, 'not-a-backup.tar.gz');
    fs.writeFileSync(bad, 'hello');
    await expect(runBackupCommand(config, 'restore', [bad])).rejects.toThrow('不是可用的备份');
    await withDatabase(async (database) => expect(await findUser(database, 'BEFORE1')).toBeDefined());
    await expect(runBackupCommand(config, 'restore', [path.join(root, 'missing.tar.gz')])).rejects.toThrow(
      '找不到备份文件',
    );
  }, 120_000);
});
