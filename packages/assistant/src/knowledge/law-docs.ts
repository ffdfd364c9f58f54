import statutesJson from './statutes.json' with { type: 'json' };
import { articleCitation, articleLabel, parseArticleNumber, type Statute } from './statutes.js';
import { SOURCE_TYPE_BY_KIND, type KnowledgeDoc } from './types.js';

/** The Insurance Law and the four judicial interpretations (data/law/), parsed. */
export const STATUTES: readonly Statute[] = statutesJson as Statute[];

/** The passage id of an article: 'law:insurance-law#16'. */
export const articleDocId = (statute: Pick<Statute, 'id'>, n: number) => `law:${statute.id}#${n}`;

/** Every article of the statutes as a passage titled '《保险法》第十六条', cited with the full title. */
export function statuteDocs(statutes: readonly Statute[] = STATUTES): KnowledgeDoc[] {
  return statutes.flatMap((statute) =>
    statute.articles.map((article) => ({
      id: articleDocId(statute, article.number),
      kind: 'law' as const,
      sourceType: SOURCE_TYPE_BY_KIND.law,
      title: articleCitation(statute, article.number),
      text: article.text,
      // The chapter's words ('人身保险合同', '保险业务规则') help a question find its article.
      keywords: article.chapter ? [article.chapter] : [],
      source: `《${statute.name}》（${statute.version}）${articleLabel(article.number)}`,
    })),
  );
}

/** An article a text refers to; `exists` is false when the statute has no article of that number. */
export interface ArticleRef {
  statute: Statute;
  number: number;
  exists: boolean;
}

const NUMBER = '[零〇一二两三四五六七八九十百\\d]{1,6}';
const INTERPRETATION_NUMBER: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
};
/**
 * A statute named in a text, then its article numbers: '《保险法》第十六条', '保险法第16条', '保险法16条',
 * '司法解释三第十一条', '《保险法司法解释（三）》第十一条', '解释（三）第5条', '保险法第十六条、第四十四条'.
 */
const REFERENCE = new RegExp(
  `(?:(?:保险法)?(?:司法)?解释\\s*[（(]?\\s*([一二三四1-4])\\s*[)）]?|(?:中华人民共和国)?(?<!社会)保险法)》?\\s*((?:(?:第\\s*)?${NUMBER}\\s*条(?:\\s*第[^条]{1,6}款)?[、，,和及与\\s]*)+)`,
  'g',
);
const ARTICLE = new RegExp(`(?:第\\s*)?(${NUMBER})\\s*条`, 'g');

/**
 * The statute articles a text names, in order of mention, each once. An interpretation without its
 * number ('司法解释第三条') names none: which of the four is meant cannot be told.
 */
export function articleRefs(text: string, statutes: readonly Statute[] = STATUTES): ArticleRef[] {
  const refs: ArticleRef[] = [];
  const seen = new Set<string>();
  const normalized = text.normalize('NFKC');
  for (const match of normalized.matchAll(REFERENCE)) {
    const which = match[1];
    const statute = which
      ? statutes.find((s) => s.id === `interpretation-${INTERPRETATION_NUMBER[which]}`)
      : statutes.find((s) => s.id === 'insurance-law');
    if (!statute) continue;
    for (const article of (match[2] ?? '').matchAll(ARTICLE)) {
      const number = parseArticleNumber(article[1] ?? '');
      if (number === undefined || number <= 0) continue;
      const key = `${statute.id}#${number}`;
      if (seen.has(key)) continue;
      seen.add(key);
      refs.push({ statute, number, exists: statute.articles.some((a) => a.number === number) });
    }
  }
  return refs;
}

/** An article named without its statute ('第三十八条规定了啥'), in a question that speaks of the law. */
const BARE_ARTICLE = new RegExp(`(?<![法释》款\\d])第\\s*(${NUMBER})\\s*条`, 'g');
const LAW_WORDS = /规定|法条|法律|法规|法里|条文/;

/**
 * The articles a question names. A question may leave out the statute when it speaks of the law
 * ('第三十八条规定了啥'): the Insurance Law is meant (the assistant's law is insurance law). Another
 * document's article ('《保险销售行为管理办法》第十条') is not read as the Insurance Law's.
 */
export function questionArticleRefs(text: string, statutes: readonly Statute[] = STATUTES): ArticleRef[] {
  const named = articleRefs(text, statutes);
  if (named.length > 0 || /《/.test(text) || !LAW_WORDS.test(text)) return named;
  const law = statutes.find((s) => s.id === 'insurance-law');
  if (!law) return [];
  const numbers = [...text.normalize('NFKC').matchAll(BARE_ARTICLE)].map((m) =>
    parseArticleNumber(m[1] ?? ''),
  );
  return [...new Set(numbers)]
    .filter((n): n is number => n !== undefined && n > 0)
    .map((number) => ({ statute: law, number, exists: law.articles.some((a) => a.number === number) }));
}
