import ExcelJS from 'exceljs';
import type { Problems } from '../problems.js';
import type { Cell } from './cells.js';
import { TABLE_NAMES, TABLE_TITLES, type TableName } from './layout.js';
import type { RawTable } from './raw-table.js';
import type { WrittenTable } from './write-tables.js';

/** A sheet with this name explains the layout; import skips it. */
export const README_SHEET = '说明';

function toCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return toCell(value.result ?? null);
  return null;
}

function tableOfSheet(name: string): TableName | undefined {
  const trimmed = name.trim();
  return TABLE_NAMES.find((table) => table === trimmed.toLowerCase() || TABLE_TITLES[table] === trimmed);
}

/** Every sheet of the workbook as a table; sheets with names the layout does not know are reported. */
export async function readWorkbook(bytes: Buffer, problems: Problems, fileName: string): Promise<RawTable[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    problems.add(`文件 ${fileName}`, '不是有效的 Excel 工作簿（.xlsx）');
    return [];
  }
  const tables: RawTable[] = [];
  workbook.eachSheet((sheet) => {
    if (sheet.name.trim() === README_SHEET) return;
    const name = tableOfSheet(sheet.name);
    if (!name) {
      problems.add(
        `工作表 ${sheet.name}`,
        `不认识的工作表名（可用：${TABLE_NAMES.join('、')}，或 ${README_SHEET}）`,
      );
      return;
    }
    const width = sheet.getRow(1).cellCount;
    const read = (row: ExcelJS.Row) =>
      Array.from({ length: width }, (_, i) => toCell(row.getCell(i + 1).value));
    const headers = read(sheet.getRow(1)).map((cell) => (cell === null ? '' : String(cell)));
    const rows: RawTable['rows'] = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      if (line > 1) rows.push({ line, cells: read(row) });
    });
    tables.push({ name, source: `工作表 ${sheet.name}`, headers, rows });
  });
  return tables;
}

const README_LINES = [
  '展业助手产品目录（导入与导出格式见 docs/catalogue-import.md）',
  '每个工作表是一张表：第1行是列名，之后每行一条记录；列的顺序可以调整，列名不能改。',
  '列表用“；”分隔（产品亮点、责任免除每行一条），比例可写 0.35 或 35%，是否写“是/否”。',
  '导入按代码更新或新增，不删除；任何一处有错，整个文件都不会写入。',
];

export async function writeWorkbook(tables: WrittenTable[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  workbook.modified = new Date(0);
  const readme = workbook.addWorksheet(README_SHEET);
  README_LINES.forEach((line) => readme.addRow([line]));
  readme.getColumn(1).width = 100;
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.headers).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    table.headers.forEach((header, i) => {
      sheet.getColumn(i + 1).width = Math.min(40, Math.max(8, header.length * 2 + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
