import {
  TRACKING_LIMITS,
  TRACKING_POINTS,
  spmOf,
  type TrackingEvent,
  type TrackingPoint,
} from '@broker/contract';
import { clientInfo } from './client-info';
import { useUserStore } from '../../stores/user-store';
import { trackQueue, type TrackInput } from './index';
import { toolOfRoute, sharedPageOf } from './routes';

/** Sent at most this often while the page is open; on hide, at once by beacon. */
export const FLUSH_MS = 10_000;
/** Events per request (the server takes up to TRACKING_LIMITS.maxBatchEvents). */
export const BATCH_EVENTS = 50;
/** Held at most while the network is away; the oldest go first. */
export const MAX_PENDING = 500;
const SYSTEM_NAME = '展业助手';
const GLOBAL_ID_KEY = 'ba-global-id';
const SESSION_KEY = 'ba-buried-session';

export interface TrackerDeps {
  /** Where `/buried/…` lives: '' = this origin. */
  host(): Promise<string>;
  token(): string | null;
  now(): number;
  /** fetch that never rejects into the app. */
  post(url: string, body: string): Promise<unknown>;
  beacon(url: string, body: string): boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  href(): string;
  userAgent: string;
  /** The agent's work id (spec §3 userId) and the launch's AI source, read per event. */
  who?(): { userId?: string; aiSource?: string };
}

/** Spec §3 spmName: each point's name as operators read it. */
const SPM_NAMES: Record<TrackingPoint, string> = {
  pageView: '页面浏览',
  questionSent: '提问',
  toolOpened: '打开工具',
  shareSent: '分享',
  shareOpened: '打开分享',
  answerFeedback: '回答反馈',
  unknownAiSource: '未知入口来源',
};

/**
 * `buriedSessionId` from before the '#' or from the hash route's query (as boot reads launch
 * parameters; read here with a pattern so this chunk needs nothing of the first screen's modules).
 */
