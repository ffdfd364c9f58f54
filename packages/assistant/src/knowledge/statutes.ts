import { parseChineseNumber } from '../understand/chinese-number.js';

/**
 * The statutes the built-in engine answers rule questions from: the Insurance Law and the Supreme
 * People's Court's interpretations of it, one article a passage. The texts live in data/law/ (Markdown,
 * one article a paragraph, see data/law/SOURCES.md); `npx tsx packages/assistant/scripts/generate-statutes.ts` parses them into
 * statutes.json, which this package imports (no file reading at run time).
 */

export interface StatuteArticle {
  /** The article number (第十六条 → 16). */
  number: number;
  /** Chapter and section it stands in ('第二章 保险合同 · 第一节 一般规定'), '' when none. */
  chapter: string;
  /** The article's text without its '第十六条' label; paragraphs joined by newlines. */
  text: string;
}

export interface Statute {
  /** Stable id used in passage ids: 'insurance-law', 'interpretation-3'. */
  id: string;
  /** How it is cited in an answer: '保险法', '保险法司法解释（三）'. */
  short: string;
  /** Its full title. */
  name: string;
  /** The version in force that the text is (the date in the file name). */
  version: string;
  articles: StatuteArticle[];
}

/** A Chinese or Arabic article number ('一百三十一', '十六', '131') → number; undefined if not one. */
export function parseArticleNumber(text: string): number | undefined {
  if (!/^(?:\d{1,4}|[零〇一二两三四五六七八九十百]+)$/.test(text)) return undefined;
  return parseChineseNumber(text);
}

/** 16 → '十六', 131 → '一百三十一', 105 → '一百零五' (how the statutes number their articles). */
export function chineseArticleNumber(n: number): string {
  const names = '零一二三四五六七八九';
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  let out = '';
  if (hundreds > 0) out += `${names[hundreds]}百`;
  if (tens > 0) out += `${hundreds === 0 && tens === 1 ? '' : names[tens]}十`;
  else if (hundreds > 0 && ones > 0) out += '零';
  if (ones > 0) out += names[ones];
  return out || '零';
}

/** '第十六条' for 16. */
export const articleLabel = (n: number) => `第${chineseArticleNumber(n)}条`;

/** How a statute is cited with one of its articles: '《保险法》第十六条'. */
export const articleCitation = (statute: Pick<Statute, 'short'>, n: number) =>
  `《${statute.short}》${articleLabel(n)}`;

const ARTICLE_START = /^第([零〇一二三四五六七八九十百]+)条\s*(.*)$/;

/**
 * The articles of a statute in Markdown: everything after the `<!-- INFO END -->` marker, '## ' and
 * '### ' headings naming chapters and sections, each article starting a paragraph with its label
 * ('第十六条 …'); the paragraphs up to the next article or heading belong to it. A preamble before the
 * first article (the interpretations have one) is not an article and is left out.
 */
export function parseStatuteArticles(markdown: string): StatuteArticle[] {
  const body = markdown.split('<!-- INFO END -->').at(-1) ?? markdown;
  const articles: StatuteArticle[] = [];
  let chapter = '';
  let section = '';
  let current: { number: number; chapter: string; paragraphs: string[] } | undefined;
  const close = () => {
    if (current)
      articles.push({
        number: current.number,
        chapter: current.chapter,
        text: current.paragraphs.join('\n'),
      });
    current = undefined;
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('### ')) {
      close();
      section = line.slice(4).trim();
      continue;
    }
    if (line.startsWith('#')) {
      close();
      if (line.startsWith('## ')) chapter = line.slice(3).trim();
      section = '';
      continue;
    }
    const start = ARTICLE_START.exec(line);
    const number = start?.[1] ? parseArticleNumber(start[1]) : undefined;
    if (start && number !== undefined) {
      close();
      current = {
        number,
        chapter: [chapter, section].filter(Boolean).join(' · '),
        paragraphs: [start[2]?.trim() ?? ''],
      };
    } else if (current) current.paragraphs.push(line);
  }
  close();
  return articles;
}
