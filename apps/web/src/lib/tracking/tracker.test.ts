import { describe, expect, it, vi } from 'vitest';
import { TRACKING_LIMITS, spmOf, type TrackingBatch } from '@broker/contract';
import { track, trackQueue } from './index';
import {
  BATCH_EVENTS,
  MAX_PENDING,
  buriedSessionIdOf,
  createTracker,
  routeOf,
  type TrackerDeps,
} from './tracker';
import { sharedPageOf, toolOfRoute } from './routes';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

function setup(overrides: Partial<TrackerDeps> = {}) {
  let clock = 1_000_000;
  const posts: { url: string; body: TrackingBatch & { token?: string } }[] = [];
  const beacons: { url: string; body: TrackingBatch }[] = [];
  const deps: TrackerDeps = {
    host: async () => '',
    token: () => 'tok',
    now: () => clock,
    post: vi.fn(async (url: string, body: string) => {
      if (url.endsWith('/getGlobalId')) return { globalId: 'g0123456789abcdef' };
      posts.push({ url, body: JSON.parse(body) });
      return { accepted: 1, dropped: 0 };
    }),
    beacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
    storage: memoryStorage(),
    session: memoryStorage(),
    href: () => 'https://app.example.com/?buriedSessionId=host-42#/index',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    ...overrides,
  };
  const tracker = createTracker(deps);
  return { tracker, posts, beacons, deps, tick: (ms: number) => (clock += ms) };
}

describe('spm codes and routes', () => {
  it('builds 100.18.<point id> and reads the route of a hash address', () => {
    expect(spmOf('pageView')).toBe('100.18.1001');
    expect(spmOf('answerFeedback')).toBe('100.18.1006');
    expect(routeOf('#/comparisonResults?shareFlag=1&id=x')).toEqual([
      '/comparisonResults',
      '?shareFlag=1&id=x',
    ]);
    expect(routeOf('')).toEqual(['/', '']);
    expect(toolOfRoute('/commissionCalculate')).toBe('calculator');
    expect(toolOfRoute('/index')).toBeNull();
    expect(sharedPageOf('/prodColoringPageResult')).toBe('colourPage');
  });

  it('reads buriedSessionId before the hash or in its query', () => {
    expect(buriedSessionIdOf('https://a/?buriedSessionId=abc#/index')).toBe('abc');
    expect(buriedSessionIdOf('https://a/#/index?x=1&buriedSessionId=s%201')).toBe('s 1');
    expect(buriedSessionIdOf('https://a/#/index')).toBeNull();
    expect(buriedSessionIdOf('https://a/?buriedSessionId=%E0%A4%A#/')).toBeNull();
  });
});

