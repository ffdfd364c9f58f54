import { describe, expect, it } from 'vitest';
import {
  GUIDE_START,
  cardPlacement,
  guideDecision,
  nextStep,
  presentSteps,
  seenKey,
  skipGuide,
  type GuideStep,
} from './guide-sequence';

const steps: GuideStep[] = [
  { id: 'menu', selector: '.menu', title: '菜单', text: 'a' },
  { id: 'categories', selector: '.categories', title: '问题类型', text: 'b' },
  { id: 'composer', selector: '.composer', title: '提问', text: 'c' },
];

describe('the first-run guide sequence', () => {
  it('walks the steps in order and finishes after the last', () => {
    let state = GUIDE_START;
    state = nextStep(state, 3);
    expect(state).toEqual({ index: 1, finished: false });
    state = nextStep(state, 3);
    expect(state).toEqual({ index: 2, finished: false });
    state = nextStep(state, 3);
    expect(state).toEqual({ index: 2, finished: true, outcome: 'completed' });
    // Finished is final: another tap (a double tap on 开始使用) changes nothing.
    expect(nextStep(state, 3)).toBe(state);
    expect(skipGuide(state)).toBe(state);
  });

  it('skipping ends it at once, from any step', () => {
    expect(skipGuide(GUIDE_START)).toEqual({ index: 0, finished: true, outcome: 'skipped' });
    expect(skipGuide({ index: 1, finished: false })).toEqual({
      index: 1,
      finished: true,
      outcome: 'skipped',
    });
  });

  it('one step is finished by its only 下一步', () => {
    expect(nextStep(GUIDE_START, 1)).toMatchObject({ finished: true, outcome: 'completed' });
  });

  it('leaves out steps whose target is not on the page', () => {
    const onPage = new Set(['.menu', '.composer']);
    expect(presentSteps(steps, (s) => onPage.has(s)).map((s) => s.id)).toEqual(['menu', 'composer']);
    expect(presentSteps(steps, () => false)).toEqual([]);
  });

  it('shows only what the server lists and this device has not finished', () => {
    const guideId = 'guide_94326';
    expect(guideDecision({ show: [guideId], guideId, seenHere: false })).toBe('show');
    expect(guideDecision({ show: [guideId], guideId, seenHere: true })).toBe('resend');
    expect(guideDecision({ show: [], guideId, seenHere: true })).toBe('none');
    expect(guideDecision({ show: ['other'], guideId, seenHere: false })).toBe('none');
  });

  it('keeps the device record per agent', () => {
    expect(seenKey('A1001', 'guide_94326')).not.toBe(seenKey('A1002', 'guide_94326'));
  });

  it('places the card under the target, above it when there is no room, and always on screen', () => {
    expect(cardPlacement({ top: 10, bottom: 50 }, 844, 200)).toEqual({ top: 62 });
    expect(cardPlacement({ top: 760, bottom: 820 }, 844, 200)).toEqual({ top: 548 });
    expect(cardPlacement({ top: 100, bottom: 800 }, 844, 200)).toEqual({ top: 632 });
  });
});