export function buriedSessionIdOf(href: string): string | null {
  const match = /[?&]buriedSessionId=([^&#]+)/.exec(href);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim().slice(0, 80) || null;
  } catch {
    return null;
  }
}

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

const read = (store: TrackerDeps['storage'], key: string) => {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (store: TrackerDeps['storage'], key: string, value: string) => {
  try {
    store?.setItem(key, value);
  } catch {
    // Private mode: the id lives as long as the page.
  }
};

/**
 * The batching tracker behind `track()` (decision 028). Holds events, sends them every FLUSH_MS and
 * by sendBeacon when the page is hidden or left; a send that fails loses that batch, never the app.
 * Page views carry their duration (ms) when the page is left or hidden.
 */
export function createTracker(deps: TrackerDeps) {
  const pending: TrackingEvent[] = [];
  const info = clientInfo(deps.userAgent);
  // The host app's session id (spec §2 buriedSessionId) is kept for the tab; else one of our own.
  const sessionId = buriedSessionIdOf(deps.href()) ?? read(deps.session, SESSION_KEY) ?? randomId();
  write(deps.session, SESSION_KEY, sessionId);
  let globalId = read(deps.storage, GLOBAL_ID_KEY);
  let page: { route: string; started: number; tool: string | null } | null = null;

  const base = (point: TrackingPoint, type: string): TrackingEvent => {
    const who = deps.who?.() ?? {};
    return {
      type,
      sessionId,
      ...info,
      reportTime: deps.now(),
      ...(who.userId && { userId: who.userId }),
      spm: spmOf(point),
      spmName: SPM_NAMES[point],
      systemFlag: 'H5',
      systemName: SYSTEM_NAME,
      // The launch's source with every record, so operators can split any point by entry (decision 036).
      argsJson: JSON.stringify({ aiSource: who.aiSource ?? 'general' }),
    };
  };

  function add(event: TrackingEvent) {
    pending.push(event);
    if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
  }

  /** Closes the page being shown: its view with how long it was shown. */
  function leavePage(at: number) {
    if (!page) return;
    add({
      ...base('pageView', 'page'),
      routAdd: page.route,
      duration: Math.min(Math.max(0, at - page.started), TRACKING_LIMITS.maxDurationMs),
    });
  }

  function enterPage(route: string, search: string) {
    const at = deps.now();
    leavePage(at);
    const tool = toolOfRoute(route);
    const shared = new URLSearchParams(search).get('shareFlag') === '1' ? sharedPageOf(route) : null;
    if (shared) {
      add({ ...base('shareOpened', 'view'), routAdd: route, dynamicName: 'kind', dynamicValue: shared });
    } else if (tool && tool !== page?.tool) {
      add({ ...base('toolOpened', 'open'), routAdd: route, dynamicName: 'screen', dynamicValue: tool });
    }
    page = { route, started: at, tool: shared ? null : tool };
  }

  function take(input: TrackInput) {
    if (input.point === 'page') return enterPage(input.route ?? '', input.search ?? '');
    if (!(input.point in TRACKING_POINTS)) return;
    const point = input.point as TrackingPoint;
    const route = input.route ?? page?.route ?? '';
    add({
      ...base(point, 'click'),
      routAdd: route,
      ...(input.dynamicName !== undefined && { dynamicName: input.dynamicName }),
      ...(input.dynamicValue !== undefined && { dynamicValue: input.dynamicValue }),
      // Spec §3 chat-tracking record, for a question sent.
      ...(point === 'questionSent' && {
        dynamicName: 'category',
        device: info.device,
        scene: input.scene || 'chat',
        pageName: route,
        functionName: input.kind === 'regenerate' ? '重新生成' : '提问',
        functionCode: input.dynamicValue ?? '',
        pointsCode: spmOf(point),
      }),
    });
  }

  /** Batches of at most BATCH_EVENTS events that stay under the byte limit. */
  function batches(): string[] {
    const out: string[] = [];
    const token = deps.token() ?? undefined;
    while (pending.length > 0) {
      let events = pending.splice(0, BATCH_EVENTS);
      let body = JSON.stringify({ token, globalId: globalId ?? undefined, events });
      // A batch over the byte limit is halved until it fits (a single huge event is dropped).
      while (body.length * 3 > TRACKING_LIMITS.maxBatchBytes && events.length > 1) {
        pending.unshift(...events.slice(events.length >> 1));
        events = events.slice(0, events.length >> 1);
        body = JSON.stringify({ token, globalId: globalId ?? undefined, events });
      }
      if (body.length * 3 <= TRACKING_LIMITS.maxBatchBytes) out.push(body);
    }
    return out;
  }

  async function ensureGlobalId(host: string) {
    if (globalId) return;
    try {
      const response = (await deps.post(
        `${host}/buried/getGlobalId`,
        JSON.stringify({ token: deps.token() ?? undefined }),
      )) as { globalId?: unknown } | undefined;
      if (typeof response?.globalId === 'string') {
        globalId = response.globalId;
        write(deps.storage, GLOBAL_ID_KEY, globalId);
      }
    } catch {
      // Sent without one; asked again next time.
    }
  }

  let flushing = false;
  return {
    take,
    pendingCount: () => pending.length,

    /** Sends what is held by fetch (keepalive); a failed batch is dropped. */
    async flush(): Promise<void> {
      if (flushing || pending.length === 0) return;
      flushing = true;
      try {
        const host = await deps.host();
        await ensureGlobalId(host);
        for (const body of batches()) await deps.post(`${host}/buried/spm/save`, body).catch(() => undefined);
      } finally {
        flushing = false;
      }
    },

    /** The page is being hidden or left: close the page view and beacon everything. */
    async hide(host: string): Promise<void> {
      const at = deps.now();
      leavePage(at);
      if (page) page = { ...page, started: at };
      for (const body of batches()) deps.beacon(`${host}/buried/spm/save`, body);
    },

    /** Shown again: the current page's time counts from now. */
    show() {
      if (page) page = { ...page, started: deps.now() };
    },
  };
}
export type Tracker = ReturnType<typeof createTracker>;

const safe = (run: () => unknown) => {
  try {
    void Promise.resolve(run()).catch(() => undefined);
  } catch {
    // Tracking never fails the app.
  }
};

/** The hash route's path and query ('/index', '?shareFlag=1'). */
export function routeOf(hash: string): [string, string] {
  const path = hash.replace(/^#/, '') || '/';
  const q = path.indexOf('?');
  return q < 0 ? [path, ''] : [path.slice(0, q), path.slice(q)];
}

/**
 * Calls `onPage` for the current route and every later one. The router moves by history.pushState /
 * replaceState (no event of their own), so those are wrapped; back and forward are popstate. This
 * keeps page tracking out of the first screen's code.
 */
function followPages(onPage: (route: string, search: string) => void) {
  let last = '';
  const check = () => {
    const [route, search] = routeOf(window.location.hash);
    // '/' only redirects to the home page.
    if (route === '/' || route + search === last) return;
    last = route + search;
    onPage(route, search);
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      safe(check);
    };
  }
  window.addEventListener('popstate', check);
  window.addEventListener('hashchange', check);
  check();
}

/** The browser's tracker: takes over the glue's queue (main.tsx starts it after the first screen). */
export function startTracker(): void {
  let host = '';
  const hostOnce = fetch('/v1/client-config')
    .then((r) => r.json() as Promise<{ trackingHost?: string }>)
    .then((c) => (host = c.trackingHost ?? ''))
    .catch(() => '');
  const tracker = createTracker({
    host: () => hostOnce,
    token: () => useUserStore.getState().token,
    who: () => {
      const { userInfo, aiSource } = useUserStore.getState();
      return { userId: userInfo?.workId, aiSource };
    },
    now: () => Date.now(),
    post: async (url, body) => {
      const response = await fetch(url, {
        method: 'POST',
        body,
        // text/plain: a "simple" request, no CORS preflight when TRACKING_HOST is another origin.
        headers: { 'content-type': 'text/plain' },
        keepalive: true,
        credentials: 'omit',
      });
      return response.ok ? response.json() : undefined;
    },
    beacon: (url, body) => {
      try {
        return navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' })) ?? false;
      } catch {
        return false;
      }
    },
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    session: typeof sessionStorage === 'undefined' ? null : sessionStorage,
    href: () => window.location.href,
    userAgent: navigator.userAgent,
  });
  for (const input of trackQueue.held.splice(0)) tracker.take(input);
  trackQueue.send = (input) => safe(() => tracker.take(input));
  followPages((route, search) => safe(() => tracker.take({ point: 'page', route, search })));
  setInterval(() => safe(() => tracker.flush()), FLUSH_MS);
  document.addEventListener('visibilitychange', () =>
    safe(() => (document.visibilityState === 'hidden' ? tracker.hide(host) : tracker.show())),
  );
  window.addEventListener('pagehide', () => safe(() => tracker.hide(host)));
  safe(() => tracker.flush());
}
