import { useEffect, useState } from 'react';
import { fetchClientConfig } from '../../../lib/http/client-config';
import { currentPlatform } from '../../../lib/platform/platform';
import { visitorId } from '../lib/visitor';
import { wechatIdentityStep } from '../lib/wechat-identity';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The share page's query, and how to change it without a reload (the page has no router). */
export interface ShareAddress {
  params: URLSearchParams;
  replaceParams(next: URLSearchParams): void;
}

/**
 * The customer's WeChat name for the view report (decision 018): `pending` while the client config
 * loads (only in WeChat) or while the browser is away at WeChat's authorisation; then the signed
 * name, or undefined for an anonymous visitor.
 */
export function useWechatIdentity(comparisonId: string, shareCode: string, address: ShareAddress) {
  const inWechat = currentPlatform().isWechat;
  // Whether the operator configured a WeChat app: asked only in WeChat; a failure means no.
  const [enabled, setEnabled] = useState<boolean | undefined>(inWechat ? undefined : false);
  const [state, setState] = useState<{ pending: boolean; token: string | undefined }>({
    pending: true,
    token: undefined,
  });
  useEffect(() => {
    if (enabled !== undefined) return;
    let live = true;
    fetchClientConfig()
      .then(
        (config) => config.wechatViewerNames === true,
        () => false,
      )
      .then((on) => {
        if (live) setEnabled(on);
      });
    return () => {
      live = false;
    };
  }, [enabled]);
  const { params, replaceParams } = address;
  useEffect(() => {
    if (enabled === undefined || !state.pending) return;
    const step = wechatIdentityStep({
      enabled,
      inWechat,
      comparisonId,
      shareCode,
      visitorId: visitorId(),
      params,
      storage: storage(),
      now: Date.now(),
    });
    if (step.kind === 'authorize') {
      window.location.assign(step.url);
      return;
    }
    setState({ pending: false, token: step.token });
    if (step.strip.length > 0) {
      // The signed name stays in this browser, not in a link the customer might forward.
      const next = new URLSearchParams(params);
      for (const p of step.strip) next.delete(p);
      replaceParams(next);
    }
  }, [enabled, state.pending, inWechat, comparisonId, shareCode, params, replaceParams]);
  return state;
}
