import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../src/cli/args.js';
import { runUnderwritingCommand } from '../src/cli/underwriting-commands.js';
import { DEFAULT_RULES_FILE } from '../src/services/underwriting/rules-file.js';

// `underwriting-rules check|import` (issue 15): an operator's table replaces the one in use only whole
// and complete. The table in use is a copy here (UNDERWRITING_RULES_FILE), never the shipped file.
describe('npm run cli -- underwriting-rules …', () => {
  const shipped = fs.readFileSync(DEFAULT_RULES_FILE, 'utf8');
  let dir = '';
  let inUse = '';
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-rules-'));
    inUse = write('rules.csv', shipped);
    process.env.UNDERWRITING_RULES_FILE = inUse;
  });
  afterEach(() => {
    delete process.env.UNDERWRITING_RULES_FILE;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('checks a table: the shipped one is complete', async () => {
    expect(await runUnderwritingCommand('check', [DEFAULT_RULES_FILE])).toMatch(/^规则表可用：\d+ 条规则/);
  });

  it('refuses a table with a bad line, or one that leaves combinations without a rule, naming them', async () => {
    const bad = write('bad.csv', `${shipped.trimEnd()}\n*,bmi,huge,loading,,,,\n`);
    await expect(runUnderwritingCommand('check', [bad])).rejects.toThrow(/规则表有误：.*bmi 没有分档 huge/);
    const lines = shipped.split('\n');
    const withoutBmi = write('no-bmi.csv', lines.filter((l) => !/^[^,]*,bmi,/.test(l)).join('\n'));
    await expect(runUnderwritingCommand('check', [withoutBmi])).rejects.toThrow(/缺少 \d+ 种组合.*bmi/);
    await expect(runUnderwritingCommand('check', [path.join(dir, 'none.csv')])).rejects.toThrow(CliError);
  });

  it('imports a valid table over the one in use, keeping the old as .bak; a bad one changes nothing', async () => {
    const edited = shipped.replace('1级高血压', '1级高血压（本公司口径）');
    expect(edited).not.toBe(shipped);
    const out = await runUnderwritingCommand('import', [write('edited.csv', edited)]);
    expect(out).toContain('重启服务器后生效');
    expect(fs.readFileSync(inUse, 'utf8')).toBe(edited);
    expect(fs.readFileSync(`${inUse}.bak`, 'utf8')).toBe(shipped);

    const incomplete = write('incomplete.csv', edited.split('\n').slice(0, 5).join('\n'));
    await expect(runUnderwritingCommand('import', [incomplete])).rejects.toThrow(/缺少/);
    await expect(
      runUnderwritingCommand('import', [write('bad.csv', `${edited.trimEnd()}\n*,bmi,huge,loading,,,,\n`)]),
    ).rejects.toThrow(/规则表有误/);
    expect(fs.readFileSync(inUse, 'utf8')).toBe(edited);
  });
});
