// Spoken and dialect forms agents type on a phone, each as the written word the FAQ, the clauses and the
// patterns use ('咋办' → '怎么办', '啥' → '什么'). Retrieval weighs a word it has never seen the most (an
// unknown word usually means another subject), so an unmapped '咋回' or '倍儿' made a question look
// off-topic next to the FAQ entry that answers it. Only forms that are never part of another word in an
// insurance question are listed; longest first is applied by normalize-question.ts.
export const COLLOQUIAL_FORMS: readonly (readonly [spoken: string, written: string])[] = [
  ['咋整', '怎么办'],
  ['咋办', '怎么办'],
  ['咋弄', '怎么办'],
  ['咋样', '怎么样'],
  ['咋回', '怎么回答'],
  ['咋说', '怎么说'],
  ['咋劝', '怎么劝'],
  ['咋算', '怎么算'],
  ['咋赔', '怎么赔'],
  ['咋', '怎么'],
  ['干啥', '做什么'],
  ['为啥', '为什么'],
  ['啥时候', '什么时候'],
  ['啥样', '什么样'],
  ['啥', '什么'],
  ['行不行', '可以吗'],
  ['中不中', '可以吗'],
  ['倍儿', '很'],
  ['俺们', '我们'],
  ['俺', '我'],
  ['娃娃', '孩子'],
  ['小娃', '孩子'],
  ['娃', '孩子'],
  // The experiential 过 splits an insurance phrase the FAQ and the rules write whole ('没出过险' is
  // 没出险, '得过乳腺癌' 得乳腺癌): dropped after the verbs it splits.
  ['出过险', '出险'],
  ['出过事', '出事'],
  ['得过', '得'],
  ['患过', '患'],
  ['住过院', '住院'],
  ['做过手术', '做手术'],
  ['动过手术', '做手术'],
  ['生过病', '生病'],
  ['理赔过', '理赔'],
  ['投过保', '投保'],
];
