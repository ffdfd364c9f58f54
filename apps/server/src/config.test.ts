import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEB_DIST_DIR, loadConfig } from './config.js';

const SECRET = 's'.repeat(32);
const ERP = { ERP_JWT_ISSUER: 'https://erp.example.com', ERP_JWT_AUDIENCE: 'broker-assistant' };
const PEM =
  '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';

/** The ConfigError thrown for `env`, or a failure when none is thrown. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      logLevel: 'info',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      trustProxy: false,
      bodyLimitBytes: 1_048_576,
      shutdownTimeoutMs: 10_000,
      session: { ttlMinutes: 480 },
      loginThrottle: { maxFailuresPerAccount: 5, maxFailuresPerIp: 30, lockMinutes: 15 },
      passwordLoginEnabled: true,
      demoAgentEnabled: true,
      erp: undefined,
      externalLoginUrl: undefined,
      userAgentMarkers: {
        iosApp: ['BrokerAssistantiOS'],
        androidApp: ['BrokerAssistantAndroid'],
        wecom: ['wxwork'],
        wechat: ['MicroMessenger'],
      },
    });
    expect(DEFAULT_WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads numbers, paths and lists', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: 'var/ba',
      SESSION_TTL_MINUTES: '60',
      WEB_DIST_DIR: '/srv/web',
      UA_MARKERS_WECOM: ' wxwork , ,WeCom ',
    });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('var/ba'));
    expect(config.session.ttlMinutes).toBe(60);
    expect(config.webDistDir).toBe(path.resolve('/srv/web'));
    expect(config.userAgentMarkers.wecom).toEqual(['wxwork', 'WeCom']);
  });

  it.each(['abc', '70000', '-1', '80.5'])('a bad PORT (%s) is a ConfigError naming PORT', (port) => {
    const error = configError({ PORT: port });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^\s*PORT: /m);
  });

  it('an empty PORT means the default or an error, never port 0', () => {
    let port: number;
    try {
      port = loadConfig({ PORT: '' }).port;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return;
    }
    expect(port).toBe(8080);
  });

  it('checks ranges of the other numbers', () => {
    expect(configError({ SESSION_TTL_MINUTES: '1' }).message).toContain('SESSION_TTL_MINUTES');
    expect(configError({ BODY_LIMIT_BYTES: '10' }).message).toContain('BODY_LIMIT_BYTES');
    expect(configError({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' }).message).toContain(
      'LOGIN_MAX_FAILURES_PER_ACCOUNT',
    );
  });

  it('DATABASE_URL must be a postgres URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain('DATABASE_URL');
    expect(configError({ DATABASE_URL: 'localhost:5432' }).message).toContain('DATABASE_URL');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/ba' }).databaseUrl).toBe(
      'postgres://u@db:5432/ba',
    );
    expect(loadConfig({ DATABASE_URL: ' postgresql://db/ba ' }).databaseUrl).toBe('postgresql://db/ba');
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('single sign-on needs an issuer and an audience', () => {
    expect(configError({ ERP_JWT_SECRET: SECRET }).message).toContain('ERP_JWT_ISSUER');
    expect(configError({ ERP_JWT_SECRET: SECRET, ERP_JWT_ISSUER: 'x' }).message).toContain(
      'ERP_JWT_AUDIENCE',
    );
    expect(configError({ ERP_JWT_PUBLIC_KEY: PEM, ERP_JWT_AUDIENCE: 'x' }).message).toContain(
      'ERP_JWT_ISSUER',
    );
  });

  it('refuses both a secret and a public key, and a short secret', () => {
    expect(configError({ ERP_JWT_SECRET: SECRET, ERP_JWT_PUBLIC_KEY: PEM, ...ERP }).message).toMatch(
      /ERP_JWT_SECRET: .*not both/,
    );
    expect(configError({ ERP_JWT_SECRET: 's'.repeat(31), ...ERP }).message).toMatch(
      /ERP_JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('a WeChat app needs its id and secret together; its API address defaults to WeChat', () => {
    expect(loadConfig({}).wechat).toBeUndefined();
    expect(configError({ WECHAT_APP_ID: 'wx0123' }).message).toMatch(/WECHAT_APP_SECRET: .*together/);
    expect(configError({ WECHAT_APP_SECRET: 'x' }).message).toMatch(/WECHAT_APP_ID: .*together/);
    expect(loadConfig({ WECHAT_APP_ID: 'wx0123', WECHAT_APP_SECRET: 'secret' }).wechat).toEqual({
      appId: 'wx0123',
      appSecret: 'secret',
      apiBaseUrl: 'https://api.weixin.qq.com',
      timeoutMs: 5000,
    });
    expect(configError({ WECHAT_API_BASE_URL: 'ftp://x' }).message).toContain('WECHAT_API_BASE_URL');
  });

  it('builds the HS256 and RS256 settings', () => {
    expect(loadConfig({ ERP_JWT_SECRET: SECRET, ...ERP }).erp).toEqual({
      algorithm: 'HS256',
      secret: SECRET,
      issuer: ERP.ERP_JWT_ISSUER,
      audience: ERP.ERP_JWT_AUDIENCE,
      workIdClaim: 'sub',
      nameClaim: 'name',
    });
    // A PEM given on one line with literal \n, as env files often carry it.
    const rs = loadConfig({
      ERP_JWT_PUBLIC_KEY: PEM.replace(/\n/g, '\\n'),
      ERP_JWT_NAME_CLAIM: 'cn',
      ...ERP,
    });
    expect(rs.erp).toMatchObject({ algorithm: 'RS256', publicKey: PEM, nameClaim: 'cn' });
    expect(loadConfig({ ERP_JWT_SECRET: '   ' }).erp).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('booleans accept %s', (value, expected) => {
    const config = loadConfig({
      TRUST_PROXY: value,
      PASSWORD_LOGIN_ENABLED: value,
      DEMO_AGENT_ENABLED: value,
    });
    expect([config.trustProxy, config.passwordLoginEnabled, config.demoAgentEnabled]).toEqual([
      expected,
      expected,
      expected,
    ]);
  });

  it('a bad boolean, log level or URL names its variable; several are listed together', () => {
    const error = configError({
      DEMO_AGENT_ENABLED: 'maybe',
      LOG_LEVEL: 'verbose',
      EXTERNAL_LOGIN_URL: 'javascript:alert(1)',
    });
    expect(error.message).toMatch(/^Invalid configuration:/);
    for (const name of ['DEMO_AGENT_ENABLED', 'LOG_LEVEL', 'EXTERNAL_LOGIN_URL']) {
      expect(error.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    }
    expect(loadConfig({ EXTERNAL_LOGIN_URL: 'https://host.example/login' }).externalLoginUrl).toBe(
      'https://host.example/login',
    );
  });
});
