import { Popup } from 'antd-mobile';
import { MESSAGES, SHARE_PAGE_PATH, type Comparison, type ShareCode } from '@broker/contract';
import { copyText } from '../../../lib/clipboard/copy-text';
import { toast } from '../../../lib/feedback';
import { track } from '../../../lib/tracking';
import { qrImage } from '../../../lib/qr/qr-image';
import { compareText } from '../../../locales/zh-CN/compare';
import { qrText } from '../../../locales/zh-CN/qr';
import { fetchComparisonImage } from '../api/download';
import { saveBlob } from '../lib/render-image';
import './share-sheet.css';

interface ShareSheetProps {
  open: boolean;
  onClose(): void;
  comparison: Comparison;
  /** The saved comparison the share belongs to: what the downloaded image shows. */
  comparisonId: string | null;
  share: ShareCode | null;
  agentName: string;
  onRevoke(): void;
}

/** The customer's address of a share: the light share page (decision 038) with the share route in its hash. */
export const shareUrl = (share: ShareCode) => `${location.origin}${SHARE_PAGE_PATH}#${share.path}`;

/** Copy the link, the system share sheet where there is one, or the table as an image. */
export function ShareSheet({
  open,
  onClose,
  comparison,
  comparisonId,
  share,
  agentName,
  onRevoke,
}: ShareSheetProps) {
  const url = share ? shareUrl(share) : '';
  const title = compareText.fromAgent(agentName);
  const shared = (how: string) => track({ point: 'shareSent', dynamicName: how, dynamicValue: 'comparison' });
  const copy = async () => {
    shared('copy');
    // Spec §8's '链接复制成功…跳转客服' is the customer-service link's; a share link is just copied.
    toast.show((await copyText(url)) ? MESSAGES.copied : MESSAGES.copyFailed);
  };
  const systemShare = async () => {
    shared('system');
    try {
      await navigator.share({ title, text: comparison.title, url });
    } catch {
      // The agent closed the sheet: nothing to say.
    }
  };
  const download = async () => {
    try {
      if (!comparisonId) throw new Error('not saved');
      saveBlob(await fetchComparisonImage(comparisonId), `${comparison.title}.png`);
      toast.show(MESSAGES.downloadSucceeded);
    } catch {
      // Spec §8: saving an image that fails is '保存失败'.
      toast.show(MESSAGES.saveImageFailed);
    }
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="share-sheet">
      <div role="dialog" aria-modal="true" aria-label={compareText.shareTitle}>
        <h2 className="share-sheet__title">{compareText.shareTitle}</h2>
        <p className="share-sheet__link">{url}</p>
        {share && (
          <figure className="share-sheet__qr">
            <img src={qrImage(url)} alt={qrText.alt} width={160} height={160} />
            <figcaption>{qrText.hint}</figcaption>
          </figure>
        )}
        {share && (
          <p className="share-sheet__hint">
            {compareText.shareExpires(new Date(share.expiresAt).toLocaleDateString('zh-CN'))}
          </p>
        )}
        <div className="share-sheet__actions">
          <button type="button" disabled={!share} onClick={() => void copy()}>
            {compareText.copyLink}
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" disabled={!share} onClick={() => void systemShare()}>
              {compareText.systemShare}
            </button>
          )}
          <button type="button" disabled={!comparisonId} onClick={() => void download()}>
            {compareText.downloadImage}
          </button>
          <button type="button" className="share-sheet__revoke" disabled={!share} onClick={onRevoke}>
            {compareText.revoke}
          </button>
        </div>
      </div>
    </Popup>
  );
}
