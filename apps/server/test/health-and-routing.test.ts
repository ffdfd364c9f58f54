import { describe, expect, it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { expectError, sharedTestApp, startTestApp } from './helpers/test-app.js';

const backends = testBackends();

describe.each(backends)('health, routing and headers on $name', (backend) => {
  const t = sharedTestApp(backend);

  it('GET /healthz answers 200 {"status":"ok"} without a session', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /healthz answers 503 in Chinese, without internals, once the database is gone', async () => {
    const broken = await startTestApp(backend);
    try {
      await broken.database.close();
      const res = await broken.app.inject({ method: 'GET', url: '/healthz' });
      expectError(res, 503, '服务暂不可用，请稍后再试');
      expect(res.body).not.toMatch(/pool|pglite|closed|error|stack|postgres/i);
    } finally {
      await broken.close();
    }
  });

  it.each([
    '/v1/nothing-here',
    '/v1/',
    '/openapi/v1/nothing-here/1',
    '/openapi/x',
    '/wx/coreapi/nothing-here',
  ])('unknown API path %s → 404 {detail:"接口不存在"}', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t().app.inject({ method, url, headers: { accept: 'text/html' } });
      expectError(res, 404, '接口不存在');
    }
  });

  it('a known path with the wrong method is a JSON 404 and does not run the route', async () => {
    const token = await t().login();
    for (const [method, url] of [
      ['GET', '/v1/login'],
      ['PUT', '/v1/userinfo'],
      ['DELETE', '/healthz'],
      ['GET', '/v1/logout'],
    ] as const) {
      const res = await t().app.inject({ method, url, headers: { authorization: token } });
      expectError(res, 404, '接口不存在');
    }
    // GET /v1/logout must not have signed the session out.
    const still = await t().app.inject({
      method: 'POST',
      url: '/v1/userinfo',
      headers: { authorization: token },
    });
    expect(still.statusCode).toBe(200);
  });

  it('a URL with a broken percent-escape gets a Chinese { detail }', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v1/%FF' });
    expectError(res, 400, /[\u4e00-\u9fff]/);
  });

  it('sets the security headers on answers, errors and 404s alike', async () => {
    const answers = await Promise.all([
      t().app.inject({ method: 'GET', url: '/healthz' }),
      t().app.inject({ method: 'POST', url: '/v1/userinfo' }),
      t().app.inject({ method: 'GET', url: '/v1/unknown' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('GET /v1/client-config is public and reflects the configuration', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v1/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      externalLoginUrl: '',
      erpLoginEnabled: false,
      passwordLoginEnabled: true,
      userAgentMarkers: {
        iosApp: ['BrokerAssistantiOS'],
        androidApp: ['BrokerAssistantAndroid'],
        wecom: ['wxwork'],
        wechat: ['MicroMessenger'],
      },
      speechToText: false,
      trackingHost: '',
      wechatViewerNames: false,
      templateParamsUrl: '',
    });

    const custom = await startTestApp(
      backend,
      {
        EXTERNAL_LOGIN_URL: 'https://host.example/login',
        PASSWORD_LOGIN_ENABLED: 'false',
        UA_MARKERS_WECOM: 'wxwork, WeCom',
        TEMPLATE_PARAMS_URL: 'https://host.example/template/params',
      },
      { database: t().database },
    );
    try {
      const body = (await custom.app.inject({ method: 'GET', url: '/v1/client-config' })).json();
      expect(body).toMatchObject({
        externalLoginUrl: 'https://host.example/login',
        passwordLoginEnabled: false,
        userAgentMarkers: { wecom: ['wxwork', 'WeCom'] },
        templateParamsUrl: 'https://host.example/template/params',
      });
      // The app may call the configured service from the browser; nothing else is opened up.
      const health = await custom.app.inject({ method: 'GET', url: '/healthz' });
      expect(String(health.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://host.example;",
      );
    } finally {
      await custom.close();
    }
  });
});
