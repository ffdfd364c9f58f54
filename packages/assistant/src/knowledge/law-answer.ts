import type { MatchHit } from './faq-match.js';
import type { ArticleRef } from './law-docs.js';
import { articleCitation, articleLabel } from './statutes.js';
import type { KnowledgeDoc } from './types.js';

/**
 * The text of an answer to a question naming statute articles: each article found, under its citation
 * and chapter; each that does not exist said plainly, with how many articles the statute has — never
 * another article in its place.
 */
export function lawAnswer(refs: readonly ArticleRef[], found: readonly KnowledgeDoc[]): string[] {
  const lines: string[] = [];
  for (const ref of refs) {
    const citation = articleCitation(ref.statute, ref.number);
    if (!ref.exists) {
      const last = ref.statute.articles.at(-1)?.number ?? 0;
      lines.push(
        `《${ref.statute.short}》没有${articleLabel(ref.number)}：它共${last}条（${articleLabel(1)}至${articleLabel(last)}），请核对条文序号。`,
      );
      continue;
    }
    const doc = found.find((d) => d.title === citation);
    if (!doc) continue;
    const chapter = doc.keywords?.[0];
    if (lines.length > 0) lines.push('');
    lines.push(`${citation}${chapter ? `（${chapter}）` : ''}规定：`, ...doc.text.split('\n'));
  }
  return lines;
}

/**
 * A short verdict opening an FAQ answer ('不能。', '可以，', '正常。'): right for the entry's own
 * question, possibly wrong for another one that only resembles it.
 */
const VERDICT =
  /^(?:一般)?(?:不能|能|可以|不可以|不行|需要|不需要|要|不要|不用|正常|会|不会|是的|不是|有|没有|不一定|不确定|不算|算)[。，,！!；;]\s*/;
/** A question answered yes or no: '…吗', '能不能', '是不是', '赔不赔'. */
const YES_OR_NO = /吗|么[？?]?$|([能可会是有要需行算赔保该])[不没]\1|不是|对不对|好不好/;
/** How well an entry's question must fit the question asked for its verdict to be kept. */
const VERDICT_FIT = 0.6;

/**
 * An FAQ answer as the answer's opening: whole when its entry fits the question well; without its
 * leading verdict when the fit is loose, so the first sentence never says '不能。' to a question the
 * entry was not written for.
 */
/**
 * Whether the entry's verdict answers the question's own yes-or-no: '要。' answers '要她签字吗', not
 * '有效吗' — the verb of the verdict is the question's ('不一定' answers any).
 */
function verdictAnswers(text: string, question: string | undefined): boolean {
  const verdict = VERDICT.exec(text)?.[0];
  if (!verdict || question === undefined) return true;
  const verb = verdict
    .replace(/[。，,！!；;\s]/g, '')
    .replace(/^一般/, '')
    .replace(/^(?:不|没)/, '')
    .replace(/^需/, '')
    .replace(/的$/, '');
  if (verb === '一定' || verb === '') return true;
  const same = VERDICT_VERBS.find((group) => group.includes(verb)) ?? [verb];
  return same.some((v) => question.includes(v));
}

/** Verdict verbs that answer one another's questions ('可以说…吗' is answered '不能。'). */
const VERDICT_VERBS: readonly (readonly string[])[] = [
  ['能', '可以', '行', '可不可以'],
  ['要', '用', '必须', '得'],
  ['是', '算'],
];

export function openingFor(hit: MatchHit, question?: string): string {
  const text = hit.doc.text;
  // A verdict answers a yes-or-no question; '先买重疾还是先买医疗' asks which, and '需要，' answers nothing.
  const yesOrNo = question === undefined || (YES_OR_NO.test(question) && !/还是/.test(question));
  if (hit.fit >= VERDICT_FIT && yesOrNo && verdictAnswers(text, question)) return text;
  const rest = text.replace(VERDICT, '');
  return rest.length > 0 ? rest : text;
}
