import { BUILT_IN_MODEL, type ModelOption } from '@broker/contract';
import { EmptyState } from '../../../components/status-view/status-view';
import { CheckIcon } from '../../../components/icons/icons';
import { toast } from '../../../lib/feedback';
import { settingsText } from '../../../locales/zh-CN/settings';
import { useChangeModel } from '../api/change-model';
import './model-picker.css';

export const modelLabel = (model: string): string =>
  model === BUILT_IN_MODEL ? settingsText.builtinModel : model;

/** The models offered to this agent; the current default is checked, tapping another switches to it. */
export function ModelPicker({ models }: { models: readonly ModelOption[] }) {
  const change = useChangeModel();
  if (models.length === 0) return <EmptyState text={settingsText.noModels} />;

  const select = (option: ModelOption) => {
    if (option.default || change.isPending) return;
    change.mutate(option.model, { onSuccess: () => toast.show(settingsText.modelChanged) });
  };

  return (
    <div className="model-picker" role="radiogroup" aria-label={settingsText.modelSection}>
      {models.map((option) => (
        <button
          key={option.model}
          type="button"
          role="radio"
          aria-checked={option.default}
          className="model-picker__option"
          onClick={() => select(option)}
        >
          <span className="model-picker__name">{modelLabel(option.model)}</span>
          {option.default && (
            <span className="model-picker__current">
              <CheckIcon />
              {settingsText.currentModel}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
