import { currentPlatform } from '../../lib/platform/platform';
import { useCommonStore, type AssistantParams } from '../../stores/common-store';

/**
 * Spec §7 'a POST to a template-params service (application, system, device) with the app token': the
 * host app's configuration hook (decision 036). At start, when the deployment names the service
 * (TEMPLATE_PARAMS_URL), the app asks it once per session for the host's theme colour, the assistant's
 * display name and feature switches, and applies them. Quiet: a slow, failing or odd service leaves
 * the app as it is, with no toast.
 */
export const TEMPLATE_PARAMS_TIMEOUT_MS = 3000;
export const TEMPLATE_PARAMS_APPLICATION = 'broker-assistant';
const CACHE_KEY = 'ba-template-params';

export interface TemplateParams extends AssistantParams {
  /** The host's brand colour (#rgb or #rrggbb): the app's primary colour. */
  themeColor?: string;
}

export interface TemplateParamsDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  token: string | null;
  /** Spec's `system`: ios, android, wecom, wechat or h5; `device`: mobile or desktop. */
  system: string;
  device: string;
  root: HTMLElement;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** The service's answer, bare or wrapped in `data`; only the fields and types we know are taken. */
export function parseTemplateParams(body: unknown): TemplateParams {
  const raw = (body && typeof body === 'object' && 'data' in body ? body.data : body) as Record<
    string,
    unknown
  > | null;
  if (!raw || typeof raw !== 'object') return {};
  const params: TemplateParams = {};
  const color = text(raw.themeColor, 7);
  if (color && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) params.themeColor = color;
  const name = text(raw.assistantName ?? raw.name, 20);
  if (name) params.name = name;
  if (raw.features && typeof raw.features === 'object') {
    const features = Object.entries(raw.features).filter(([, on]) => typeof on === 'boolean');
    if (features.length > 0) params.features = Object.fromEntries(features) as Record<string, boolean>;
  }
  return params;
}

export function applyTemplateParams(params: TemplateParams, root: HTMLElement): void {
  if (params.themeColor) root.style.setProperty('--color-primary', params.themeColor);
  const { themeColor: _colour, ...assistant } = params;
  useCommonStore.setState({ assistantParams: assistant });
}

function cached(storage: TemplateParamsDeps['storage']): TemplateParams | null {
  try {
    const value = storage?.getItem(CACHE_KEY);
    return value ? parseTemplateParams(JSON.parse(value)) : null;
  } catch {
    return null;
  }
}

/** Asks the service once per session (sessionStorage) and applies the answer; never throws. */
export async function loadTemplateParams(url: string, deps: TemplateParamsDeps): Promise<TemplateParams> {
  const kept = cached(deps.storage);
  if (kept) {
    applyTemplateParams(kept, deps.root);
    return kept;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TEMPLATE_PARAMS_TIMEOUT_MS);
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(deps.token && { authorization: deps.token }),
      },
      body: JSON.stringify({
        application: TEMPLATE_PARAMS_APPLICATION,
        system: deps.system,
        device: deps.device,
      }),
      signal: controller.signal,
      credentials: 'omit',
    });
    if (response.status !== 200) return {};
    const params = parseTemplateParams(await response.json());
    applyTemplateParams(params, deps.root);
    try {
      deps.storage?.setItem(CACHE_KEY, JSON.stringify(params));
    } catch {
      // Private mode: asked again on the next start.
    }
    return params;
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's side of loadTemplateParams (boot calls it once the session is known). */
export function startTemplateParams(url: string, token: string | null): Promise<TemplateParams> {
  const platform = currentPlatform();
  const system = platform.isIosApp
    ? 'ios'
    : platform.isAndroidApp
      ? 'android'
      : platform.isWecom
        ? 'wecom'
        : platform.isWechat
          ? 'wechat'
          : 'h5';
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: no cache.
  }
  return loadTemplateParams(url, {
    fetch: (input, init) => window.fetch(input, init),
    storage,
    token,
    system,
    device: /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 'mobile' : 'desktop',
    root: document.documentElement,
  });
}
