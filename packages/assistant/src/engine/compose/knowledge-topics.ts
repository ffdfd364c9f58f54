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

/**
 * The term a definition question asks about ('什么是保单周年日', '续期是什么意思', '重疾险的轻症豁免是什么'
 * → 轻症豁免): a kind of cover before it is where the term is used, not part of it.
 */
const DEFINITION_SHAPES: readonly RegExp[] = [
  /^(?:请问)?(?:什么是|什么叫做?|啥是|啥叫|何为)([^，。？?！!、\s]{2,12}?)(?:啊|呢|呀)?[？?。!！]*$/,
  /^(?:请问)?([^，。？?！!、\s]{2,12}?)(?:是什么意思|是啥意思|什么意思|啥意思|指的是什么|指什么|是什么|是啥)(?:啊|呢|呀)?[？?。!！]*$/,
];
const TYPE_BEFORE = /^.{1,8}?(?:险|保险)(?:的|里的|中的)/;
export function definedTerm(question: string): string | undefined {
  for (const shape of DEFINITION_SHAPES) {
    const term = shape.exec(question.trim())?.[1]?.replace(TYPE_BEFORE, '');
    if (term && term.length >= 2) return term;
  }
  return undefined;
}

/**
 * For a definition question: the entries naming the term in their own question or keywords first; and
 * whether any entry found says the term at all (when none does, the knowledge base does not define it,
 * and the nearest entry must not answer as if it did).
 */
/** Dashes and tildes written every which way ('1–6类', '1-6类', '1~6类') compare as one. */
const sameDashes = (text: string) => text.replace(/[–—－~～]/g, '-');

export function definingFirst(hits: MatchHit[], asked: string): { hits: MatchHit[]; said: boolean } {
  const term = sameDashes(asked);
  const names = (h: MatchHit) =>
    sameDashes(`${h.doc.title}${(h.doc.keywords ?? []).join(' ')}`).includes(term);
  // Said as a definition ('免赔额是…', '既往症一般指…'), not only used ('保单周年日前申请…').
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const defines = new RegExp(`${escaped}[^，。；]{0,4}?(?:是|指|即|也叫|又称|，就是)`);
  return {
    hits: [...hits.filter(names), ...hits.filter((h) => !names(h))],
    said: hits.some((h) => names(h) || defines.test(sameDashes(h.doc.text))),
  };
}
