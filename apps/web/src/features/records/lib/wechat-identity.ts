import { WECHAT_RETURN_PARAMS } from '@broker/contract';

/** The WeChat name the server signed for this browser (decision 018), kept like the visitor id. */
const IDENTITY_KEY = 'ba-wechat-identity';
/** When this browser last went to WeChat to be named: a refusal or a back button must not loop. */
const ASKED_KEY = 'ba-wechat-asked';
const KEEP_MS = 30 * 86_400_000;
const ASK_AGAIN_MS = 86_400_000;

export interface IdentityInput {
  /** The operator configured a WeChat app (client config `wechatViewerNames`). */
  enabled: boolean;
  inWechat: boolean;
  comparisonId: string;
  shareCode: string;
  visitorId: string;
  /** The share page's query (the callback adds `wx_identity` or `wx_oauth`). */
  params: URLSearchParams;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
}

export type IdentityStep =
  /** Go to the server, which sends the browser on to WeChat's authorisation. */
  | { kind: 'authorize'; url: string }
  /** Report the view, with the signed name when there is one; `strip` leaves the address. */
  | { kind: 'ready'; token: string | undefined; strip: string[] };

const read = (storage: IdentityInput['storage'], key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (storage: IdentityInput['storage'], key: string, value: string) => {
  try {
    storage?.setItem(key, value);
  } catch {
    // Private modes without storage: this view goes unnamed, or asks again next time.
  }
};

/**
 * Pure but for the storage it is given: what the customer's share page does about a WeChat name.
 * Outside WeChat, or without the operator's app, nothing (an anonymous visitor, as always).
 */
export function wechatIdentityStep(input: IdentityInput): IdentityStep {
  const { storage, params, now } = input;
  const returned = params.get(WECHAT_RETURN_PARAMS.identity);
  const strip = [WECHAT_RETURN_PARAMS.identity, WECHAT_RETURN_PARAMS.declined].filter((p) => params.has(p));
  if (returned) {
    write(storage, IDENTITY_KEY, JSON.stringify({ token: returned, at: now }));
    return { kind: 'ready', token: returned, strip };
  }
  try {
    const kept = JSON.parse(read(storage, IDENTITY_KEY) ?? 'null') as {
      token?: unknown;
      at?: unknown;
    } | null;
    if (kept && typeof kept.token === 'string' && typeof kept.at === 'number' && now - kept.at < KEEP_MS)
      return { kind: 'ready', token: kept.token, strip };
  } catch {
    // A damaged entry: ask WeChat again below.
  }
  const asked = Number(read(storage, ASKED_KEY) ?? 0);
  const returnedWithout = strip.length > 0;
  if (!input.enabled || !input.inWechat || returnedWithout || !storage || now - asked < ASK_AGAIN_MS)
    return { kind: 'ready', token: undefined, strip };
  write(storage, ASKED_KEY, String(now));
  const query = new URLSearchParams({
    id: input.comparisonId,
    share_code: input.shareCode,
    visitor: input.visitorId,
  });
  return { kind: 'authorize', url: `/v1/wechat/oauth/start?${query.toString()}` };
}
