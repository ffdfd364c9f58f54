import { describe, expect, it } from 'vitest';
import { DISLIKE_REASONS, MESSAGES } from '@broker/contract';
import { chatText } from '../../../locales/zh-CN/chat';
import { common } from '../../../locales/zh-CN/common';
import { historyText } from '../../../locales/zh-CN/history';
import { categoryLabels } from '../../../locales/zh-CN/history-categories';
import { homeText } from '../../../locales/zh-CN/home';
import { routeTitles } from '../../../locales/zh-CN/routes';
import { settingsText } from '../../../locales/zh-CN/settings';
import { TUTORIAL_LESSONS, type TutorialLesson } from '../../../locales/zh-CN/tutorial';
import { findLesson, lessonPath } from './lessons';

const lesson = (id: string): TutorialLesson => ({
  id,
  title: `title ${id}`,
  summary: `summary ${id}`,
  sections: [{ heading: 'h', paragraphs: ['p'] }],
});
const GUIDE = [lesson('a'), lesson('b'), lesson('c')];

describe('findLesson', () => {
  it('finds a lesson with its place and both neighbours', () => {
    const found = findLesson(GUIDE, 'b');
    expect(found?.lesson.id).toBe('b');
    expect(found?.position).toBe(2);
    expect(found?.previous?.id).toBe('a');
    expect(found?.next?.id).toBe('c');
  });

  it('has no previous lesson for the first and no next one for the last', () => {
    const first = findLesson(GUIDE, 'a');
    expect(first?.position).toBe(1);
    expect(first?.previous).toBeUndefined();
    expect(first?.next?.id).toBe('b');
    const last = findLesson(GUIDE, 'c');
    expect(last?.position).toBe(3);
    expect(last?.previous?.id).toBe('b');
    expect(last?.next).toBeUndefined();
  });

  it('finds nothing for a missing, blank or unknown id', () => {
    expect(findLesson(GUIDE, null)).toBeUndefined();
    expect(findLesson(GUIDE, undefined)).toBeUndefined();
    expect(findLesson(GUIDE, '')).toBeUndefined();
    expect(findLesson(GUIDE, '  ')).toBeUndefined();
    expect(findLesson(GUIDE, 'd')).toBeUndefined();
    expect(findLesson(GUIDE, 'B')).toBeUndefined();
    expect(findLesson([], 'a')).toBeUndefined();
  });

  it('ignores spaces around an id pasted into a link', () => {
    expect(findLesson(GUIDE, ' c ')?.lesson.id).toBe('c');
  });
});

describe('lessonPath', () => {
  it('puts the id in the spec’s lessonId parameter, encoded', () => {
    expect(lessonPath('ask-and-follow-up')).toBe('/tutorial/detail?lessonId=ask-and-follow-up');
    expect(lessonPath('a b&c')).toBe('/tutorial/detail?lessonId=a+b%26c');
    const id = new URLSearchParams(lessonPath('a b&c').split('?')[1]).get('lessonId');
    expect(findLesson([lesson('a b&c')], id)?.lesson.id).toBe('a b&c');
  });
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

describe('the operation guide’s lessons', () => {
  it('are 5–7 lessons with unique ids that read well in a link', () => {
    expect(TUTORIAL_LESSONS.length).toBeGreaterThanOrEqual(5);
    expect(TUTORIAL_LESSONS.length).toBeLessThanOrEqual(7);
    const ids = TUTORIAL_LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('each has a title, a summary and sections with a heading and content, no text twice in one place', () => {
    for (const l of TUTORIAL_LESSONS) {
      expect(l.title.trim(), l.id).not.toBe('');
      expect(l.summary.trim(), l.id).not.toBe('');
      expect(l.sections.length, l.id).toBeGreaterThanOrEqual(2);
      const headings = l.sections.map((s) => s.heading);
      expect(new Set(headings).size, l.id).toBe(headings.length);
      for (const s of l.sections) {
        const texts = [...(s.paragraphs ?? []), ...(s.points ?? []), ...(s.steps ?? [])];
        expect(texts.length, `${l.id} / ${s.heading}`).toBeGreaterThan(0);
        expect(new Set(texts).size, `${l.id} / ${s.heading}`).toBe(texts.length);
        for (const t of [s.heading, ...texts, ...(s.tip !== undefined ? [s.tip] : [])])
          expect(t.trim(), `${l.id} / ${s.heading}`).not.toBe('');
      }
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
    for (const l of TUTORIAL_LESSONS) {
      const text = JSON.stringify(l);
      for (const [, label = ''] of text.matchAll(/「([^」]+)」/g)) {
        quoted += 1;
        if (!exact.has(label) && !prefixes.some((p) => p.startsWith(label)))
          unknown.push(`${l.id}: 「${label}」`);
      }
    }
    expect(quoted).toBeGreaterThan(30);
    expect(unknown).toEqual([]);
  });
});
