import type { FactorDefinition, FactorValues } from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';
import '../../../components/form-control/form-control.css';
import './factor-form.css';

interface FactorFormProps {
  definitions: readonly FactorDefinition[];
  values: FactorValues;
  onChange(code: FactorDefinition['code'], value: string | number | undefined): void;
}

/** The customer's factors, each optional: left at 各产品默认, every product uses its own default. */
export function FactorForm({ definitions, values, onChange }: FactorFormProps) {
  return (
    <div className="factor-form">
      {definitions.map((def) => {
        const id = `factor-${def.code}`;
        const value = values[def.code];
        return (
          <div key={def.code} className="factor-form__field">
            <label htmlFor={id} className="factor-form__label">
              {def.label}
              {def.unit && def.input === 'number' && (
                <span className="factor-form__unit">（{def.unit}）</span>
              )}
            </label>
            {def.input === 'select' ? (
              <select
                id={id}
                className="form-control"
                value={value === undefined ? '' : String(value)}
                onChange={(e) => onChange(def.code, e.target.value || undefined)}
              >
                <option value="">{compareText.productDefault}</option>
                {def.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                className="form-control"
                type="number"
                inputMode="numeric"
                min={def.min}
                max={def.max}
                step={def.step}
                placeholder={compareText.productDefault}
                value={value === undefined ? '' : String(value)}
                onChange={(e) =>
                  onChange(def.code, e.target.value === '' ? undefined : Number(e.target.value))
                }
              />
            )}
            {def.hint && <p className="factor-form__hint">{def.hint}</p>}
          </div>
        );
      })}
    </div>
  );
}
