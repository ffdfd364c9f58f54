import { useId } from 'react';
import type { ModelOption } from '@broker/contract';
import { Popup } from 'antd-mobile';
import { ModelPicker } from '../../features/settings/components/model-picker';
import { CloseIcon } from '../../components/icons/icons';
import { useDismissable } from '../../lib/history/use-dismissable';
import { chatText } from '../../locales/zh-CN/chat';
import { common } from '../../locales/zh-CN/common';

/** The picker sheet; its own chunk (antd-mobile's Popup brings the animation library). */
export function ModelSwitchPopup({
  models,
  open,
  onClose,
}: {
  models: readonly ModelOption[];
  open: boolean;
  onClose(): void;
}) {
  const titleId = useId();
  useDismissable(open, onClose);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="model-switch__popup">
      {/* The chip announces a dialog (aria-haspopup); antd-mobile's Popup has no role of its own. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="model-switch__head">
          <h2 id={titleId} className="model-switch__title">
            {chatText.switchModel}
          </h2>
          <button
            type="button"
            className="icon-button model-switch__close"
            aria-label={common.close}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {/* A choice closes the sheet; the picker shows its own toast when the switch went through. */}
        <div onClick={onClose}>
          <ModelPicker models={models} />
        </div>
      </div>
    </Popup>
  );
}
