import { useRef, useState } from 'react';
import { colourPageText as t } from '../../../locales/zh-CN/colour-page';
import type { ConfigDraft } from '../lib/config-form';
import { PhotoError, scalePhoto } from '../lib/photo';
import { Field } from './field';

interface AgentCardFieldsProps {
  realName: string;
  workId: string;
  draft: ConfigDraft;
  phoneProblem?: string | undefined;
  onChange(patch: Partial<ConfigDraft>): void;
}

/** The agent's card: name and work id as signed in (not editable), a phone, an optional photo. */
export function AgentCardFields({ realName, workId, draft, phoneProblem, onChange }: AgentCardFieldsProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [photoProblem, setPhotoProblem] = useState('');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange({ photo: await scalePhoto(file) });
      setPhotoProblem('');
    } catch (error) {
      setPhotoProblem(
        error instanceof PhotoError && error.reason === 'not-image' ? t.photoNotImage : t.photoFailed,
      );
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  return (
    <section className="cp-form__section" aria-labelledby="cp-agent-title">
      <h2 id="cp-agent-title" className="cp-form__title">
        {t.agentTitle}
      </h2>
      <p className="cp-form__identity">{t.agentIdentity(realName, workId)}</p>
      <Field id="cp-phone" label={t.agentPhone} problem={phoneProblem}>
        <input
          id="cp-phone"
          className="form-control"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          value={draft.phone}
          placeholder={t.agentPhonePlaceholder}
          onChange={(e) => onChange({ phone: e.target.value.replace(/\D/g, '') })}
        />
      </Field>
      <div className="cp-photo">
        {draft.photo && <img className="cp-photo__preview" src={draft.photo} alt={t.photoAlt} />}
        <div className="cp-photo__actions">
          <span className="cp-field__label" id="cp-photo-label">
            {t.photo}
          </span>
          <button type="button" className="cp-button" onClick={() => fileRef.current?.click()}>
            {draft.photo ? t.photoChange : t.photoPick}
          </button>
          {draft.photo && (
            <button
              type="button"
              className="cp-button cp-button--quiet"
              onClick={() => onChange({ photo: undefined })}
            >
              {t.photoRemove}
            </button>
          )}
        </div>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/*"
          hidden
          aria-labelledby="cp-photo-label"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      {photoProblem && (
        <p className="cp-field__problem" role="alert">
          {photoProblem}
        </p>
      )}
    </section>
  );
}
