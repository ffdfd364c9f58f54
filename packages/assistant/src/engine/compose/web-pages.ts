import { matchPassages, type KnowledgeDoc } from '../../knowledge/index.js';
import type { KnowledgeBase } from '../types.js';

/** A question asking where to look something up ('去哪能查到', '官网是什么'). */
export const WHERE_TO_LOOK = /去哪|在哪|哪里|网站|官网|网址|网页|链接|怎么查|如何查|哪能查|查询|查到|查一下/;
const WHERE_WORDS = new RegExp(WHERE_TO_LOOK.source, 'g');
/** A page must cover this much of a question that does not ask where to look. */
const STRONG_COVERAGE = 0.6;

/**
 * The web page operators listed for agents that fits a question: when it asks where to look, the best
 * page that passes the search's floors; otherwise only a page that covers most of the question.
 */
export function webPageFor(kb: KnowledgeBase, question: string): KnowledgeDoc | undefined {
  if (!kb.webPages) return undefined;
  const asksWhere = WHERE_TO_LOOK.test(question);
  // The words asking where say nothing about what: searched without them ('保险法原文在哪里看').
  const what = question.replace(WHERE_WORDS, ' ');
  const [best] = matchPassages(kb.webPages, what, { kinds: ['web_page'], limit: 1 });
  if (!best) return undefined;
  return asksWhere || best.coverage >= STRONG_COVERAGE ? best.doc : undefined;
}

/** Markdown's own characters in an operator's title are escaped: a ']' or '(' would cut the link. */
const markdownText = (text: string) => text.replace(/[\\[\]()*_`<>]/g, (c) => `\\${c}`);
/** Brackets and spaces would end a markdown link's address early: written as %XX. */
const percentEncoded = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
/** How an answer points to a page: its title linked, and who publishes it. */
export const webPageLine = (page: KnowledgeDoc) =>
  `可以查看：[${markdownText(page.title)}](${(page.url ?? '').replace(/[()\s]/g, percentEncoded)})（${markdownText(page.source.split(' · ')[0] ?? '')}）`;
