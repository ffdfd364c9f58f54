import { COLOUR_PAGE_SECTIONS, COLOUR_PAGE_THEMES, type ColourPageSection } from '@broker/contract';
import { colourPageText as t } from '../../../locales/zh-CN/colour-page';
import type { ConfigDraft } from '../lib/config-form';

interface LookFieldsProps {
  draft: ConfigDraft;
  sectionsProblem?: string | undefined;
  onChange(patch: Partial<ConfigDraft>): void;
}

/** Which sections the page has (in the server's fixed order) and which of the three looks it wears. */
export function LookFields({ draft, sectionsProblem, onChange }: LookFieldsProps) {
  const toggle = (section: ColourPageSection, on: boolean) =>
    onChange({
      sections: COLOUR_PAGE_SECTIONS.filter((s) => (s === section ? on : draft.sections.includes(s))),
    });
  return (
    <>
      <fieldset className="cp-form__section cp-form__fieldset">
        <legend className="cp-form__title">{t.sectionsTitle}</legend>
        <div className="cp-chips">
          {COLOUR_PAGE_SECTIONS.map((s) => (
            <label key={s} className="cp-chip">
              <input
                type="checkbox"
                checked={draft.sections.includes(s)}
                onChange={(e) => toggle(s, e.target.checked)}
              />
              <span>{t.sections[s]}</span>
            </label>
          ))}
        </div>
        {sectionsProblem && (
          <p className="cp-field__problem" role="alert">
            {sectionsProblem}
          </p>
        )}
      </fieldset>
      <fieldset className="cp-form__section cp-form__fieldset">
        <legend className="cp-form__title">{t.themeTitle}</legend>
        <div className="cp-themes">
          {COLOUR_PAGE_THEMES.map((theme) => (
            <label key={theme} className={`cp-theme cp-theme--${theme}`}>
              <input
                type="radio"
                name="cp-theme"
                value={theme}
                checked={draft.theme === theme}
                onChange={() => onChange({ theme })}
              />
              <span className="cp-theme__swatch" aria-hidden="true" />
              <span className="cp-theme__name">{t.themes[theme]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
