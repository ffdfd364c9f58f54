import { Button } from 'antd-mobile';
import { common } from '../../locales/zh-CN/common';
import { EmptyState, ErrorNotice } from './status-basic';

export { EmptyState, LoadingState } from './status-basic';

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <ErrorNotice title={title} message={message}>
      {onRetry && (
        <Button className="status-view__action" color="primary" fill="outline" onClick={onRetry}>
          {common.retry}
        </Button>
      )}
    </ErrorNotice>
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
