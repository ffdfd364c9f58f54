import type { ClientConfig } from '@broker/contract';

export type UserAgentMarkers = ClientConfig['userAgentMarkers'];

export interface Platform {
  isIosApp: boolean;
  isAndroidApp: boolean;
  /** Inside the provider's native app web view (iOS or Android). */
  isNativeApp: boolean;
  /** Inside WeCom (企业微信). */
  isWecom: boolean;
  /** Inside WeChat, and not WeCom (whose UA carries both markers). */
  isWechat: boolean;
}

/** Used until `GET /v1/client-config` answers; the same defaults as the server's. */
export const DEFAULT_USER_AGENT_MARKERS: UserAgentMarkers = {
  iosApp: ['BrokerAssistantiOS'],
  androidApp: ['BrokerAssistantAndroid'],
  wecom: ['wxwork'],
  wechat: ['MicroMessenger'],
};

function hasMarker(userAgent: string, markers: readonly string[]): boolean {
  return markers.some((marker) => marker.trim() !== '' && userAgent.includes(marker.trim().toLowerCase()));
}

/** Pure: which web view a user agent belongs to. Markers are case-insensitive substrings. */
export function detectPlatform(userAgent: string, markers: UserAgentMarkers): Platform {
  const ua = userAgent.toLowerCase();
  const isIosApp = hasMarker(ua, markers.iosApp);
  const isAndroidApp = !isIosApp && hasMarker(ua, markers.androidApp);
  const isWecom = hasMarker(ua, markers.wecom);
  return {
    isIosApp,
    isAndroidApp,
    isNativeApp: isIosApp || isAndroidApp,
    isWecom,
    isWechat: !isWecom && hasMarker(ua, markers.wechat),
  };
}

let markers = DEFAULT_USER_AGENT_MARKERS;

/** Called once the client config has loaded. */
export function setUserAgentMarkers(next: UserAgentMarkers): void {
  markers = next;
}

/** The platform of this page, with the markers known now. */
export function currentPlatform(): Platform {
  return detectPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent, markers);
}
