import { catalogueRepository } from '../db/catalogue-repository.js';
import type { Db } from '../db/database.js';
import type { ImportCounts, ImportReport } from '../services/catalogue/document.js';
import {
  EXPORT_FORMATS,
  exportCatalogue,
  formatOfPath,
  type ExportFormat,
} from '../services/catalogue/export-catalogue.js';
import { importCatalogue } from '../services/catalogue/import-catalogue.js';
import { CliError, type Flags } from './args.js';

export const CATALOGUE_USAGE = `catalogue import <文件或目录>…                              导入产品目录（.json、.xlsx、.csv；出错时不写入任何数据）
catalogue export <文件> [--format json|xlsx|csv]           导出产品目录（csv：写入一个目录，每张表一个文件）
catalogue stats                                            公司、产品和常见问题的数量`;

const counts = (label: string, c: ImportCounts) =>
  `${label}：新增 ${c.created}，更新 ${c.updated}，未变 ${c.unchanged}`;

function describeReport(report: ImportReport): string {
  return [
    counts('保险公司', report.companies),
    counts('产品', report.products),
    counts('常见问题', report.faq),
  ].join('\n');
}

function exportFormat(target: string, flag: string | undefined): ExportFormat {
  if (flag !== undefined) {
    if (!(EXPORT_FORMATS as readonly string[]).includes(flag)) {
      throw new CliError(`不支持的格式 "${flag}"（可用：${EXPORT_FORMATS.join('、')}）`);
    }
    return flag as ExportFormat;
  }
  const format = formatOfPath(target);
  if (!format) throw new CliError(`无法从文件名 ${target} 判断格式，请加 --format json|xlsx|csv`);
  return format;
}

export async function runCatalogueCommand(
  db: Db,
  action: string | undefined,
  positional: string[],
  flags: Flags,
): Promise<string> {
  switch (action) {
    case 'import': {
      if (positional.length === 0)
        throw new CliError('缺少要导入的文件，例如：catalogue import catalogue.xlsx');
      return `导入完成。\n${describeReport(await importCatalogue(db, positional))}`;
    }
    case 'export': {
      const [target] = positional;
      if (!target) throw new CliError('缺少导出文件名，例如：catalogue export catalogue.xlsx');
      const files = await exportCatalogue(db, exportFormat(target, flags.format), target);
      return `已导出 ${files.length} 个文件：\n${files.join('\n')}`;
    }
    case 'stats': {
      const n = await catalogueRepository(db).counts();
      return `保险公司 ${n.companies} 家；产品 ${n.products} 个（在售 ${n.onSale} 个）；常见问题 ${n.faq} 条`;
    }
    default:
      throw new CliError(`未知的子命令 "catalogue ${action ?? ''}"。可用：\n${CATALOGUE_USAGE}`);
  }
}
