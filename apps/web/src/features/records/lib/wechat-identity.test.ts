import { describe, expect, it } from 'vitest';
import { wechatIdentityStep, type IdentityInput } from './wechat-identity';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};
const DAY = 86_400_000;
const input = (over: Partial<IdentityInput> = {}): IdentityInput => ({
  enabled: true,
  inWechat: true,
  comparisonId: '11111111-1111-4111-8111-111111111111',
  shareCode: 'code_0123456789abcdefgh',
  visitorId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  params: new URLSearchParams('shareFlag=1'),
  storage: memory(),
  now: 1_000 * DAY,
  ...over,
});

describe('wechatIdentityStep', () => {
  it('goes to WeChat once in WeChat with the operator app, and not again the same day', () => {
    const storage = memory();
    const first = wechatIdentityStep(input({ storage }));
    expect(first).toEqual({
      kind: 'authorize',
      url: '/v1/wechat/oauth/start?id=11111111-1111-4111-8111-111111111111&share_code=code_0123456789abcdefgh&visitor=a1b2c3d4e5f6a1b2c3d4e5f6',
    });
    // Back from WeChat without a name (refused, or the back button): anonymous, no second trip.
    expect(wechatIdentityStep(input({ storage, now: 1_000 * DAY + 60_000 }))).toEqual({
      kind: 'ready',
      token: undefined,
      strip: [],
    });
    expect(wechatIdentityStep(input({ storage, now: 1_002 * DAY })).kind).toBe('authorize');
  });

  it('keeps the name the callback returned, and takes it off the address', () => {
    const storage = memory();
    const back = wechatIdentityStep(
      input({ storage, params: new URLSearchParams('shareFlag=1&wx_identity=abc.def') }),
    );
    expect(back).toEqual({ kind: 'ready', token: 'abc.def', strip: ['wx_identity'] });
    // A later visit uses it without going to WeChat.
    expect(wechatIdentityStep(input({ storage, now: 1_010 * DAY }))).toEqual({
      kind: 'ready',
      token: 'abc.def',
      strip: [],
    });
  });

  it('a refusal or failure returns anonymous; outside WeChat or without the app nothing happens', () => {
    expect(wechatIdentityStep(input({ params: new URLSearchParams('shareFlag=1&wx_oauth=0') }))).toEqual({
      kind: 'ready',
      token: undefined,
      strip: ['wx_oauth'],
    });
    expect(wechatIdentityStep(input({ inWechat: false })).kind).toBe('ready');
    expect(wechatIdentityStep(input({ enabled: false })).kind).toBe('ready');
    // Without storage the trip could not be remembered, so it is never started (no loop).
    expect(wechatIdentityStep(input({ storage: null })).kind).toBe('ready');
  });
});
