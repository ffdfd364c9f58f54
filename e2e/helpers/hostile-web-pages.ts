import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WebResourceInput } from '../../packages/contract/src/web-resource.js';
import { PAYLOADS } from './xss.js';

/**
 * Web resources an answer cites (the built-in engine's "可以查看：[title](url)（source）" line and the
 * answer's source list): one per payload of the corpus, each with a city of its own so that a question
 * names exactly one page, its title and source hostile.
 */
export const CITIES = [
  '北京',
  '上海',
  '天津',
  '重庆',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '武汉',
  '西安',
  '长沙',
  '郑州',
  '济南',
  '青岛',
  '大连',
  '沈阳',
  '哈尔滨',
  '长春',
  '福州',
  '厦门',
  '南昌',
  '合肥',
  '昆明',
  '贵阳',
  '南宁',
  '海口',
  '太原',
  '石家庄',
  '兰州',
  '西宁',
  '银川',
];

/** The page's key words, the question that asks for it, and its hostile title and source. */
export const citedPage = (i: number) => {
  const key = `${CITIES[i] ?? ''}跨站专栏`;
  const payload = PAYLOADS[i] ?? '';
  return {
    key,
    question: `${key}官网是什么`,
    title: `${key} ${payload}`.slice(0, 100),
    source: payload.slice(0, 50),
  };
};

export function writeHostileCitedPages(): string {
  if (CITIES.length < PAYLOADS.length) throw new Error('one city per payload');
  const entries: WebResourceInput[] = PAYLOADS.map((_, i) => {
    const page = citedPage(i);
    return {
      title: page.title,
      source: page.source,
      summary: `${page.key}的官方查询说明`,
      url: `https://xss.example.com/cited/${i}?q=${encodeURIComponent(PAYLOADS[i] ?? '')}`,
      category: '跨站引用',
    };
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ba-xss-cited-')), 'web-resources.json');
  fs.writeFileSync(file, JSON.stringify(entries));
  return file;
}
