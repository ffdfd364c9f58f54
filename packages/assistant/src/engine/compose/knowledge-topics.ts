import { topicsNotIn } from '../../knowledge/insurance-topics.js';
import type { KnowledgeDoc, MatchHit } from '../../knowledge/index.js';
import type { KnowledgeBase } from '../types.js';

/** What passages say, title and keywords included: where a question's topics are looked for. */
export const docTexts = (docs: readonly KnowledgeDoc[]) =>
  docs.map((d) => `${d.title}\n${(d.keywords ?? []).join(' ')}\n${d.text}`);

/**
 * The entries that mention every subject of the question's topics ahead of those that do not: '在香港住院
 * 能报吗' is answered by the entry that says 港澳台, not by a better-worded one about 百万医疗 alone.
 */
export function speakingOfTopicsFirst(hits: MatchHit[], question: string): MatchHit[] {
  const covers = (h: MatchHit) => topicsNotIn(question, docTexts([h.doc])).length === 0;
  return [...hits.filter(covers), ...hits.filter((h) => !covers(h))];
}

/** Whether some FAQ entry of the knowledge base uses a word (topic words only; cached per base). */
const topicWordsSeen = new WeakMap<KnowledgeBase, Map<string, boolean>>();
export function topicWordIn(kb: KnowledgeBase): (word: string) => boolean {
  let seen = topicWordsSeen.get(kb);
  if (!seen) topicWordsSeen.set(kb, (seen = new Map()));
  const cache = seen;
  return (word) => {
    let has = cache.get(word);
    if (has === undefined) {
      has = kb.index.docs.some((d) => d.kind === 'faq' && `${d.title}${d.text}`.includes(word));
      cache.set(word, has);
    }
    return has;
  };
}
