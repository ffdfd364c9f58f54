import { useState } from 'react';
import { useLocation } from 'react-router';
import { SPEC_ROUTE_NAMES } from '../../app/spec-routes';
import { homeText } from '../../locales/zh-CN/home';

/** '该功能即将上线：智能核保' after a deep link to a screen not built yet, until dismissed. */
export function ComingSoonNotice() {
  const location = useLocation();
  const path = (location.state as { comingSoon?: unknown } | null)?.comingSoon;
  const name = typeof path === 'string' ? (SPEC_ROUTE_NAMES[path] ?? '') : '';
  const [dismissed, setDismissed] = useState('');
  if (!name || dismissed === location.key) return null;
  return (
    <div className="coming-soon" role="status">
      <span>
        {homeText.comingSoon}：{name}
      </span>
      <button type="button" className="coming-soon__close" onClick={() => setDismissed(location.key)}>
        {homeText.gotIt}
      </button>
    </div>
  );
}
