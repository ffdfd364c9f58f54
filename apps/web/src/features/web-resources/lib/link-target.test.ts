import { describe, expect, it } from 'vitest';
import { externalLink } from './link-target';

describe('how a web resource opens', () => {
  it('a new window in browsers and WeCom, in place in the native apps (they ignore _blank)', () => {
    expect(externalLink('https://www.nfra.gov.cn', { isNativeApp: false })).toEqual({
      href: 'https://www.nfra.gov.cn/',
      host: 'www.nfra.gov.cn',
      target: '_blank',
    });
    expect(externalLink('https://www.nfra.gov.cn/', { isNativeApp: true })?.target).toBeUndefined();
  });

  it('never makes a link of anything but http(s)', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      '/index',
      'http://',
    ]) {
      expect(externalLink(url, { isNativeApp: false })).toBeUndefined();
    }
  });
});
