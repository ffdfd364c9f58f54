import { describe, expect, it } from 'vitest';
import { clientInfo } from './visitor';

describe('clientInfo', () => {
  it('tells WeChat on an iPhone and Chrome on Android apart', () => {
    expect(
      clientInfo(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.47',
      ),
    ).toEqual({ browser: 'WeChat', os: 'iOS 17', engine: 'WebKit', device: 'iPhone' });
    expect(
      clientInfo('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toEqual({
      browser: 'Chrome',
      os: 'Android 14',
      engine: 'WebKit',
      device: 'Mobile',
    });
  });
});
