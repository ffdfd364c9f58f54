import { Suspense, lazy, useState } from 'react';
import type { ModelOption } from '@broker/contract';
import { modelLabel } from '../../features/settings/components/model-picker';
import { chatText } from '../../locales/zh-CN/chat';

const loadPopup = () => import('./model-switch-popup');
const ModelSwitchPopup = lazy(() => loadPopup().then((m) => ({ default: m.ModelSwitchPopup })));

/** The model chip above the input (only when the agent has a choice) and its picker. */
export function ModelSwitch({ models }: { models: readonly ModelOption[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const current = models.find((m) => m.default) ?? models[0];
  if (!current || models.length < 2) return null;
  return (
    <>
      <button
        type="button"
        className="model-switch"
        aria-haspopup="dialog"
        onPointerDown={() => void loadPopup()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {chatText.model}：{modelLabel(current.model)}
        <span aria-hidden="true" className="model-switch__caret" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <ModelSwitchPopup models={models} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
