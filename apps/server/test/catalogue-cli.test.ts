import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CliError, parseCommandLine } from '../src/cli/args.js';
import { runCatalogueCommand } from '../src/cli/catalogue-commands.js';
import { CatalogueImportError } from '../src/services/catalogue/problems.js';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, sharedTestApp, startTestApp } from './helpers/test-app.js';

// The operator commands against the embedded database, and the first-start load.
const [pglite] = testBackends().filter((b) => b.name === 'pglite');
if (!pglite) throw new Error('no PGlite backend');
const temp = tempFolder();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm run cli -- catalogue …', () => {
  const t = sharedTestApp(pglite);
  const cli = (...argv: string[]) => {
    const { area, action, positional, flags } = parseCommandLine(argv);
    expect(area).toBe('catalogue');
    return runCatalogueCommand(t().database.db, action, positional, flags);
  };

  it('import reports what it created, then that nothing changed', async () => {
    const file = writeFixtureJson(temp());
    expect(await cli('catalogue', 'import', file)).toBe(
      '导入完成。\n保险公司：新增 2，更新 0，未变 0\n产品：新增 5，更新 0，未变 0\n常见问题：新增 2，更新 0，未变 0',
    );
    expect(await cli('catalogue', 'import', file)).toContain('产品：新增 0，更新 0，未变 5');
    expect(await cli('catalogue', 'stats')).toBe('保险公司 2 家；产品 5 个（在售 4 个）；常见问题 2 条');
  });

  it('export writes the format the name or --format asks for', async () => {
    const dir = temp();
    expect(await cli('catalogue', 'export', path.join(dir, 'a.xlsx'))).toBe(
      `已导出 1 个文件：\n${path.join(dir, 'a.xlsx')}`,
    );
    await cli('catalogue', 'export', path.join(dir, 'b.data'), '--format', 'json');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'b.data'), 'utf8')).products).toHaveLength(5);
    expect(await cli('catalogue', 'export', path.join(dir, 'tables'))).toContain('已导出 10 个文件');
    expect(fs.readdirSync(path.join(dir, 'tables'))).toContain('rates.csv');
  });

  it('wrong use is a CliError with the fix; a wrong file is an import error', async () => {
    await expect(cli('catalogue', 'import')).rejects.toThrow(CliError);
    await expect(cli('catalogue', 'export')).rejects.toThrow('缺少导出文件名');
    await expect(cli('catalogue', 'export', 'out.txt')).rejects.toThrow('无法从文件名 out.txt 判断格式');
    await expect(cli('catalogue', 'export', 'out', '--format', 'pdf')).rejects.toThrow('不支持的格式 "pdf"');
    await expect(cli('catalogue', 'remove')).rejects.toThrow('未知的子命令 "catalogue remove"');
    await expect(cli('catalogue', 'import', path.join(temp(), 'none.json'))).rejects.toThrow(
      CatalogueImportError,
    );
  });
});

describe('the catalogue on first start', () => {
  it('is loaded into an empty database, and not again once there are products', async () => {
    const dir = temp();
    writeFixtureJson(dir);
    const first = await startTestApp(pglite, { CATALOGUE_DIR: dir });
    try {
      const token = await first.login();
      const list = () =>
        first.app.inject({ method: 'GET', url: '/v1/products?onSale=不限', headers: authHeader(token) });
      expect((await list()).json<{ totalNum: number }>().totalNum).toBe(5);
      // A second start on the same database with another catalogue leaves the loaded one alone.
      const other = temp();
      writeFixtureJson(other, { companies: [], products: [], faq: [] });
      const again = await startTestApp(pglite, { CATALOGUE_DIR: other }, { database: first.database });
      await again.close();
      expect((await list()).json<{ totalNum: number }>().totalNum).toBe(5);
    } finally {
      await first.close();
    }
  });
});

describe('the catalogue CLI as a process', () => {
  it('a refused import prints the problems and exits with 65', () => {
    const dataDir = temp();
    const file = path.join(temp(), 'broken.json');
    fs.writeFileSync(file, '[{"code": "X"}]');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/index.ts', 'catalogue', 'import', file],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: root },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(65);
    expect(run.stderr).toContain('错误：导入失败，共');
    expect(run.stderr).toContain('[0].code：产品代码须为3-40位大写字母、数字或短横线');
  });
});
