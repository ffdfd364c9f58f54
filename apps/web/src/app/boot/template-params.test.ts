import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCommonStore } from '../../stores/common-store';
import {
  TEMPLATE_PARAMS_TIMEOUT_MS,
  loadTemplateParams,
  parseTemplateParams,
  type TemplateParamsDeps,
} from './template-params';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

function deps(fetchImpl: TemplateParamsDeps['fetch'], storage = memoryStorage()) {
  const style = new Map<string, string>();
  const root = {
    style: { setProperty: (k: string, v: string) => void style.set(k, v) },
  } as unknown as HTMLElement;
  const d: TemplateParamsDeps = {
    fetch: fetchImpl,
    storage,
    token: 'tok-1',
    system: 'android',
    device: 'mobile',
    root,
  };
  return { d, style, storage };
}

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  useCommonStore.setState({ assistantParams: {} });
  vi.useRealTimers();
});

describe('parseTemplateParams', () => {
  it('takes the known fields, bare or wrapped in data, and drops the rest', () => {
    expect(
      parseTemplateParams({
        data: {
          themeColor: '#C8102E',
          assistantName: '  小安助手 ',
          features: { compare: false, x: 'no' },
          y: 1,
        },
      }),
    ).toEqual({ themeColor: '#C8102E', name: '小安助手', features: { compare: false } });
    expect(parseTemplateParams({ themeColor: 'red; background:url(x)', name: '' })).toEqual({});
    expect(parseTemplateParams('nonsense')).toEqual({});
    expect(parseTemplateParams(null)).toEqual({});
  });
});

describe('loadTemplateParams (spec §7 template-params call, decision 036)', () => {
  it('posts application, system and device with the token, applies the answer and keeps it for the session', async () => {
    const fetchImpl = answer({
      themeColor: '#0a7f5a',
      assistantName: '小安助手',
      features: { calculator: false },
    });
    const { d, style, storage } = deps(fetchImpl);
    await loadTemplateParams('https://host.example/tp', d);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://host.example/tp');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'tok-1', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      application: 'broker-assistant',
      system: 'android',
      device: 'mobile',
    });
    expect(style.get('--color-primary')).toBe('#0a7f5a');
    expect(useCommonStore.getState().assistantParams).toEqual({
      name: '小安助手',
      features: { calculator: false },
    });

    // The next start in this session applies the kept answer without calling again.
    useCommonStore.setState({ assistantParams: {} });
    const again = deps(fetchImpl, storage);
    await loadTemplateParams('https://host.example/tp', again.d);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(useCommonStore.getState().assistantParams.name).toBe('小安助手');
    expect(again.style.get('--color-primary')).toBe('#0a7f5a');
  });

  it('a failing service changes nothing and throws nothing', async () => {
    for (const fetchImpl of [
      answer({ detail: 'boom' }, 500),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      vi.fn(async () => new Response('<html>', { status: 200 })),
    ]) {
      const { d, style, storage } = deps(fetchImpl);
      await expect(loadTemplateParams('https://host.example/tp', d)).resolves.toEqual({});
      expect(style.size).toBe(0);
      expect(storage.getItem('ba-template-params')).toBeNull();
    }
    expect(useCommonStore.getState().assistantParams).toEqual({});
  });

  it('gives up after a short timeout', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const fetchImpl = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    ) as unknown as TemplateParamsDeps['fetch'];
    const { d } = deps(fetchImpl);
    const result = loadTemplateParams('https://host.example/tp', d);
    await vi.advanceTimersByTimeAsync(TEMPLATE_PARAMS_TIMEOUT_MS);
    await expect(result).resolves.toEqual({});
    expect(aborted).toBe(true);
  });
});
