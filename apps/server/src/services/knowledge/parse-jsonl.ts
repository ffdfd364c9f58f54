import { KbImportError } from './errors.js';
import { splitLong, type ParsedParagraph } from './paragraphs.js';

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/**
 * JSONL, one paragraph per line: `{"id"?, "title"? | "contract"?, "text", "source"?}` — how operators
 * bring paragraphs exported from another system. `title` (or `contract`, or `source`) becomes the
 * paragraph's heading; `id` names it (unique within the file). A long `text` is split like any other
 * paragraph, its pieces numbered `id`, `id~2`, …. Blank lines are skipped; any bad line fails the file.
 */
export function parseJsonl(content: string, file: string, fallbackTitle: string): ParsedParagraph[] {
  const out: ParsedParagraph[] = [];
  const seen = new Set<string>();
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${file} 第 ${i + 1} 行`;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new KbImportError(`${where}：不是合法的 JSON`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new KbImportError(`${where}：每行须是一个 JSON 对象，例如 {"title": "…", "text": "…"}`);
    }
    const fields = record as Record<string, unknown>;
    const text = str(fields.text);
    if (!text) throw new KbImportError(`${where}：缺少 "text"（段落正文）或其值为空`);
    const id = str(fields.id);
    if (id !== undefined) {
      if (seen.has(id)) throw new KbImportError(`${where}：id "${id}" 与前面的行重复`);
      seen.add(id);
    }
    const title = str(fields.title) ?? str(fields.contract) ?? str(fields.source) ?? fallbackTitle;
    splitLong(text).forEach((piece, p) => {
      const pieceId = id === undefined ? undefined : p === 0 ? id : `${id}~${p + 1}`;
      const paragraph: ParsedParagraph = { title, text: piece };
      if (pieceId !== undefined) paragraph.id = pieceId;
      if (p > 0) paragraph.piece = p + 1;
      out.push(paragraph);
    });
  });
  return out;
}
