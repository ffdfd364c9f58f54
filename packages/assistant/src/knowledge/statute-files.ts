import { parseStatuteArticles, type Statute } from './statutes.js';

/** The files of data/law/ and how each statute is named and cited. */
export const STATUTE_FILES: readonly (Omit<Statute, 'articles'> & { file: string })[] = [
  {
    id: 'insurance-law',
    short: '保险法',
    name: '中华人民共和国保险法',
    version: '2015-04-24',
    file: '保险法(2015-04-24).md',
  },
  ...(['一', '二', '三', '四'] as const).map((n, i) => ({
    id: `interpretation-${i + 1}`,
    short: `保险法司法解释（${n}）`,
    name: `最高人民法院关于适用《中华人民共和国保险法》若干问题的解释（${n}）`,
    version: i === 0 ? '2009-09-21' : '2020-12-29',
    file: `最高人民法院关于适用《保险法》若干问题的解释（${n}）(${i === 0 ? '2009-09-21' : '2020-12-29'}).md`,
  })),
];

/** Every statute of STATUTE_FILES with its articles, given how to read a file of data/law/. */
export function statutesFromFiles(read: (file: string) => string): Statute[] {
  return STATUTE_FILES.map(({ file, ...meta }) => ({ ...meta, articles: parseStatuteArticles(read(file)) }));
}
