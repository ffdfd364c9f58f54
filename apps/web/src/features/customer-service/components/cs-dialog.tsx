import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Popup } from 'antd-mobile';
import { MESSAGES } from '@broker/contract';
import { copyText } from '../../../lib/clipboard/copy-text';
import { toast } from '../../../lib/feedback';
import { HttpError, detailOf } from '../../../lib/http';
import { currentPlatform } from '../../../lib/platform/platform';
import { csText as t } from '../../../locales/zh-CN/customer-service';
import { useCommonStore } from '../../../stores/common-store';
import { fetchDynamicLink, useWorktime } from '../api/cs-api';
import { workOrderPath } from '../lib/work-order-url';
import './cs-dialog.css';

function LiveAgent({ start, end }: { start: string; end: string }) {
  const [busy, setBusy] = useState(false);
  const platform = currentPlatform();
  const device = platform.isWecom ? 'wecom' : platform.isNativeApp ? 'app' : 'h5';
  const open = async () => {
    setBusy(true);
    try {
      const { url } = await fetchDynamicLink(window.location.hash.slice(1) || '/index', device);
      // In WeCom the customer-service link opens in place; elsewhere it only works inside WeChat/WeCom,
      // so it is copied with the spec's hint (spec §8).
      if (platform.isWecom) window.location.href = url;
      else toast.show((await copyText(url)) ? MESSAGES.linkCopied : MESSAGES.copyFailed);
    } catch (error) {
      toast.show((error instanceof HttpError && detailOf(error.data)) || t.linkFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cs-dialog__option">
      <h3 className="cs-dialog__option-title">{t.liveAgent}</h3>
      <p className="cs-dialog__option-body">{t.liveAgentHint(start, end)}</p>
      <button type="button" className="cs-dialog__primary" disabled={busy} onClick={() => void open()}>
        {platform.isWecom ? t.liveAgentOpen : t.copyLink}
      </button>
    </section>
  );
}

function DialogBody() {
  const navigate = useNavigate();
  const close = useCommonStore((s) => s.closeHumanAgent);
  const { summary, conversationId } = useCommonStore((s) => s.humanAgentParams);
  const hours = useWorktime();
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const data = hours.data;
  return (
    <div className="cs-dialog">
      <h2 className="cs-dialog__title">{t.dialogTitle}</h2>
      {!data && !hours.isError && <p className="cs-dialog__status">{t.checking}</p>}
      {data?.open && data.liveAgentConfigured && (
        <LiveAgent start={data.workTimeStart} end={data.workTimeEnd} />
      )}
      {data && !data.open && (
        <section className="cs-dialog__notice" role="status">
          <h3 className="cs-dialog__option-title">{t.closedTitle}</h3>
          <p className="cs-dialog__option-body">
            {t.closedBody(data.workTimeStart, data.workTimeEnd, data.nextOpenText)}
          </p>
        </section>
      )}
      {data?.open && !data.liveAgentConfigured && <p className="cs-dialog__status">{t.noLiveAgent}</p>}
      <section className="cs-dialog__option">
        <h3 className="cs-dialog__option-title">{t.workOrder}</h3>
        <p className="cs-dialog__option-body">{t.workOrderHint}</p>
        <button
          type="button"
          className={data?.open && data.liveAgentConfigured ? 'cs-dialog__secondary' : 'cs-dialog__primary'}
          onClick={() => go(workOrderPath({ summary, conversationId }))}
        >
          {t.workOrder}
        </button>
      </section>
      <div className="cs-dialog__links">
        {!location.hash.startsWith('#/csAssistant') && (
          <button type="button" className="cs-dialog__link" onClick={() => go('/csAssistant')}>
            {t.askAssistant}
          </button>
        )}
        <button type="button" className="cs-dialog__link" onClick={() => go(workOrderPath({ tab: 'mine' }))}>
          {t.myWorkOrders}
        </button>
      </div>
    </div>
  );
}

/** The 'work order / live agent' dialog (spec §2), opened through the common store from any screen. */
export function CsDialog() {
  const visible = useCommonStore((s) => s.humanAgentVisible);
  const close = useCommonStore((s) => s.closeHumanAgent);
  return (
    <Popup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      bodyClassName="cs-dialog-popup"
      destroyOnClose
      showCloseButton
    >
      <div role="dialog" aria-modal="true" aria-label={t.dialogTitle}>
        {visible && <DialogBody />}
      </div>
    </Popup>
  );
}
