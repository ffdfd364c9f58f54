import { Button } from 'antd-mobile';
import { common } from '../../locales/zh-CN/common';
import './status-view.css';

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

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ title = common.loadFailed, message, onRetry }: ErrorStateProps) {
  return (
    <div className="status-view" role="alert">
      <p className="status-view__title">{title}</p>
      {message && <p className="status-view__text">{message}</p>}
      {onRetry && (
        <Button className="status-view__action" color="primary" fill="outline" onClick={onRetry}>
          {common.retry}
        </Button>
      )}
    </div>
  );
}

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
}

/** A search that found nothing (spec §2): the same text on every search screen. */
export function SearchEmptyState() {
  return <EmptyState text={common.searchNoResults} />;
}

/** Nothing to show (yet). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="status-view">
      <p className="status-view__text">{text}</p>
    </div>
  );
}