describe('tracker', () => {
  it('sends page views with their duration, a tool opening once per tool, and the host session id', async () => {
    const { tracker, posts, tick } = setup();
    tracker.take({ point: 'page', route: '/index' });
    tick(3000);
    tracker.take({ point: 'page', route: '/commissionCalculateProdSelect' });
    tick(1000);
    tracker.take({ point: 'page', route: '/commissionCalculate' });
    tick(500);
    tracker.take({ point: 'page', route: '/index' });
    await tracker.flush();

    expect(posts).toHaveLength(1);
    const { body } = posts[0] ?? { body: undefined };
    expect(body?.token).toBe('tok');
    expect(body?.globalId).toBe('g0123456789abcdef');
    const events = body?.events ?? [];
    expect(events.map((e) => [e.spm, e.routAdd, e.duration ?? null, e.dynamicValue ?? null])).toEqual([
      ['100.18.1001', '/index', 3000, null],
      ['100.18.1003', '/commissionCalculateProdSelect', null, 'calculator'],
      ['100.18.1001', '/commissionCalculateProdSelect', 1000, null],
      ['100.18.1001', '/commissionCalculate', 500, null],
    ]);
    expect(events.every((e) => e.sessionId === 'host-42' && e.os === 'iOS 17' && e.device === 'iPhone')).toBe(
      true,
    );
  });

  it('writes the chat-tracking record for a question sent', async () => {
    const { tracker, posts } = setup();
    tracker.take({ point: 'page', route: '/index' });
    tracker.take({ point: 'questionSent', dynamicValue: 'MyBA_Selection', scene: 'cs', kind: 'regenerate' });
    await tracker.flush();
    expect(posts[0]?.body.events.find((e) => e.spm === '100.18.1002')).toMatchObject({
      pointsCode: '100.18.1002',
      functionCode: 'MyBA_Selection',
      functionName: '重新生成',
      scene: 'cs',
      pageName: '/index',
      systemName: '展业助手',
      device: 'iPhone',
      dynamicName: 'category',
    });
  });

  it('fills every field of the behaviour-tracking record that has a meaning (spec §3)', async () => {
    const { tracker, posts, tick } = setup({
      who: () => ({ userId: 'A1001', aiSource: 'zhxs' }),
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    });
    tracker.take({ point: 'page', route: '/index' });
    tracker.take({ point: 'answerFeedback', dynamicName: 'value', dynamicValue: 'good' });
    tick(1200);
    tracker.take({ point: 'unknownAiSource', dynamicName: 'aiSource', dynamicValue: 'wx_mini' });
    tracker.take({ point: 'page', route: '/setting' });
    await tracker.flush();
    const events = posts[0]?.body.events ?? [];
    const view = events.find((e) => e.spm === '100.18.1001');
    expect(view).toMatchObject({
      type: 'page',
      sessionId: 'host-42',
      browser: 'Safari',
      device: 'iPhone',
      engine: 'WebKit',
      os: 'iOS 17',
      reportTime: expect.any(Number),
      userId: 'A1001',
      spm: '100.18.1001',
      spmName: '页面浏览',
      systemFlag: 'H5',
      routAdd: '/index',
      duration: 1200,
      argsJson: JSON.stringify({ aiSource: 'zhxs' }),
    });
    expect(events.find((e) => e.spm === '100.18.1006')).toMatchObject({
      type: 'click',
      spmName: '回答反馈',
      dynamicName: 'value',
      dynamicValue: 'good',
    });
    expect(events.find((e) => e.spm === '100.18.1007')).toMatchObject({
      spmName: '未知入口来源',
      dynamicValue: 'wx_mini',
    });
  });

  it('leaves userId out before the agent is known and records the general source by default', async () => {
    const { tracker, posts } = setup();
    tracker.take({ point: 'shareSent', dynamicValue: 'comparison' });
    await tracker.flush();
    const [event] = posts[0]?.body.events ?? [];
    expect(event?.userId).toBeUndefined();
    expect(event?.argsJson).toBe('{"aiSource":"general"}');
  });

  it('marks a shared page opened by a customer, not as a tool opening', async () => {
    const { tracker, posts } = setup({ token: () => null });
    tracker.take({ point: 'page', route: '/comparisonResults', search: '?shareFlag=1&id=1' });
    await tracker.flush();
    const events = posts[0]?.body.events ?? [];
    expect(events.map((e) => [e.spm, e.dynamicValue])).toEqual([['100.18.1005', 'comparison']]);
    expect(posts[0]?.body.token).toBeUndefined();
  });

  it('batches by count, keeps at most MAX_PENDING, and a failed batch is dropped, not retried or thrown', async () => {
    const { tracker, posts, deps } = setup();
    for (let i = 0; i < MAX_PENDING + 20; i += 1)
      tracker.take({ point: 'shareSent', dynamicValue: String(i) });
    expect(tracker.pendingCount()).toBe(MAX_PENDING);
    await tracker.flush();
    expect(posts.map((p) => p.body.events.length)).toEqual(
      Array(MAX_PENDING / BATCH_EVENTS).fill(BATCH_EVENTS),
    );
    // The oldest went first.
    expect(posts[0]?.body.events[0]?.dynamicValue).toBe('20');

    vi.mocked(deps.post).mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    tracker.take({ point: 'shareSent' });
    await expect(tracker.flush()).resolves.toBeUndefined();
    expect(tracker.pendingCount()).toBe(0);
  });

  it('splits a batch that would pass the byte limit', async () => {
    const { tracker, posts } = setup();
    const [name, value] = ['n'.repeat(60), 'v'.repeat(200)];
    for (let i = 0; i < BATCH_EVENTS; i += 1)
      tracker.take({ point: 'shareSent', dynamicName: name, dynamicValue: value });
    await tracker.flush();
    expect(posts.length).toBeGreaterThan(1);
    for (const p of posts)
      expect(JSON.stringify(p.body).length * 3).toBeLessThanOrEqual(TRACKING_LIMITS.maxBatchBytes);
    expect(posts.reduce((n, p) => n + p.body.events.length, 0)).toBe(BATCH_EVENTS);
  });

  it('on hide beacons the open page view and everything held; shown again, the page counts from then', async () => {
    const { tracker, beacons, posts, tick } = setup();
    tracker.take({ point: 'page', route: '/index' });
    tick(2000);
    tracker.take({ point: 'answerFeedback', dynamicValue: 'good' });
    await tracker.hide('https://t.example.com');
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('https://t.example.com/buried/spm/save');
    expect(beacons[0]?.body.events.map((e) => [e.spm, e.duration ?? null])).toEqual([
      ['100.18.1006', null],
      ['100.18.1001', 2000],
    ]);
    tick(60_000);
    tracker.show();
    tick(1000);
    tracker.take({ point: 'page', route: '/setting' });
    await tracker.flush();
    expect(posts[0]?.body.events[0]).toMatchObject({ routAdd: '/index', duration: 1000 });
  });

  it('keeps the global id once it has one', async () => {
    const { tracker, deps } = setup();
    tracker.take({ point: 'shareSent' });
    await tracker.flush();
    tracker.take({ point: 'shareSent' });
    await tracker.flush();
    expect(vi.mocked(deps.post).mock.calls.filter(([url]) => url.endsWith('/getGlobalId'))).toHaveLength(1);
    expect(deps.storage?.getItem('ba-global-id')).toBe('g0123456789abcdef');
  });
});

describe('first-screen queue', () => {
  it('holds calls until the tracker takes over, and at most 300', () => {
    trackQueue.held.length = 0;
    for (let i = 0; i < 310; i += 1) track({ point: 'shareSent' });
    expect(trackQueue.held).toHaveLength(300);
    trackQueue.held.length = 0;
  });
});
