/** A paragraph as read from a document, before it is stored: the heading it sits under and its text. */
export interface ParsedParagraph {
  title: string;
  text: string;
  /** A record id given by the source (JSONL `id`); otherwise the position names the paragraph. */
  id?: string;
  /** 2, 3, … for the later pieces of a paragraph that was split (see splitLong); absent otherwise. */
  piece?: number;
}

/**
 * Paragraphs longer than this are split at sentence boundaries: a retrieved passage must fit an answer
 * card and a model prompt. The pieces are stored with ids `<n>`, `<n>~2`, … and the index still scores
 * them as the whole paragraph too (KnowledgeDoc.group), so a split costs no recall.
 */
export const MAX_PARAGRAPH_CHARS = 600;

const SENTENCE_END = /[^。！？；!?;\n]+[。！？；!?;]*[”’」』）)]*|\n/gu;
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Splits a long paragraph into pieces of at most `max` characters, at sentence ends where possible. */
export function splitLong(text: string, max = MAX_PARAGRAPH_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let current = '';
  for (const match of text.matchAll(SENTENCE_END)) {
    let sentence = match[0];
    // A single sentence over the limit (a long list without full stops) is cut hard.
    while (sentence.length > max) {
      if (current) pieces.push(current);
      current = '';
      pieces.push(sentence.slice(0, max));
      sentence = sentence.slice(max);
    }
    if (current.length + sentence.length > max) {
      pieces.push(current);
      current = '';
    }
    current += sentence;
  }
  if (current) pieces.push(current);
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/**
 * Joins wrapped lines of one paragraph. Chinese is written without spaces, so a line break between two
 * CJK characters is simply removed; between Latin words it becomes a space.
 */
export function joinLines(lines: readonly string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const last = out.at(-1);
    const needsSpace = out !== '' && !(last && CJK.test(last)) && !CJK.test(line[0] ?? '');
    out += needsSpace ? ` ${line}` : line;
  }
  return out;
}

/** Blocks separated by blank lines, each with its lines joined. */
export function blocks(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => joinLines(block.split('\n')))
    .filter(Boolean);
}

/** Adds `title` to each piece of each text, splitting long ones (later pieces are numbered). */
export function paragraphsOf(title: string, texts: readonly string[]): ParsedParagraph[] {
  return texts.flatMap((text) =>
    splitLong(text).map((piece, p) =>
      p === 0 ? { title, text: piece } : { title, text: piece, piece: p + 1 },
    ),
  );
}

/**
 * Plain text: paragraphs are separated by blank lines. A file without any blank line is taken as one
 * paragraph per line, the way exported Chinese documents usually come.
 */
export function parsePlainText(text: string, title: string): ParsedParagraph[] {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  if (!/\n\s*\n/.test(normalized)) {
    return paragraphsOf(
      title,
      normalized
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    );
  }
  return paragraphsOf(title, blocks(normalized));
}

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Markdown: each heading titles the paragraphs below it (blank-line separated) up to the next heading. */
export function parseMarkdown(text: string, fallbackTitle: string): ParsedParagraph[] {
  const out: ParsedParagraph[] = [];
  let title = fallbackTitle;
  let lines: string[] = [];
  const flush = () => {
    out.push(...paragraphsOf(title, blocks(lines.join('\n')).map(stripMarkdown).filter(Boolean)));
    lines = [];
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      title = stripMarkdown(heading[2] ?? '') || fallbackTitle;
    } else lines.push(line);
  }
  flush();
  return out;
}

/** Emphasis, inline code, links and images keep their text; markup characters go. */
function stripMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/^>\s?/gm, '')
    .trim();
}
