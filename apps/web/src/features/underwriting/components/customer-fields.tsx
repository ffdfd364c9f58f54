import { Field } from '../../../components/form-field/field';
import { underwritingText as t } from '../../../locales/zh-CN/underwriting';

export interface CustomerDraft {
  age: string;
  gender: 'male' | 'female';
  height: string;
  weight: string;
}

const BMI_BANDS: [number, string][] = [
  [18.5, '偏瘦'],
  [24, '正常'],
  [28, '超重'],
  [Infinity, '肥胖'],
];

export function bmiOf(draft: CustomerDraft): string | undefined {
  const h = Number(draft.height);
  const w = Number(draft.weight);
  if (!(h >= 50 && h <= 250 && w >= 2 && w <= 300)) return undefined;
  return (w / (h / 100) ** 2).toFixed(1);
}

const digits = (value: string, max: number) => value.replace(/[^\d.]/g, '').slice(0, max);

/** The insured: age and gender, height and weight with the BMI worked out as they are typed. */
export function CustomerFields({
  draft,
  ageProblem,
  onChange,
}: {
  draft: CustomerDraft;
  ageProblem?: string | undefined;
  onChange(patch: Partial<CustomerDraft>): void;
}) {
  const bmi = bmiOf(draft);
  const band = bmi === undefined ? '' : (BMI_BANDS.find(([limit]) => Number(bmi) < limit)?.[1] ?? '');
  return (
    <section className="cp-form__section" aria-labelledby="uw-customer-title">
      <h2 id="uw-customer-title" className="cp-form__title">
        {t.customerTitle}
      </h2>
      <div className="cp-form__pair">
        <Field id="uw-age" label={t.age} problem={ageProblem}>
          <input
            id="uw-age"
            className="form-control"
            inputMode="numeric"
            value={draft.age}
            onChange={(e) => onChange({ age: digits(e.target.value, 3).replace('.', '') })}
          />
        </Field>
        <Field id="uw-gender" label={t.gender}>
          <select
            id="uw-gender"
            className="form-control"
            value={draft.gender}
            onChange={(e) => onChange({ gender: e.target.value === 'female' ? 'female' : 'male' })}
          >
            {t.genders.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="uw-height" label={t.height}>
          <input
            id="uw-height"
            className="form-control"
            inputMode="decimal"
            value={draft.height}
            onChange={(e) => onChange({ height: digits(e.target.value, 5) })}
          />
        </Field>
        <Field id="uw-weight" label={t.weight}>
          <input
            id="uw-weight"
            className="form-control"
            inputMode="decimal"
            value={draft.weight}
            onChange={(e) => onChange({ weight: digits(e.target.value, 5) })}
          />
        </Field>
      </div>
      {bmi && <p className="uw-bmi">{t.bmi(bmi, band)}</p>}
    </section>
  );
}
