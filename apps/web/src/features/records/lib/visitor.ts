/** The customer's browser: a random id kept in its local storage, so repeat visits are one visitor. */
const KEY = 'ba-visitor';

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function visitorId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known && /^[a-f0-9]{24}$/.test(known)) return known;
    const id = randomId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Private modes without storage: this view is its own visitor.
    return randomId();
  }
}

export const pageViewId = randomId;

/** What the user agent says about the browser, engine and system (spec §3 behaviour record). */
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
