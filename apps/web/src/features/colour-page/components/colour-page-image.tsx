import { useState } from 'react';
import { colourPageText as t } from '../../../locales/zh-CN/colour-page';

/**
 * The rendered PNG as a plain <img> from its public address: WeChat's, WeCom's and the phones' own
 * long-press menus save or forward it, which a canvas or a blob URL would not allow everywhere.
 */
export function ColourPageImage({
  src,
  title,
  hint = t.longPressHint,
}: {
  src: string;
  title: string;
  hint?: string;
}) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  return (
    <figure className="cp-image">
      {/* Above the image: a tall page would push a caption below the first screen. */}
      {state === 'ready' && <figcaption className="cp-image__hint">{hint}</figcaption>}
      {state === 'failed' ? (
        <button
          type="button"
          className="cp-image__failed"
          onClick={() => {
            setAttempt((n) => n + 1);
            setState('loading');
          }}
        >
          {t.imageFailed}
        </button>
      ) : (
        <img
          key={attempt}
          className={state === 'ready' ? 'cp-image__img' : 'cp-image__img cp-image__img--loading'}
          src={attempt && !src.startsWith('blob:') ? `${src}&retry=${attempt}` : src}
          alt={t.imageAlt(title)}
          width={1080}
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
        />
      )}
      {state === 'loading' && (
        <p className="cp-image__loading" role="status">
          {t.imageLoading}
        </p>
      )}
    </figure>
  );
}
