import { extractText, getDocumentProxy } from 'unpdf';
import { joinLines, paragraphsOf, type ParsedParagraph } from './paragraphs.js';

/** A page number or running footer line ("- 3 -", "第 3 页 共 12 页", "3/12"). */
const PAGE_MARK = /^[-—\s]*(第\s*\d+\s*页(\s*[,，/]?\s*共\s*\d+\s*页)?|\d+\s*(\/\s*\d+)?)[-—\s]*$/;
/** A line that starts a new clause or list item: 第五条, 一、, （一）, 1. , 1.2 , ①. */
const STARTS_ITEM =
  /^(第[一二三四五六七八九十百零〇\d]+[条章节部分款]|[一二三四五六七八九十]+[、.．]|[（(][一二三四五六七八九十\d]+[)）]|\d+(\.\d+)*[、.．\s]|[①-⑳])/;
const ENDS_SENTENCE = /[。！？!?；;：:.]$/;

/**
 * PDF text comes as visual lines, wrapped at the page width. Lines are merged into paragraphs: a new
 * paragraph starts after a line that ends a sentence and is noticeably shorter than the page's usual
 * width, or at a line that opens a clause or list item; page numbers are dropped.
 */
export function paragraphsFromPdfPages(pages: readonly string[]): string[] {
  const paragraphs: string[] = [];
  for (const page of pages) {
    const lines = page
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== '' && !PAGE_MARK.test(l));
    const width = Math.max(0, ...lines.map((l) => l.length));
    let current: string[] = [];
    const flush = () => {
      const text = joinLines(current);
      if (text) paragraphs.push(text);
      current = [];
    };
    for (const line of lines) {
      if (current.length > 0 && STARTS_ITEM.test(line)) flush();
      current.push(line);
      if (ENDS_SENTENCE.test(line) && line.length < width * 0.9) flush();
    }
    flush();
  }
  return paragraphs;
}

/** Text pages of a PDF; throws when the file is not a PDF pdf.js can read. */
export async function readPdfPages(data: Uint8Array): Promise<string[]> {
  // pdf.js refuses a Node Buffer (a Uint8Array subclass) and may detach what it is given: pass a copy.
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

export async function parsePdf(data: Uint8Array, title: string): Promise<ParsedParagraph[]> {
  return paragraphsOf(title, paragraphsFromPdfPages(await readPdfPages(data)));
}
