import { useState } from 'react';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, UNLIMITED } from '@broker/contract';
import { pickerText } from '../../locales/zh-CN/product-picker';
import { useAgeOptions, useCompanies, type SearchFilters } from './product-search-api';
import './product-filters.css';

interface ProductFiltersProps {
  value: SearchFilters;
  onChange(patch: Partial<SearchFilters>): void;
  /** The age band and gender selects (the comparison's; a calculator prices one person instead). */
  withPerson?: boolean;
}

/** Keyword, kind and company, and optionally age band and gender (default 不限, spec §5). */
export function ProductFilters({ value, onChange, withPerson = false }: ProductFiltersProps) {
  const [draft, setDraft] = useState(value.keyword);
  const ages = useAgeOptions(withPerson).data ?? [{ value: UNLIMITED, label: UNLIMITED }];
  const companies = useCompanies().data ?? [];
  return (
    <div className="selection-filters">
      <form
        className="selection-filters__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ keyword: draft.trim() });
        }}
      >
        <input
          type="search"
          className="selection-filters__input"
          value={draft}
          placeholder={pickerText.searchPlaceholder}
          aria-label={pickerText.searchPlaceholder}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="selection-filters__submit">
          {pickerText.search}
        </button>
      </form>
      <div className="selection-filters__kinds" role="radiogroup" aria-label={pickerText.allKinds}>
        {(['', ...PRODUCT_TYPES] as const).map((kind) => (
          <button
            key={kind || 'all'}
            type="button"
            role="radio"
            aria-checked={value.type === kind}
            className="selection-filters__chip"
            onClick={() => onChange({ type: kind })}
          >
            {kind ? PRODUCT_TYPE_LABELS[kind] : pickerText.allKinds}
          </button>
        ))}
      </div>
      <div className="selection-filters__row">
        <select
          aria-label={pickerText.allCompanies}
          value={value.company}
          onChange={(e) => onChange({ company: e.target.value })}
        >
          <option value="">{pickerText.allCompanies}</option>
          {companies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.shortName}
            </option>
          ))}
        </select>
        {withPerson && (
          <>
            <select
              aria-label={pickerText.ageLabel}
              value={value.age}
              onChange={(e) => onChange({ age: e.target.value })}
            >
              {ages.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.value === UNLIMITED ? `${pickerText.ageLabel}${UNLIMITED}` : o.label}
                </option>
              ))}
            </select>
            <select
              aria-label={pickerText.genderLabel}
              value={value.gender}
              onChange={(e) => onChange({ gender: e.target.value })}
            >
              {pickerText.genders.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.value === UNLIMITED ? `${pickerText.genderLabel}${UNLIMITED}` : o.label}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </div>
  );
}
