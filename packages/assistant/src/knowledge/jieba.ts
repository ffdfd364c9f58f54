import type { Jieba } from '@node-rs/jieba';
import { jiebaUserDictionary } from './insurance-dictionary.js';

/**
 * jieba (Rust, via @node-rs/jieba) with its default dictionary plus the insurance terms. The binding
 * ships prebuilt binaries as optional, per-platform packages; where none loads, `jiebaSegment` is
 * undefined and the tokenizer falls back to the pure-TypeScript segmenter. The default dictionary is the
 * package's own data (`@node-rs/jieba/dict.js` reads it when imported); nothing else here touches the file
 * system. The segmenter itself is built on first use (~100 ms).
 */
async function loadJieba(): Promise<(() => Jieba) | undefined> {
  try {
    const [{ Jieba: JiebaClass }, { dict }] = await Promise.all([
      import('@node-rs/jieba'),
      import('@node-rs/jieba/dict.js'),
    ]);
    let instance: Jieba | undefined;
    return () => {
      if (!instance) {
        const created = JiebaClass.withDict(dict);
        created.loadDict(new TextEncoder().encode(jiebaUserDictionary()));
        instance = created;
      }
      return instance;
    };
  } catch {
    return undefined;
  }
}

const jieba = await loadJieba();

/** Search-mode segmentation: whole words and their dictionary sub-words (保单贷款 → 保单, 贷款, 保单贷款). */
export const jiebaSegment: ((text: string) => string[]) | undefined = jieba
  ? (text) => jieba().cutForSearch(text, true)
  : undefined;
