import { useState } from 'react';
import { useLocation } from 'react-router';
import { comingSoonOf } from '../../app/spec-routes';
import { homeText } from '../../locales/zh-CN/home';

/** '该功能即将上线：智能核保' after a deep link to a screen not built yet, until dismissed. */
export function ComingSoonNotice() {
  const location = useLocation();
  const name = comingSoonOf(location.state);
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
