import { useEffect, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@broker/contract';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
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

/**
 * The customer's WeChat name for the view report (decision 018): `pending` while the client config
 * loads (only in WeChat) or while the browser is away at WeChat's authorisation; then the signed
 * name, or undefined for an anonymous visitor.
 */
export function useWechatIdentity(comparisonId: string, shareCode: string) {
  const [params, setParams] = useSearchParams();
  const inWechat = currentPlatform().isWechat;
  // The client config boot fetches (never fetched here); pending until it answers, then data or error.
  const config = useQuery<ClientConfig>({ queryKey: queryKeys.clientConfig, queryFn: skipToken });
  const configKnown = !inWechat || !config.isPending;
  const [state, setState] = useState<{ pending: boolean; token: string | undefined }>({
    pending: true,
    token: undefined,
  });
  useEffect(() => {
    if (!configKnown || !state.pending) return;
    const step = wechatIdentityStep({
      enabled: config.data?.wechatViewerNames === true,
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
      setParams(next, { replace: true });
    }
  }, [configKnown, state.pending, config.data, inWechat, comparisonId, shareCode, params, setParams]);
  return state;
}
