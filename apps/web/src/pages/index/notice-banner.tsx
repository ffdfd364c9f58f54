import { useEffect, useState } from 'react';
import type { CsNotice } from '@broker/contract';
import { http } from '../../lib/http';
import { homeText } from '../../locales/zh-CN/home';
import './notice-banner.css';

// Dismissal outlives the tab (sessionStorage would show it again tomorrow); a new notice has a new id.
const DISMISSED_KEY = 'cs-notice-dismissed';

/**
 * Spec §2's notice banner about live-agent waiting: shown inside the operators' date range (the server
 * decides, on its clock), until the agent closes it. Loads after the first screen, never blocks it.
 */
export function NoticeBanner() {
  const [notice, setNotice] = useState<CsNotice | null>(null);
  useEffect(() => {
    let live = true;
    http.get<CsNotice>('/v1/cs/notice', { showErrorToast: false }).then(
      (n) => {
        if (live && n.show && localStorage.getItem(DISMISSED_KEY) !== n.id) setNotice(n);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!notice) return null;
  return (
    <div className="notice-banner" role="note">
      <p className="notice-banner__text">{notice.text}</p>
      <button
        type="button"
        className="notice-banner__close"
        aria-label={homeText.dismissNotice}
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, notice.id);
          setNotice(null);
        }}
      >
        ×
      </button>
    </div>
  );
}
