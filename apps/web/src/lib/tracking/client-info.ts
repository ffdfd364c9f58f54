/** What the user agent says about the browser, engine, system and device (spec §3 behaviour record). */
export function clientInfo(ua: string) {
  const browser = /MicroMessenger/i.test(ua)
    ? 'WeChat'
    : /wxwork/i.test(ua)
      ? 'WeCom'
      : /Edg\//.test(ua)
        ? 'Edge'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Browser';
  const os = /iPhone|iPad|iOS/.test(ua)
    ? `iOS ${/OS (\d+)/.exec(ua)?.[1] ?? ''}`.trim()
    : /Android/.test(ua)
      ? `Android ${/Android (\d+)/.exec(ua)?.[1] ?? ''}`.trim()
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  const engine = /AppleWebKit/.test(ua) ? 'WebKit' : /Gecko\//.test(ua) ? 'Gecko' : '';
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Mobile/.test(ua)
        ? 'Mobile'
        : 'Desktop';
  return { browser, os, engine, device };
}
