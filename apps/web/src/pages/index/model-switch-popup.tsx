import { useId } from 'react';
import type { ModelOption } from '@broker/contract';
import { Popup } from 'antd-mobile';
import { ModelPicker } from '../../features/settings/components/model-picker';
import { chatText } from '../../locales/zh-CN/chat';

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
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="model-switch__popup">
      {/* The chip announces a dialog (aria-haspopup); antd-mobile's Popup has no role of its own. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="model-switch__title">
          {chatText.switchModel}
        </h2>
        {/* A choice closes the sheet; the picker shows its own toast when the switch went through. */}
        <div onClick={onClose}>
          <ModelPicker models={models} />
        </div>
      </div>
    </Popup>
  );
}
