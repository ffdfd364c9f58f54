import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { clientInfo, pageViewId, visitorId } from '../lib/visitor';

const REPORT_URL = '/v1/behavior/reporting';
const SPM = '100.18.compare-share';

/**
 * A shared comparison reports its view when it opens, and on leaving (hidden or closed: phones rarely
 * fire unload) sends a beacon with the seconds it was looked at (spec §7: beacon when shareFlag=1).
 */
export function useViewReporting(
  target: { comparisonId: string; shareCode: string; wechatIdentity?: string | undefined } | null,
): void {
  const comparisonId = target?.comparisonId ?? '';
  const shareCode = target?.shareCode ?? '';
  const wechatIdentity = target?.wechatIdentity;
  useEffect(() => {
    if (!comparisonId || !shareCode) return;
    const started = Date.now();
    const base = {
      sessionId: pageViewId(),
      visitorId: visitorId(),
      shareCode,
      comparisonId,
      ...clientInfo(navigator.userAgent),
      spm: SPM,
      spmName: '对比分享页',
      ...(wechatIdentity ? { wechatIdentity } : {}),
    };
    void http
      .post(
        REPORT_URL,
        { ...base, type: 'view', reportTime: started },
        { withToken: false, showErrorToast: false },
      )
      .catch(() => undefined);
    const leave = () => {
      const body = JSON.stringify({
        ...base,
        type: 'leave',
        reportTime: Date.now(),
        duration: Math.min(86_400, Math.round((Date.now() - started) / 1000)),
      });
      const blob = new Blob([body], { type: 'application/json' });
      if (!navigator.sendBeacon?.(REPORT_URL, blob))
        void fetch(REPORT_URL, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
          keepalive: true,
        });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', leave);
    };
  }, [comparisonId, shareCode, wechatIdentity]);
}
