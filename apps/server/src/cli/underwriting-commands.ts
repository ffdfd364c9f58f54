import { copyFile, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { parseUnderwritingRules, uncoveredRules, type UnderwritingRule } from '@broker/insurance';
import { rulesFile } from '../services/underwriting/rules-file.js';
import { CliError } from './args.js';

export const UNDERWRITING_USAGE = `underwriting-rules check <文件>                           检查核保规则表（CSV）：格式、取值，且每个险种×情况×分级都有规则
underwriting-rules import <文件>                          检查通过后替换正在使用的规则表（原表另存为 .bak），重启服务器后生效`;

/** The table in `file`, refused with its lines or with the combinations it leaves without a rule. */
async function checkedTable(file: string | undefined): Promise<{ csv: string; rules: UnderwritingRule[] }> {
  if (!file) throw new CliError('缺少规则表文件，例如：underwriting-rules check rules.csv');
  let csv: string;
  try {
    csv = await readFile(file, 'utf8');
  } catch {
    throw new CliError(`读取不到文件 ${file}`);
  }
  let rules: UnderwritingRule[];
  try {
    rules = parseUnderwritingRules(csv);
  } catch (error) {
    throw new CliError(`规则表有误：${(error as Error).message}`);
  }
  const missing = uncoveredRules(rules);
  if (missing.length > 0)
    throw new CliError(
      `规则表缺少 ${missing.length} 种组合的规则（险种 情况 分级），例如：${missing.slice(0, 8).join('；')}`,
    );
  return { csv, rules };
}

/**
 * The pre-underwriting rule table (issue 15): operators edit a copy and import it; nothing replaces the
 * table in use unless the whole file is valid and complete. The server reads the table once per
 * process, so an import takes effect at its next start.
 */
export async function runUnderwritingCommand(
  action: string | undefined,
  positional: string[],
): Promise<string> {
  switch (action) {
    case 'check': {
      const { rules } = await checkedTable(positional[0]);
      return `规则表可用：${rules.length} 条规则，覆盖全部险种、情况和分级`;
    }
    case 'import': {
      const { csv, rules } = await checkedTable(positional[0]);
      const target = rulesFile();
      const backup = `${target}.bak`;
      if (existsSync(target)) await copyFile(target, backup);
      // Written aside and renamed: a server starting meanwhile reads the old table or the new, whole.
      await writeFile(`${target}.tmp`, csv);
      await rename(`${target}.tmp`, target);
      return `已导入 ${rules.length} 条规则到 ${target}（原表另存为 ${backup}），重启服务器后生效`;
    }
    default:
      throw new CliError(`underwriting-rules 不支持 "${action ?? ''}"\n\n${UNDERWRITING_USAGE}`);
  }
}
