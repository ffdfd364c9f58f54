import { useEffect, useState } from 'react';
import { MESSAGES, type ColourPage } from '@broker/contract';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { fetchOwnColourPageImage } from '../../features/colour-page/api/colour-page-api';
import { ColourPageImage } from '../../features/colour-page/components/colour-page-image';
import { saveBlob } from '../../features/compare/lib/render-image';
import { toast } from '../../lib/feedback';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';

/** The agent's own copy of the PNG through the session (a page not shared has no public address). */
function useOwnImage(id: string, imageHash: string) {
  const [image, setImage] = useState<{ blob: Blob; url: string } | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let url: string | undefined;
    setImage(null);
    fetchOwnColourPageImage(id).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setImage({ blob, url });
      },
      () => live && setImage('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, imageHash, attempt]);
  return { image, retry: () => setAttempt((n) => n + 1) };
}

/**
 * A page whose link the agent stopped (or that expired): that state and 重新分享 first (the image is
 * tall), then the image for the agent alone. Nothing here gives the customer's old link back.
 */
export function StoppedSharing({ page, onShareAgain }: { page: ColourPage; onShareAgain(): void }) {
  const { image, retry } = useOwnImage(page.id, page.imageHash);
  const download = () => {
    if (image === null || image === 'failed') return;
    saveBlob(image.blob, `${page.title}.png`);
    toast.show(MESSAGES.downloadSucceeded);
  };
  return (
    <>
      <section className="cp-result__share" aria-labelledby="cp-stopped-title">
        <h2 id="cp-stopped-title" className="cp-result__title">
          {t.stoppedTitle}
        </h2>
        <p className="cp-result__expires">{t.stoppedHint}</p>
        <div className="cp-result__actions">
          <button type="button" onClick={onShareAgain}>
            {t.shareAgain}
          </button>
          <button type="button" onClick={download} disabled={image === null || image === 'failed'}>
            {t.download}
          </button>
        </div>
      </section>
      {image === null && <LoadingState />}
      {image === 'failed' && <ErrorState message={t.imageFailed} onRetry={retry} />}
      {image !== null && image !== 'failed' && (
        <ColourPageImage src={image.url} title={page.title} hint={t.ownImageHint} />
      )}
    </>
  );
}
