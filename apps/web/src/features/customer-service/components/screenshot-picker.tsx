import { useRef, useState } from 'react';
import { WORK_ORDER_LIMITS, WORK_ORDER_SCREENSHOT_TYPES } from '@broker/contract';
import { csText as t } from '../../../locales/zh-CN/customer-service';
import type { useScreenshots } from '../hooks/use-screenshots';
import './screenshot-picker.css';

/** Optional screenshots on the work-order form: thumbnails with upload progress, remove, add. */
export function ScreenshotPicker({ state }: { state: ReturnType<typeof useScreenshots> }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const full = state.shots.length >= WORK_ORDER_LIMITS.screenshotsMax;
  return (
    <fieldset className="wo-field wo-field--set">
      <legend className="wo-field__label">{t.screenshots}</legend>
      <p className="wo-field__hint">{t.screenshotsHint}</p>
      <ul className="wo-shots">
        {state.shots.map((shot) => (
          <li key={shot.key} className={`wo-shot wo-shot--${shot.status}`}>
            <img className="wo-shot__img" src={shot.preview} alt={shot.name} />
            {shot.status === 'uploading' && (
              <progress
                className="wo-shot__bar"
                max={100}
                value={shot.progress}
                aria-label={t.screenshotUploading(shot.name)}
              />
            )}
            <button
              type="button"
              className="wo-shot__remove"
              aria-label={t.removeScreenshot(shot.name)}
              onClick={() => state.remove(shot.key)}
            >
              ×
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <button type="button" className="wo-shot wo-shot--add" onClick={() => input.current?.click()}>
              <span aria-hidden="true">+</span>
              <span className="wo-shot__add-text">{t.addScreenshot}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={WORK_ORDER_SCREENSHOT_TYPES.join(',')}
        multiple
        hidden
        aria-label={t.addScreenshot}
        data-testid="wo-screenshot-input"
        onChange={(e) => {
          setProblem(state.add(e.target.files));
          e.target.value = '';
        }}
      />
      {[problem, ...state.shots.map((s) => s.reason ?? '')].filter(Boolean).map((text) => (
        <p key={text} className="wo-field__problem" role="alert">
          {text}
        </p>
      ))}
    </fieldset>
  );
}
