import type { ReactNode } from 'react';
import { common } from '../../locales/zh-CN/common';
import './status-view.css';

// The status views without the UI kit: the customer's share page (src/share) has no antd-mobile.

/** A page or section that is waiting for data. */
export function LoadingState({ text = common.loading }: { text?: string }) {
  return (
    <div className="status-view" role="status" aria-live="polite">
      {/* A CSS spinner: the kit's SpinLoading would pull its animation library into the first screen. */}
      <span className="status-view__spinner" aria-hidden="true" />
      <p className="status-view__text">{text}</p>
    </div>
  );
}

/** A failed load and its reason; `children` is the way to try again, where there is one. */
export function ErrorNotice({
  title = common.loadFailed,
  message,
  children,
}: {
  title?: string | undefined;
  message?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="status-view" role="alert">
      <p className="status-view__title">{title}</p>
      {message && <p className="status-view__text">{message}</p>}
      {children}
    </div>
  );
}

/** Nothing to show (yet). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="status-view">
      <p className="status-view__text">{text}</p>
    </div>
  );
}
