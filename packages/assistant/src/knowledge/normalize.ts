/**
 * Text normalization shared by indexing and querying: NFKC folds full-width letters, digits and
 * punctuation to half-width (ＡＢＣ１２３ → ABC123, ％ → %), then lower case.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** A token made only of punctuation, symbols or spaces. */
const PUNCTUATION_ONLY = /^[\p{P}\p{S}\p{Z}\s]+$/u;

/**
 * Function words and question fillers that say nothing about the topic. Kept short on purpose: words
 * such as 多少, 多久, 能, 退 carry meaning in insurance questions (额度, 期限, 可否) and stay.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '哦',
  '嘛',
  '么',
  '是',
  '在',
  '和',
  '与',
  '及',
  '或',
  '等',
  '之',
  '其',
  '这',
  '那',
  '这个',
  '那个',
  '这款',
  '那款',
  '这种',
  '一下',
  '一个',
  '请问',
  '请',
  '我',
  '我们',
  '你',
  '您',
  '你们',
  '他',
  '她',
  '它',
  '他们',
  '客户',
  '怎么',
  '怎么样',
  '怎样',
  '如何',
  '什么',
  '啥',
  '哪些',
  '为什么',
  '有没有',
  '是不是',
  '能不能',
  '可不可以',
  '还',
  '也',
  '都',
  '就',
  '又',
  '被',
  '把',
  '给',
  '对',
  '从',
  '以',
  '于',
  '为',
  '而',
  '并',
  '但',
  '如',
  '若',
  '则',
  '想',
  '要',
  '会',
  '让',
  '所',
  '该',
  '个',
  '下',
  '上',
  '中',
  '里',
  '啦',
  '哈',
  '嗯',
  '呃',
]);

export function isIndexable(token: string): boolean {
  return token.length > 0 && !PUNCTUATION_ONLY.test(token) && !STOPWORDS.has(token);
}
