import fs from 'node:fs/promises';
import path from 'node:path';
import { KbImportError } from './errors.js';
import { parseMarkdown, parsePlainText, type ParsedParagraph } from './paragraphs.js';
import { parseDocx } from './parse-docx.js';
import { parseJsonl } from './parse-jsonl.js';
import { parsePdf } from './parse-pdf.js';

export const KB_EXTENSIONS = ['.md', '.markdown', '.txt', '.pdf', '.docx', '.jsonl'] as const;

/** One file's paragraphs, under the name it is stored and replaced by. */
export interface ParsedDocument {
  /** Path relative to the imported folder (with '/'), or the file name when a file was given. */
  source: string;
  paragraphs: ParsedParagraph[];
}

const supported = (file: string) =>
  (KB_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase());

/** Decodes UTF-8 strictly: a GBK file read as UTF-8 would import as mojibake without a word. */
function utf8(data: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    throw new KbImportError(`${file}：不是 UTF-8 编码的文本，请另存为 UTF-8 后再导入`);
  }
}

/** Parses one file by its extension; `file` is how messages name it. */
export async function parseDocument(data: Uint8Array, file: string): Promise<ParsedParagraph[]> {
  const ext = path.extname(file).toLowerCase();
  const title = path.basename(file, path.extname(file));
  switch (ext) {
    case '.md':
    case '.markdown':
      return parseMarkdown(utf8(data, file), title);
    case '.txt':
      return parsePlainText(utf8(data, file), title);
    case '.jsonl':
      return parseJsonl(utf8(data, file), file, title);
    case '.pdf':
      try {
        return await parsePdf(data, title);
      } catch (error) {
        throw new KbImportError(`${file}：无法读取 PDF（${(error as Error).message}）`);
      }
    case '.docx':
      try {
        return await parseDocx(data, title);
      } catch (error) {
        throw new KbImportError(`${file}：无法读取 Word 文档（${(error as Error).message}）`);
      }
    default:
      throw new KbImportError(
        `${file}：不支持的文件类型 "${ext || '无扩展名'}"（支持 ${KB_EXTENSIONS.join('、')}）`,
      );
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && supported(e.name) && !e.name.startsWith('.'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Reads and parses every given file, and every supported file under every given folder (recursively;
 * other files in a folder are skipped, a named file of another type is an error). Fails on the first bad
 * file before anything is written.
 */
export async function readDocuments(targets: readonly string[]): Promise<ParsedDocument[]> {
  const documents: ParsedDocument[] = [];
  for (const target of targets) {
    const stat = await fs.stat(target).catch(() => undefined);
    if (!stat) throw new KbImportError(`${target}：文件或目录不存在`);
    const files = stat.isDirectory() ? await filesUnder(target) : [target];
    if (stat.isDirectory() && files.length === 0) {
      throw new KbImportError(`${target}：目录中没有可导入的文件（支持 ${KB_EXTENSIONS.join('、')}）`);
    }
    for (const file of files) {
      const source = stat.isDirectory()
        ? path.relative(target, file).split(path.sep).join('/')
        : path.basename(file);
      const paragraphs = await parseDocument(await fs.readFile(file), file);
      if (paragraphs.length === 0) throw new KbImportError(`${file}：文件中没有任何文字段落`);
      documents.push({ source, paragraphs });
    }
  }
  const seen = new Set<string>();
  for (const doc of documents) {
    if (seen.has(doc.source)) throw new KbImportError(`两个文件都会存为 "${doc.source}"，请分开导入`);
    seen.add(doc.source);
  }
  return documents;
}
