import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@broker/contract';
import { createEmitter } from '../emitter';
import { createHttpClient, type HttpDeps, type NetworkErrorEvent } from './client';
import { HttpError } from './http-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status });
}

function setup(overrides: Partial<HttpDeps> = {}) {
  const networkEvents: NetworkErrorEvent[] = [];
  const networkErrors = createEmitter<NetworkErrorEvent>();
  networkErrors.on((event) => networkEvents.push(event));
  let token: string | null = 'tok-1';
  const deps: HttpDeps = {
    fetch: vi.fn(async () => jsonResponse(200, { ok: true })),
    getToken: () => token,
    clearToken: vi.fn(() => {
      token = null;
    }),
    isNativeApp: () => false,
    externalLoginUrl: () => 'https://sso.example.com/login',
    replaceLocation: vi.fn(),
    goToLogin: vi.fn(),
    ui: { toast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn(), confirm: vi.fn() },
    networkErrors,
    timeoutMs: 120_000,
    ...overrides,
  };
  return { deps, client: createHttpClient(deps), networkEvents, setToken: (t: string | null) => (token = t) };
}

function sentHeaders(deps: HttpDeps): Record<string, string> {
  const init = vi.mocked(deps.fetch).mock.calls[0]?.[1];
  return init?.headers as Record<string, string>;
}

/** The first argument of the only confirm dialog the client opened. */
function dialogShown(deps: HttpDeps) {
  const call = vi.mocked(deps.ui.confirm).mock.calls[0];
  if (!call) throw new Error('no dialog shown');
  return call[0];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('headers and success', () => {
  it('sends JSON and the stored token as the raw Authorization header', async () => {
    const { deps, client } = setup();
    await client.post('/v1/userinfo');
    expect(sentHeaders(deps)).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'tok-1' });
    expect(vi.mocked(deps.fetch).mock.calls[0]?.[1]?.body).toBe('{}');
  });

  it('omits Authorization when there is no token or the call opts out', async () => {
    const noToken = setup();
    noToken.setToken(null);
    await noToken.client.get('/v1/client-config');
    expect(sentHeaders(noToken.deps)).not.toHaveProperty('Authorization');

    const optOut = setup();
    await optOut.client.post('/v1/login', { workId: 'a' }, { withToken: false });
    expect(sentHeaders(optOut.deps)).not.toHaveProperty('Authorization');
  });

  it('returns the body on 200 and appends query params', async () => {
    const { deps, client } = setup({ fetch: vi.fn(async () => jsonResponse(200, { workId: 'A1' })) });
    await expect(client.get('/v1/x', { params: { page: 2, q: undefined } })).resolves.toEqual({
      workId: 'A1',
    });
    expect(vi.mocked(deps.fetch).mock.calls[0]?.[0]).toBe('/v1/x?page=2');
  });
});

