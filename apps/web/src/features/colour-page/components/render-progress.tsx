import { useEffect, useState } from 'react';
import { colourPageText as t } from '../../../locales/zh-CN/colour-page';
import './render-progress.css';

/**
 * Shown while the server draws the page. The first render after a server start loads the font (3–4 s),
 * so the bar moves towards 90% over about four seconds and says why after one.
 */
export function RenderProgress() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 200);
    return () => clearInterval(timer);
  }, []);
  const percent = Math.round(90 * (1 - Math.exp(-elapsed / 1800)));
  return (
    <div className="cp-progress" role="status" aria-live="polite">
      <div className="cp-progress__box">
        <p className="cp-progress__text">{t.generating}</p>
        <div
          className="cp-progress__bar"
          role="progressbar"
          aria-label={t.generating}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        {elapsed > 1000 && <p className="cp-progress__hint">{t.generatingSlow}</p>}
      </div>
    </div>
  );
}
