import { useState } from 'react';
import type { FactorDefinition, FactorValues, ProductFactors } from '@broker/contract';
import { calculatorText } from '../../../locales/zh-CN/calculator';
import { fieldLimits, fieldProblem, productRules } from '../lib/form-rules';
import '../../../components/form-control/form-control.css';
import './calc-form.css';

type Value = string | number | undefined;

/** A number field keeps what is typed (also '' or '3' on the way to '30'); the form gets numbers only. */
function NumberInput({
  def,
  value,
  onChange,
}: {
  def: FactorDefinition;
  value: Value;
  onChange(v: Value): void;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Changed from outside (a reload of the address): show the new value.
    setSeen(value);
    if (Number(draft) !== value) setDraft(value === undefined ? '' : String(value));
  }
  return (
    <input
      id={`calc-${def.code}`}
      className="form-control"
      type="number"
      inputMode="numeric"
      min={def.min}
      max={def.max}
      step={def.step}
      value={draft}
      aria-describedby={`calc-${def.code}-limits`}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const next = text === '' ? undefined : Number(text);
        setSeen(next);
        onChange(next);
      }}
    />
  );
}

interface CalcFormProps {
  form: ProductFactors;
  values: FactorValues;
  onChange(code: FactorDefinition['code'], value: Value): void;
}

/**
 * The product's quote form, every limit written under its field and the product's combination rules
 * listed below, so the agent sees them before breaking one; a broken one is marked at once.
 */
export function CalcForm({ form, values, onChange }: CalcFormProps) {
  const rules = productRules(form, values);
  return (
    <section className="calc-form" aria-labelledby="calc-form-title">
      <h2 id="calc-form-title" className="calc-section__title">
        {calculatorText.formTitle}
      </h2>
      {form.factors.map((def) => {
        const value = values[def.code];
        const problem =
          fieldProblem(def, value) ?? rules.find((r) => r.broken && r.factor === def.code)?.message;
        const limits = fieldLimits(def);
        return (
          <div
            key={def.code}
            className={problem ? 'calc-form__field calc-form__field--bad' : 'calc-form__field'}
          >
            <label htmlFor={`calc-${def.code}`} className="calc-form__label">
              {def.label}
              {def.unit && def.input === 'number' && <span className="calc-form__unit">（{def.unit}）</span>}
            </label>
            {def.input === 'select' ? (
              <select
                id={`calc-${def.code}`}
                className="form-control"
                value={value === undefined ? '' : String(value)}
                aria-describedby={`calc-${def.code}-limits`}
                onChange={(e) => onChange(def.code, e.target.value)}
              >
                {def.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <NumberInput def={def} value={value} onChange={(v) => onChange(def.code, v)} />
            )}
            <p id={`calc-${def.code}-limits`} className="calc-form__limits">
              {[limits, def.hint].filter(Boolean).join('；')}
            </p>
            {problem && (
              <p className="calc-form__problem" role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      {rules.length > 0 && (
        <div className="calc-form__rules">
          <p className="calc-form__rules-title">{calculatorText.rulesTitle}</p>
          <p className="calc-form__rules-hint">{calculatorText.rulesHint}</p>
          <ul>
            {rules.map((r) => (
              <li key={r.message} className={r.broken ? 'calc-form__rule--broken' : undefined}>
                {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
