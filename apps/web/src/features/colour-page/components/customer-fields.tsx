import type { FactorDefinition } from '@broker/contract';
import { colourPageText as t } from '../../../locales/zh-CN/colour-page';
import type { ConfigDraft, DraftField } from '../lib/config-form';
import { Field } from './field';

interface CustomerFieldsProps {
  draft: ConfigDraft;
  /** The product's age field: its limits are written under the customer's age. */
  ageDef: FactorDefinition | undefined;
  /** Its limits in words ('18–60周岁'). */
  ageHint: string | undefined;
  problems: Partial<Record<DraftField | 'ageRule', string>>;
  onChange(patch: Partial<ConfigDraft>): void;
}

/** Who the page is for: a name or title ('王先生'), the age and gender the plan is priced at. */
export function CustomerFields({ draft, ageDef, ageHint, problems, onChange }: CustomerFieldsProps) {
  return (
    <section className="cp-form__section" aria-labelledby="cp-customer-title">
      <h2 id="cp-customer-title" className="cp-form__title">
        {t.customerTitle}
      </h2>
      <Field id="cp-name" label={t.customerName} problem={problems.customerName}>
        <input
          id="cp-name"
          className="form-control"
          value={draft.customerName}
          placeholder={t.customerNamePlaceholder}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => onChange({ customerName: e.target.value })}
        />
      </Field>
      <div className="cp-form__pair">
        <Field id="cp-age" label={t.customerAge} hint={ageHint} problem={problems.age ?? problems.ageRule}>
          <input
            id="cp-age"
            className="form-control"
            type="number"
            inputMode="numeric"
            min={ageDef?.min}
            max={ageDef?.max}
            value={draft.age}
            onChange={(e) => onChange({ age: e.target.value.replace(/\D/g, '').slice(0, 3) })}
          />
        </Field>
        <Field id="cp-gender" label={t.customerGender}>
          <select
            id="cp-gender"
            className="form-control"
            value={draft.gender}
            onChange={(e) => onChange({ gender: e.target.value === 'F' ? 'F' : 'M' })}
          >
            {t.genders.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </section>
  );
}
