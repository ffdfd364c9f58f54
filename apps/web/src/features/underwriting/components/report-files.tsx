import { useRef, useState } from 'react';
import { FileThumb } from '../../../components/file-thumb/file-thumb';
import { underwritingText as t } from '../../../locales/zh-CN/underwriting';
import type { useReportFiles } from '../../../lib/files/use-report-files';

/** The report files: take a photo or choose images/PDFs, previews with reading progress, delete. */
export function ReportFiles({ state }: { state: ReturnType<typeof useReportFiles> }) {
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const pick = (list: FileList | null, input: HTMLInputElement | null) => {
    setProblem(state.add(list));
    if (input) input.value = '';
  };
  return (
    <section className="cp-form__section" aria-labelledby="uw-files-title">
      <h2 id="uw-files-title" className="cp-form__title">
        {t.filesTitle}
      </h2>
      <p className="cp-field__hint">{t.filesHint}</p>
      <div className="uw-files__buttons">
        <button type="button" className="cp-button" onClick={() => camera.current?.click()}>
          {t.takePhoto}
        </button>
        <button type="button" className="cp-button" onClick={() => chooser.current?.click()}>
          {t.chooseFiles}
        </button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t.takePhoto}
        onChange={(e) => pick(e.target.files, e.target)}
      />
      <input
        ref={chooser}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        multiple
        hidden
        aria-label={t.chooseFiles}
        data-testid="uw-file-input"
        onChange={(e) => pick(e.target.files, e.target)}
      />
      {problem && (
        <p className="cp-field__problem" role="alert">
          {problem}
        </p>
      )}
      {state.files.length > 0 && (
        <ul className="uw-files">
          {state.files.map((f) => (
            <li key={f.key} className={`uw-file uw-file--${f.status}`}>
              <FileThumb preview={f.preview} className="uw-file__thumb" />
              <div className="uw-file__text">
                <p className="uw-file__name">{f.name}</p>
                {f.status === 'failed' ? (
                  <p className="uw-file__reason" role="alert">
                    {f.reason}
                  </p>
                ) : f.status === 'done' ? (
                  <p className="uw-file__stage">{f.chars ? t.parsed(f.pages ?? 1, f.chars) : t.noText}</p>
                ) : (
                  <>
                    <p className="uw-file__stage" role="status">
                      {f.stage}
                    </p>
                    <progress className="uw-file__bar" max={100} value={f.progress} aria-label={f.stage} />
                  </>
                )}
              </div>
              <button
                type="button"
                className="uw-file__remove"
                aria-label={t.removeFile(f.name)}
                onClick={() => void state.remove(f.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
