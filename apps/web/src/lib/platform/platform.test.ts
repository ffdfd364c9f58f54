import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT_MARKERS, detectPlatform } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('detectPlatform', () => {
  it('plain mobile browsers are none of the web views', () => {
    for (const ua of [IPHONE_SAFARI, ANDROID_CHROME]) {
      expect(detectPlatform(ua, DEFAULT_USER_AGENT_MARKERS)).toEqual({
        isIosApp: false,
        isAndroidApp: false,
        isNativeApp: false,
        isWecom: false,
        isWechat: false,
      });
    }
  });

  it('detects the iOS and Android app web views by their markers, case-insensitively', () => {
    const ios = detectPlatform(`${IPHONE_SAFARI} brokerassistantios/3.2`, DEFAULT_USER_AGENT_MARKERS);
    expect(ios).toMatchObject({ isIosApp: true, isAndroidApp: false, isNativeApp: true });
    const android = detectPlatform(
      `${ANDROID_CHROME} BrokerAssistantAndroid/3.2`,
      DEFAULT_USER_AGENT_MARKERS,
    );
    expect(android).toMatchObject({ isIosApp: false, isAndroidApp: true, isNativeApp: true });
  });

  it('WeCom carries MicroMessenger too, but is not WeChat', () => {
    const wecom = detectPlatform(
      `${ANDROID_CHROME} MicroMessenger/7.0.1 wxwork/4.1.0`,
      DEFAULT_USER_AGENT_MARKERS,
    );
    expect(wecom).toMatchObject({ isWecom: true, isWechat: false, isNativeApp: false });
    const wechat = detectPlatform(
      `${IPHONE_SAFARI} MicroMessenger/8.0.47 NetType/WIFI`,
      DEFAULT_USER_AGENT_MARKERS,
    );
    expect(wechat).toMatchObject({ isWecom: false, isWechat: true });
  });

  it('uses the configured markers, ignoring blank ones', () => {
    const markers = { iosApp: ['AcmeIOS'], androidApp: [''], wecom: ['wxwork'], wechat: ['MicroMessenger'] };
    expect(detectPlatform(`${IPHONE_SAFARI} AcmeIOS/1`, markers).isIosApp).toBe(true);
    expect(detectPlatform(`${IPHONE_SAFARI} BrokerAssistantiOS/1`, markers).isIosApp).toBe(false);
    expect(detectPlatform(ANDROID_CHROME, markers).isAndroidApp).toBe(false);
  });
});
