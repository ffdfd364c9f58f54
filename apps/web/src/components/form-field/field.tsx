import type { ReactNode } from 'react';
import '../form-control/form-control.css';

/** One labelled control with its limits line and, when wrong, the reason in red. */
export function Field({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  problem?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={problem ? 'cp-field cp-field--bad' : 'cp-field'}>
      <label htmlFor={id} className="cp-field__label">
        {label}
      </label>
      {children}
      {hint && <p className="cp-field__hint">{hint}</p>}
      {problem && (
        <p className="cp-field__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
