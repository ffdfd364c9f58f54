import { MESSAGES, type ColourPage } from '@broker/contract';
import { copyText } from '../../lib/clipboard/copy-text';
import { toast } from '../../lib/feedback';
import { track } from '../../lib/tracking';
import { qrImage } from '../../lib/qr/qr-image';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';
import { qrText } from '../../locales/zh-CN/qr';
import { saveBlob } from '../../features/compare/lib/render-image';

async function imageBlob(src: string): Promise<Blob> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}

/** Download, the system share sheet where there is one, the customer's link with its QR code. */
export function ResultActions({
  page,
  imageSrc,
  url,
  onStopSharing,
}: {
  page: ColourPage;
  imageSrc: string;
  url: string;
  onStopSharing(): void;
}) {
  const fileName = `${page.title}.png`;
  const download = async () => {
    try {
      saveBlob(await imageBlob(imageSrc), fileName);
      toast.show(MESSAGES.downloadSucceeded);
    } catch {
      toast.show(MESSAGES.downloadFailed);
    }
  };
  const shared = (how: string) => track({ point: 'shareSent', dynamicName: how, dynamicValue: 'colourPage' });
  const share = async () => {
    shared('system');
    try {
      const file = new File([await imageBlob(imageSrc)], fileName, { type: 'image/png' });
      if (navigator.canShare?.({ files: [file] }))
        await navigator.share({ files: [file], title: page.title });
      else await navigator.share({ title: page.title, url });
    } catch {
      // The agent closed the sheet: nothing to say.
    }
  };
  const copy = async () => {
    shared('copy');
    // Spec §8's '链接复制成功…跳转客服' is the customer-service link's; a share link is just copied.
    toast.show((await copyText(url)) ? MESSAGES.copied : MESSAGES.copyFailed);
  };
  return (
    <section className="cp-result__share" aria-labelledby="cp-link-title">
      <div className="cp-result__actions">
        <button type="button" onClick={() => void download()}>
          {t.download}
        </button>
        {typeof navigator.share === 'function' && (
          <button type="button" onClick={() => void share()}>
            {t.share}
          </button>
        )}
        <button type="button" onClick={() => void copy()}>
          {t.copyLink}
        </button>
      </div>
      <h2 id="cp-link-title" className="cp-result__title">
        {t.linkTitle}
      </h2>
      <p className="cp-result__link">{url}</p>
      <figure className="cp-result__qr">
        <img src={qrImage(url)} alt={qrText.alt} width={160} height={160} />
        <figcaption>{qrText.hint}</figcaption>
      </figure>
      <p className="cp-result__expires">
        {t.linkExpires(new Date(page.shareExpiresAt).toLocaleDateString('zh-CN'))}
      </p>
      <button type="button" className="cp-result__stop" onClick={onStopSharing}>
        {t.stopSharing}
      </button>
    </section>
  );
}
