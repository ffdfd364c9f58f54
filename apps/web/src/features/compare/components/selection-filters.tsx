import { useState } from 'react';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, UNLIMITED } from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';
import { useAgeOptions, useCompanies } from '../api/filter-options';
import { useCompareStore } from '../store/compare-store';
import './selection-filters.css';

/** Keyword, kind, company, age band and gender (age and gender default to 不限, spec §5). */
export function SelectionFilters() {
  const { keyword, age, gender, selectedKind, selectedCompany, setFilter } = useCompareStore();
  const [draft, setDraft] = useState(keyword);
  const ages = useAgeOptions().data ?? [{ value: UNLIMITED, label: UNLIMITED }];
  const companies = useCompanies().data ?? [];
  return (
    <div className="selection-filters">
      <form
        className="selection-filters__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ keyword: draft.trim() });
        }}
      >
        <input
          type="search"
          className="selection-filters__input"
          value={draft}
          placeholder={compareText.searchPlaceholder}
          aria-label={compareText.searchPlaceholder}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="selection-filters__submit">
          {compareText.search}
        </button>
      </form>
      <div className="selection-filters__kinds" role="radiogroup" aria-label={compareText.allKinds}>
        {(['', ...PRODUCT_TYPES] as const).map((kind) => (
          <button
            key={kind || 'all'}
            type="button"
            role="radio"
            aria-checked={selectedKind === kind}
            className="selection-filters__chip"
            onClick={() => setFilter({ selectedKind: kind })}
          >
            {kind ? PRODUCT_TYPE_LABELS[kind] : compareText.allKinds}
          </button>
        ))}
      </div>
      <div className="selection-filters__row">
        <select
          aria-label={compareText.allCompanies}
          value={selectedCompany}
          onChange={(e) => setFilter({ selectedCompany: e.target.value })}
        >
          <option value="">{compareText.allCompanies}</option>
          {companies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.shortName}
            </option>
          ))}
        </select>
        <select
          aria-label={compareText.ageLabel}
          value={age}
          onChange={(e) => setFilter({ age: e.target.value })}
        >
          {ages.map((o) => (
            <option key={o.value} value={o.value}>
              {o.value === UNLIMITED ? `${compareText.ageLabel}${UNLIMITED}` : o.label}
            </option>
          ))}
        </select>
        <select
          aria-label={compareText.genderLabel}
          value={gender}
          onChange={(e) => setFilter({ gender: e.target.value })}
        >
          {compareText.genders.map((o) => (
            <option key={o.value} value={o.value}>
              {o.value === UNLIMITED ? `${compareText.genderLabel}${UNLIMITED}` : o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
