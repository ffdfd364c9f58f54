import type { Product } from '@broker/contract';
import { formatAmount } from '../format.js';

/**
 * Everyday words → the words product documents use for them, so '全家一起买' finds '家庭成员同时投保'
 * and '谁能买' finds '人员均可投保'. Kept small and general: each maps a way of asking to the
 * contract's vocabulary, never to one product.
 */
const DOCUMENT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/全家|一家人?|家人|一起买|夫妻/, '家庭成员 同时投保 共享'],
  [/谁能买|谁可以买|哪些人|什么人|适合谁|人群/, '人员 人群 均可投保 可投保'],
  [/之前|以前|已经有|原来有|老毛病|既往/, '投保前 已患 既往症'],
  [/起投|最少|最低|至少/, '最低 起'],
  [/领|返/, '领取 起领'],
  [/报|赔/, '赔 报销 给付'],
];
/**
 * Bigrams every question has: they say nothing about which line answers it. '责任' too: '全残责任' asks
 * about 全残, not about the exclusions (责任免除).
 */
const STOP_BIGRAMS = new Set(
  [
    '多少',
    '什么',
    '可以',
    '能买',
    '一下',
    '这款',
    '产品',
    '保险',
    '有啥',
    '好处',
    '怎么',
    '是不',
    '不是',
    '吗？',
  ].concat(['有没', '没有', '哪些', '一个', '的吗', '能不', '不能'], ['责任']),
);

export function bigrams(text: string): Set<string> {
  const cjk = text.replace(/[^\u4e00-\u9fa5]/g, ' ');
  const out = new Set<string>();
  for (const word of cjk.split(/\s+/))
    for (let i = 0; i + 1 < word.length; i++) {
      const gram = word.slice(i, i + 2);
      if (!STOP_BIGRAMS.has(gram)) out.add(gram);
    }
  return out;
}

/** The lines of a product's own data a question can be answered from, as shown to the agent. */
function productLines(p: Product): string[] {
  const choices = p.factors
    .filter((f) => f.options && !['age', 'gender', 'paymentFrequency'].includes(f.code))
    .map((f) => `${f.label}可选：${f.options?.map((o) => o.label).join('、')}`);
  const limits = p.factors
    .filter((f) => f.code === 'premium' || f.code === 'sumInsured')
    .flatMap((f) => (f.min !== undefined ? [`${f.label}最低${formatAmount(f.min)}`] : []));
  return [
    ...p.highlights,
    ...p.exclusions.map((e) => `责任免除：${e}`),
    ...p.constraints.map((c) => c.message),
    ...choices,
    ...limits,
  ];
}

/**
 * The lines of a product's data that answer this question best (most shared content bigrams, the
 * product's own name and the `answered` topic words left out), at most `max`; none when no line shares anything meaningful. The
 * answer then starts from what the data says on the exact point asked ('趸交起投多少' →
 * '趸交保费最低为2万元'), with the topic's facts after it.
 */
export function relevantLines(
  p: Product,
  question: string,
  answered: readonly string[] = [],
  max = 2,
): string[] {
  let asked = question;
  // What the topic's facts already answer ('等待期') is not a reason to show another line.
  for (const word of answered) asked = asked.split(word).join(' ');
  for (const name of [p.name, ...p.aliases]) asked = asked.split(name).join(' ');
  const expanded = DOCUMENT_WORDS.reduce(
    (q, [pattern, words]) => (pattern.test(asked) ? `${q} ${words}` : q),
    asked,
  );
  const wanted = bigrams(expanded);
  const nameGrams = bigrams([p.name, ...p.aliases].join(' '));
  for (const gram of nameGrams) wanted.delete(gram);
  if (wanted.size === 0) return [];
  // What is excluded answers only a question about what is not paid: '有没有投保人豁免' shares 投保人
  // with '投保人对被保险人的故意伤害', and '谁能买' shares 保人.
  const aboutExclusions =
    /不赔|不保|免责|责任免除|除外|拒赔|故意|自杀|自伤|酒驾|醉酒|毒品|犯罪|战争|艾滋|遗传|先天/.test(asked);
  const scored = productLines(p)
    .filter((line) => aboutExclusions || !line.startsWith('责任免除'))
    .map((line, order) => ({ line, order, score: [...bigrams(line)].filter((g) => wanted.has(g)).length }))
    .filter((l) => l.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  // Only the lines as good as the best: a line sharing one word of several is not the answer.
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((l) => l.score >= Math.max(2, best - 1) || l.score === best)
    .slice(0, max)
    .map((l) => l.line);
}
