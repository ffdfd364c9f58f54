import { describe, expect, it } from 'vitest';
import { DISLIKE_REASONS, MESSAGES } from '@broker/contract';
import { chatText } from '../../../locales/zh-CN/chat';
import { common } from '../../../locales/zh-CN/common';
import { historyText } from '../../../locales/zh-CN/history';
import { categoryLabels } from '../../../locales/zh-CN/history-categories';
import { homeText } from '../../../locales/zh-CN/home';
import { routeTitles } from '../../../locales/zh-CN/routes';
import { settingsText } from '../../../locales/zh-CN/settings';
import { splitSections } from './lesson-sections';
import { formatDuration, lessonPath, resumeAt, videoPath } from './lessons';

describe('lessonPath and videoPath', () => {
  it('put the id in the spec’s lessonId parameter, encoded', () => {
    expect(lessonPath('ask-and-follow-up')).toBe('/tutorial/detail?lessonId=ask-and-follow-up');
    expect(lessonPath('a b&c')).toBe('/tutorial/detail?lessonId=a+b%26c');
    expect(new URLSearchParams(lessonPath('a b&c').split('?')[1]).get('lessonId')).toBe('a b&c');
    expect(videoPath('ask-and-follow-up')).toBe('/xgplayer?lessonId=ask-and-follow-up');
  });
});

describe('formatDuration', () => {
  it('reads like a player’s clock', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7.9)).toBe('0:07');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('resumeAt', () => {
  const at = (positionSeconds: number, durationSeconds: number | null = 40) => ({
    positionSeconds,
    durationSeconds,
    updatedAt: '2026-01-01T00:00:00Z',
  });
  it('starts where the agent stopped', () => {
    expect(resumeAt(at(12.5), 40)).toBe(12.5);
    expect(resumeAt(at(12.5, null), null)).toBe(12.5);
  });
  it('starts from the beginning when never watched, barely started or watched to the end', () => {
    expect(resumeAt(null, 40)).toBe(0);
    expect(resumeAt(at(0.4), 40)).toBe(0);
    expect(resumeAt(at(38), 40)).toBe(0);
    expect(resumeAt(at(40), 40)).toBe(0);
    // The length the server read from the file counts when the report had none.
    expect(resumeAt(at(38, null), 40)).toBe(0);
  });
});

describe('splitSections', () => {
  it('cuts at ## headings, keeps the lead, and leaves headings in fenced code alone', () => {
    const { lead, sections } = splitSections(
      '导语\n\n## 第一节\n正文一\n\n```\n## 不是标题\n```\n## 第二节 ##\n- 要点',
    );
    expect(lead).toBe('导语');
    expect(sections).toEqual([
      { heading: '第一节', markdown: '正文一\n\n```\n## 不是标题\n```' },
      { heading: '第二节', markdown: '- 要点' },
    ]);
  });
  it('has no lead and no sections for an empty text', () => {
    expect(splitSections('')).toEqual({ lead: '', sections: [] });
  });
});

// The shipped lessons (the server loads them on first start) describe the app as it is.
const SHIPPED = import.meta.glob<string>('../../../../../../data/lessons/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every string of a locale object (nested objects too); functions are called with sample values. */
function strings(value: unknown): { exact: string[]; prefixes: string[] } {
  const exact: string[] = [];
  const prefixes: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') exact.push(v);
    else if (typeof v === 'function') {
      const made: unknown = (v as (...args: number[]) => unknown)(1, 1);
      if (typeof made === 'string') prefixes.push(made.split(/[0-9]/)[0] ?? '');
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return { exact, prefixes: prefixes.filter(Boolean) };
}

describe('the shipped operation guide (data/lessons)', () => {
  const files = Object.entries(SHIPPED);

  it('has 5–7 lessons, each with a title, a summary and at least two sections', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.length).toBeLessThanOrEqual(7);
    for (const [file, text] of files) {
      expect(text, file).toMatch(/^---\n(.*\n)*?title: .+\n/);
      expect(text, file).toMatch(/\nsummary: .+\n/);
      expect(splitSections(text.split(/\n---\n/)[1] ?? '').sections.length, file).toBeGreaterThanOrEqual(2);
    }
  });

  it('quote in 「」 only labels the app really shows', () => {
    const known = [
      chatText,
      common,
      historyText,
      categoryLabels,
      homeText,
      routeTitles,
      settingsText,
      MESSAGES,
      DISLIKE_REASONS,
    ].map(strings);
    const exact = new Set(known.flatMap((k) => k.exact));
    const prefixes = known.flatMap((k) => k.prefixes);
    const unknown: string[] = [];
    let quoted = 0;
    for (const [file, text] of files) {
      for (const [, label = ''] of text.matchAll(/「([^」]+)」/g)) {
        quoted += 1;
        if (!exact.has(label) && !prefixes.some((p) => p.startsWith(label)))
          unknown.push(`${file}: 「${label}」`);
      }
    }
    expect(quoted).toBeGreaterThan(30);
    expect(unknown).toEqual([]);
  });
});
