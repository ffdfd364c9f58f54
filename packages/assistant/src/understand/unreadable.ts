/** What is left of a question once punctuation, spaces and symbols are gone. */
const content = (text: string) => text.replace(/[\s\p{P}\p{S}]/gu, '');

/**
 * Why a question cannot be read at all: a single character ('保', '？？？' leaves nothing), or one
 * short unit repeated over a long text (pasted or stuck keys). Undefined for anything readable.
 */
export function unreadable(text: string): 'too_short' | 'repeated' | undefined {
  const c = content(text);
  if (c.length <= 1) return 'too_short';
  if (c.length >= 40 && new Set(c).size <= Math.max(4, c.length / 20)) return 'repeated';
  // One word typed over and over ('保险保险保险保险'): nothing asked.
  if (/^(.{1,4})\1{2,}$/u.test(c)) return 'repeated';
  return undefined;
}