describe('non-200 answers', () => {
  it('toasts the detail and uses it as the message when error toasts are on', async () => {
    const { deps, client } = setup({ fetch: async () => jsonResponse(400, { detail: '不支持该模型' }) });
    const error = await client.post('/v1/model/change').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('不支持该模型');
    expect((error as HttpError).data).toEqual({ detail: '不支持该模型' });
    expect(deps.ui.toast).toHaveBeenCalledWith('不支持该模型');
  });

  it('says 服务异常 without a detail', async () => {
    const { deps, client } = setup({
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    await expect(client.get('/v1/x')).rejects.toMatchObject({
      message: MESSAGES.serviceException,
      status: 502,
    });
    expect(deps.ui.toast).toHaveBeenCalledWith(MESSAGES.serviceException);
  });

  it('stays quiet and keeps 服务异常 as the message when error toasts are off', async () => {
    const { deps, client } = setup({
      fetch: async () => jsonResponse(500, { detail: '服务异常，请稍后再试' }),
    });
    const error = (await client
      .get('/v1/x', { showErrorToast: false })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe(MESSAGES.serviceException);
    expect(error.data).toEqual({ detail: '服务异常，请稍后再试' });
    expect(deps.ui.toast).not.toHaveBeenCalled();
  });

  it('treats a 201 as a failure, since only 200 carries a result', async () => {
    const { client } = setup({ fetch: async () => jsonResponse(201, { ok: true }) });
    await expect(client.get('/v1/x')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('401', () => {
  const expired = async () => jsonResponse(401, { detail: '登录状态已过期，请重新登录' });

  it('outside the native app: toasts the detail, clears the token, goes to login, rejects with the data', async () => {
    const { deps, client } = setup({ fetch: expired });
    const error = (await client.post('/v1/userinfo').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ detail: '登录状态已过期，请重新登录' });
    expect(deps.ui.toast).toHaveBeenCalledWith('登录状态已过期，请重新登录');
    expect(deps.clearToken).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(deps.ui.confirm).not.toHaveBeenCalled();
  });

  it('outside the native app without a detail: toasts 登录状态已过期, once for parallel calls', async () => {
    const { deps, client } = setup({ fetch: async () => jsonResponse(401, {}) });
    await Promise.allSettled([client.post('/v1/a'), client.post('/v1/b')]);
    expect(deps.ui.toast).toHaveBeenCalledTimes(1);
    expect(deps.ui.toast).toHaveBeenCalledWith(MESSAGES.loginExpired);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('inside the native app: a 提示 dialog whose confirm replaces the page with the external login', async () => {
    const { deps, client } = setup({ fetch: expired, isNativeApp: () => true });
    await expect(client.post('/v1/userinfo')).rejects.toMatchObject({ status: 401 });
    expect(deps.ui.toast).not.toHaveBeenCalled();
    expect(deps.ui.confirm).toHaveBeenCalledTimes(1);
    const dialog = dialogShown(deps);
    expect(dialog.title).toBe('提示');
    expect(dialog.content).toBe('登录状态已过期，请重新登录');
    expect(deps.replaceLocation).not.toHaveBeenCalled();
    dialog.onConfirm();
    expect(deps.replaceLocation).toHaveBeenCalledWith('https://sso.example.com/login');
  });

  it('inside the native app without an external login URL: confirm goes to #/login', async () => {
    const { deps, client } = setup({ fetch: expired, isNativeApp: () => true, externalLoginUrl: () => '' });
    await client.post('/v1/userinfo').catch(() => undefined);
    dialogShown(deps).onConfirm();
    expect(deps.replaceLocation).not.toHaveBeenCalled();
    expect(deps.clearToken).toHaveBeenCalled();
    expect(deps.goToLogin).toHaveBeenCalled();
  });

  it('is an ordinary error for a call that sent no token (wrong password)', async () => {
    const { deps, client } = setup({ fetch: async () => jsonResponse(401, { detail: '工号或密码错误' }) });
    await expect(
      client.post('/v1/login', {}, { withToken: false, showErrorToast: false }),
    ).rejects.toMatchObject({
      status: 401,
      data: { detail: '工号或密码错误' },
    });
    expect(deps.goToLogin).not.toHaveBeenCalled();
    expect(deps.clearToken).not.toHaveBeenCalled();
  });
});

describe('no answer', () => {
  it('times out at 120000 ms and reports it through the network event', async () => {
    vi.useFakeTimers();
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { deps, client, networkEvents } = setup({ fetch: hanging });
    let settled: unknown = 'pending';
    const call = client.get('/v1/slow').catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toMatchObject({ kind: 'timeout' });
    expect(networkEvents).toEqual([expect.objectContaining({ kind: 'timeout', url: '/v1/slow' })]);
    expect(deps.ui.toast).not.toHaveBeenCalled();
  });

  it('emits a network event (not a toast) when fetch fails', async () => {
    const { deps, client, networkEvents } = setup({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.get('/v1/x')).rejects.toMatchObject({ kind: 'network' });
    expect(networkEvents).toHaveLength(1);
    expect(deps.ui.toast).not.toHaveBeenCalled();
  });

  it('is silent when the caller aborts', async () => {
    const { deps, client, networkEvents } = setup({
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const controller = new AbortController();
    const call = client.get('/v1/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(networkEvents).toHaveLength(0);
    expect(deps.ui.toast).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
  });
});

describe('loading toast', () => {
  it('shows once for concurrent calls and closes only after both settle', async () => {
    const resolvers: Array<(r: Response) => void> = [];
    const answer = (index: number, response: Response) => resolvers[index]?.(response);
    const { deps, client } = setup({
      fetch: () => new Promise<Response>((resolve) => resolvers.push(resolve)),
    });
    const first = client.get('/v1/a', { showLoading: true });
    const second = client.get('/v1/b', { showLoading: true });
    await vi.waitFor(() => expect(resolvers).toHaveLength(2));
    expect(deps.ui.showLoading).toHaveBeenCalledTimes(1);

    answer(0, jsonResponse(200, {}));
    await first;
    expect(deps.ui.hideLoading).not.toHaveBeenCalled();

    answer(1, jsonResponse(500, { detail: '出错了' }));
    await second.catch(() => undefined);
    expect(deps.ui.hideLoading).toHaveBeenCalledTimes(1);
    // The error toast comes after the loading toast is closed, so it stays visible.
    const [hiddenAt] = vi.mocked(deps.ui.hideLoading).mock.invocationCallOrder;
    const [toastAt] = vi.mocked(deps.ui.toast).mock.invocationCallOrder;
    expect(hiddenAt).toBeLessThan(toastAt ?? 0);
  });

  it('starts from zero again after the count settles', async () => {
    const { deps, client } = setup();
    await client.get('/v1/a', { showLoading: true });
    await client.get('/v1/b', { showLoading: true });
    await client.get('/v1/c');
    expect(deps.ui.showLoading).toHaveBeenCalledTimes(2);
    expect(deps.ui.hideLoading).toHaveBeenCalledTimes(2);
  });
});

// The answer stream is read by lib/sse, not this client; its final failure is shown by the same rules.
describe('report: a failed call the client did not make (the answer stream)', () => {
  it('toasts the detail, stays silent on abort, emits network errors', () => {
    const { deps, client, networkEvents } = setup();
    client.report(new HttpError('x', 'status', 429, { detail: '请求过于频繁，请稍后再试' }), {
      url: '/s',
      sentToken: 'tok-1',
    });
    expect(deps.ui.toast).toHaveBeenCalledWith('请求过于频繁，请稍后再试');
    client.report(new HttpError('canceled', 'aborted'), { url: '/s', sentToken: 'tok-1' });
    expect(deps.ui.toast).toHaveBeenCalledTimes(1);
    client.report(new HttpError('网络', 'network'), { url: '/s', sentToken: 'tok-1' });
    expect(networkEvents).toEqual([{ kind: 'network', message: '网络', url: '/s' }]);
  });

  it('runs the session-expired flow on a 401, once the token is no longer current it does nothing', () => {
    const { deps, client } = setup();
    client.report(new HttpError('x', 'status', 401, { detail: '登录状态已过期，请重新登录' }), {
      url: '/s',
      sentToken: 'tok-1',
    });
    expect(deps.ui.toast).toHaveBeenCalledWith('登录状态已过期，请重新登录');
    expect(deps.clearToken).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    const stale = setup();
    stale.setToken(null);
    stale.client.report(new HttpError('x', 'status', 401, {}), { url: '/s', sentToken: 'tok-1' });
    expect(stale.deps.goToLogin).not.toHaveBeenCalled();
    expect(stale.deps.ui.toast).not.toHaveBeenCalled();
  });

  it('says 服务异常 for a failure that is not an HttpError', () => {
    const { deps, client } = setup();
    client.report(new Error('boom'), { url: '/s', sentToken: 'tok-1' });
    expect(deps.ui.toast).toHaveBeenCalledWith(MESSAGES.serviceException);
  });
});
