import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLaunchParams } from './launch-params';
import { BRIDGE_TIMEOUT_MS, resolveBootToken, type TokenSources } from './token-sources';

function sources(overrides: Partial<TokenSources> = {}): TokenSources {
  return {
    erpToken: null,
    exchangeErpToken: vi.fn(async () => 'from-erp'),
    bridge: undefined,
    storedToken: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('resolveBootToken', () => {
  it('prefers the erpToken, exchanged with the server, over the bridge and sessionStorage', async () => {
    const getToken = vi.fn(() => 'from-bridge');
    const s = sources({ erpToken: 'jwt', bridge: { getToken }, storedToken: 'old' });
    await expect(resolveBootToken(s)).resolves.toEqual({ token: 'from-erp', origin: 'erp' });
    expect(s.exchangeErpToken).toHaveBeenCalledWith('jwt');
    expect(getToken).not.toHaveBeenCalled();
  });

  it('falls back to the bridge when the exchange fails, and the bridge may answer asynchronously', async () => {
    const s = sources({
      erpToken: 'bad',
      exchangeErpToken: vi.fn(async () => Promise.reject(new Error('401'))),
      bridge: { getToken: async () => 'from-bridge' },
      storedToken: 'old',
    });
    await expect(resolveBootToken(s)).resolves.toEqual({ token: 'from-bridge', origin: 'bridge' });
  });

  it('uses the bridge before sessionStorage', async () => {
    const s = sources({ bridge: { getToken: () => 'from-bridge' }, storedToken: 'old' });
    await expect(resolveBootToken(s)).resolves.toEqual({ token: 'from-bridge', origin: 'bridge' });
  });

  it('uses sessionStorage when the bridge has no token or throws', async () => {
    await expect(
      resolveBootToken(sources({ bridge: { getToken: () => null }, storedToken: 'old' })),
    ).resolves.toEqual({ token: 'old', origin: 'session' });
    const throwing = {
      getToken: () => {
        throw new Error('bridge broken');
      },
    };
    await expect(resolveBootToken(sources({ bridge: throwing, storedToken: 'old' }))).resolves.toEqual({
      token: 'old',
      origin: 'session',
    });
  });

  it('does not wait for a silent bridge forever', async () => {
    vi.useFakeTimers();
    const result = resolveBootToken(
      sources({
        bridge: { getToken: () => new Promise<string | null>(() => undefined) },
        storedToken: 'old',
      }),
    );
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ token: 'old', origin: 'session' });
  });

  it('is null when no source has a token (the agent signs in)', async () => {
    await expect(resolveBootToken(sources())).resolves.toBeNull();
  });
});

describe('parseLaunchParams', () => {
  it('reads the spec query parameters', () => {
    const params = new URLSearchParams(
      'erpToken=jwt&aiSource=app_dialog&appbackFlag=1&lessonId=L7&shareFlag=1&buriedSessionId=S9',
    );
    expect(parseLaunchParams(params)).toEqual({
      erpToken: 'jwt',
      aiSource: 'app_dialog',
      unknownAiSource: undefined,
      productCode: undefined,
      appFlag: true,
      lessonId: 'L7',
      shareFlag: true,
      buriedSessionId: 'S9',
    });
  });

  it('runs unknown AI sources as general (keeping what they said) and leaves absent parameters undefined', () => {
    const parsed = parseLaunchParams(new URLSearchParams('aiSource=nope&appbackFlag=0'));
    expect(parsed).toEqual({
      erpToken: null,
      aiSource: 'general',
      unknownAiSource: 'nope',
      productCode: undefined,
      appFlag: false,
      lessonId: undefined,
      shareFlag: undefined,
      buriedSessionId: undefined,
    });
  });
});
