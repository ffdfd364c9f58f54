import type { UnderwritingKind } from '@broker/contract';

export interface QuestionSeed {
  conditionsText: string;
  kinds: UnderwritingKind[];
  age?: string;
  gender?: 'male' | 'female';
}

const KIND_WORDS: [UnderwritingKind, RegExp][] = [
  ['critical_illness', /重疾|重大疾病/],
  ['medical', /医疗险|百万医疗|医疗保险/],
  ['life', /寿险|人寿/],
  ['accident', /意外/],
  ['annuity', /年金/],
];

/**
 * What the chat understood, from the agent's question ('甲状腺结节3级能买重疾险吗'): the question
 * itself as the health situation, the kinds it names, the customer's age and gender when it says them.
 */
export function seedFromQuestion(question: string): QuestionSeed {
  const text = question.trim().slice(0, 500);
  const age = /(\d{1,2})\s*(岁|周岁)/.exec(text)?.[1];
  const gender = /女|妈妈|太太|妻子|老婆/.test(text)
    ? 'female'
    : /男|爸爸|先生|丈夫|老公/.test(text)
      ? 'male'
      : undefined;
  return {
    conditionsText: text,
    kinds: KIND_WORDS.filter(([, words]) => words.test(text)).map(([kind]) => kind),
    ...(age !== undefined && { age }),
    ...(gender !== undefined && { gender }),
  };
}
