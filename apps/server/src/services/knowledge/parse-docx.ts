import mammoth from 'mammoth';
import { paragraphsOf, type ParsedParagraph } from './paragraphs.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    })
    .trim();

const BLOCK = /<(h[1-6]|p|li|td|th)\b[^>]*>([\s\S]*?)<\/\1>/g;

/**
 * DOCX through mammoth's HTML (not its raw text) so Word headings ("标题 1" … styles) become the
 * paragraphs' titles; each Word paragraph, list item or table cell is one paragraph.
 */
export async function parseDocx(data: Uint8Array, fallbackTitle: string): Promise<ParsedParagraph[]> {
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(data) });
  const out: ParsedParagraph[] = [];
  let title = fallbackTitle;
  for (const match of html.matchAll(BLOCK)) {
    const tag = match[1] ?? 'p';
    const text = decode(match[2] ?? '');
    if (!text) continue;
    if (tag.startsWith('h')) title = text;
    else out.push(...paragraphsOf(title, [text]));
  }
  return out;
}
