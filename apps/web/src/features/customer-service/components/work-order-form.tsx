import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_LIMITS,
  type WorkOrder,
} from '@broker/contract';
import { HttpError, detailOf, errorText } from '../../../lib/http';
import { csText as t } from '../../../locales/zh-CN/customer-service';
import { createWorkOrder, csKeys } from '../api/cs-api';
import { draftProblems, inputOf, type WorkOrderDraft } from '../lib/work-order-form';
import { useScreenshots } from '../hooks/use-screenshots';
import { dropLinksDraft } from '../lib/work-order-url';
import { ScreenshotPicker } from './screenshot-picker';
import '../../../components/form-control/form-control.css';
import './work-order.css';

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="wo-field__problem" role="alert">
      {text}
    </p>
  ) : null;
}

/** The work-order form: the contract's rules on the phone, the server's answer if it still refuses. */
export function WorkOrderForm({
  initial,
  origin,
  conversationId,
  onSubmitted,
}: {
  initial: WorkOrderDraft;
  origin: Record<string, string>;
  /** The conversation the hand-off came from; the order records it. */
  conversationId: string;
  onSubmitted(order: WorkOrder): void;
}) {
  const screenshots = useScreenshots();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverProblem, setServerProblem] = useState('');
  const problems = draftProblems(draft);
  const shown = tried ? problems : {};
  const set = (patch: Partial<WorkOrderDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const described = (field: keyof WorkOrderDraft) =>
    shown[field] ? { 'aria-invalid': true, 'aria-describedby': `wo-${field}-problem` } : {};

  const submit = async () => {
    setTried(true);
    setServerProblem('');
    if (Object.keys(problems).length > 0) return;
    if (screenshots.uploading || screenshots.failed) {
      setServerProblem(screenshots.uploading ? t.screenshotsPending : t.screenshotsFailed);
      return;
    }
    setSaving(true);
    try {
      const order = await createWorkOrder({
        ...inputOf(draft, origin),
        screenshots: screenshots.paths,
        ...(conversationId && { conversationId }),
      });
      dropLinksDraft();
      await queryClient.invalidateQueries({ queryKey: csKeys.workOrders });
      onSubmitted(order);
    } catch (error) {
      setServerProblem((error instanceof HttpError && detailOf(error.data)) || errorText(error, ''));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="wo-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="wo-field">
        <label htmlFor="wo-name" className="wo-field__label">
          {t.name}
        </label>
        <input
          id="wo-name"
          className="form-control"
          value={draft.name}
          maxLength={WORK_ORDER_LIMITS.nameMax + 10}
          placeholder={t.namePlaceholder}
          autoComplete="name"
          onChange={(e) => set({ name: e.target.value })}
          {...described('name')}
        />
        <Problem id="wo-name-problem" text={shown.name} />
      </div>
      <div className="wo-field">
        <label htmlFor="wo-phone" className="wo-field__label">
          {t.phone}
        </label>
        <input
          id="wo-phone"
          className="form-control"
          type="tel"
          inputMode="tel"
          value={draft.phone}
          maxLength={20}
          placeholder={t.phonePlaceholder}
          autoComplete="tel"
          onChange={(e) => set({ phone: e.target.value })}
          {...described('phone')}
        />
        <Problem id="wo-phone-problem" text={shown.phone} />
      </div>
      <fieldset className="wo-field wo-field--set">
        <legend className="wo-field__label">{t.category}</legend>
        <div className="wo-chips">
          {WORK_ORDER_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={draft.category === category}
              className={draft.category === category ? 'wo-chip wo-chip--on' : 'wo-chip'}
              onClick={() => set({ category })}
            >
              {WORK_ORDER_CATEGORY_LABELS[category]}
            </button>
          ))}
        </div>
        <Problem id="wo-category-problem" text={shown.category} />
      </fieldset>
      <div className="wo-field">
        <label htmlFor="wo-problem" className="wo-field__label">
          {t.problem}
        </label>
        <textarea
          id="wo-problem"
          className="wo-textarea"
          rows={5}
          value={draft.problem}
          placeholder={t.problemPlaceholder}
          onChange={(e) => set({ problem: e.target.value })}
          {...described('problem')}
        />
        <p
          className={
            draft.problem.length > WORK_ORDER_LIMITS.problemMax ? 'wo-count wo-count--over' : 'wo-count'
          }
        >
          {t.problemCount(draft.problem.length)}
        </p>
        <Problem id="wo-problem-problem" text={shown.problem} />
      </div>
      <ScreenshotPicker state={screenshots} />
      {draft.summary && (
        <div className="wo-summary">
          <p className="wo-summary__title">{t.summaryAttached}</p>
          <pre className="wo-summary__text">{draft.summary}</pre>
          <button type="button" className="wo-summary__remove" onClick={() => set({ summary: '' })}>
            {t.removeSummary}
          </button>
        </div>
      )}
      {serverProblem && (
        <p className="wo-field__problem" role="alert">
          {serverProblem}
        </p>
      )}
      <button type="submit" className="wo-submit" disabled={saving}>
        {saving ? t.submitting : t.submit}
      </button>
    </form>
  );
}
