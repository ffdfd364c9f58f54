import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { CATEGORIES, type Category } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useConversationMessages } from '../../features/chat/api/convhistory';
import { chatPathOfOpenConversation } from '../../features/chat/lib/chat-path';
import { chatActions } from '../../features/chat/store';
import { useUserInfo } from '../../features/session/api/userinfo';
import { MessageList } from '../../features/history/components/message-list';
import { isHistoryCategory } from '../../features/history/lib/categories';
import { historyListPath } from '../../features/history/lib/paths';
import { errorText, isNotFound } from '../../lib/http';
import { chatText } from '../../locales/zh-CN/chat';
import { categoryLabels, historyText } from '../../locales/zh-CN/history';
import { routeTitles } from '../../locales/zh-CN/routes';
import './conv-message-check-page.css';

const isCategory = (value: string | null): value is Category => CATEGORIES.includes(value as Category);

/**
 * /convMessageCheck?category=…&conversationId=…: one conversation's messages, read-only, with 继续对话
 * to take it up in the chat. A link to a deleted conversation says so instead of failing.
 */
export function ConvMessageCheckPage() {
  const [params] = useSearchParams();
  const conversationId = params.get('conversationId') ?? '';
  const fromUrl = params.get('category');
  const category: Category = isCategory(fromUrl) ? fromUrl : 'General';
  const messages = useConversationMessages(category, conversationId);
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);
  const user = useUserInfo().data;
  const watermark = user ? [chatText.aiNotice, `${user.realName} ${user.workId}`] : [chatText.aiNotice];

  const continueChat = async () => {
    setContinuing(true);
    try {
      if (await chatActions.openConversation(conversationId, category))
        navigate(chatPathOfOpenConversation());
    } finally {
      setContinuing(false);
    }
  };

  const backToList = (
    <Link
      className="conv-check__link"
      to={historyListPath(isHistoryCategory(category) ? category : undefined)}
    >
      {historyText.backToList}
    </Link>
  );

  let body;
  let footer = null;
  if (!conversationId)
    body = (
      <div className="conv-check__notice">
        <EmptyState text={historyText.missingId} />
        {backToList}
      </div>
    );
  else if (messages.isPending) body = <LoadingState />;
  else if (messages.isError && isNotFound(messages.error))
    body = (
      <div className="conv-check__notice" role="alert">
        <p className="conv-check__notice-title">{historyText.notFoundTitle}</p>
        <p className="conv-check__notice-text">{historyText.notFoundBody}</p>
        {backToList}
      </div>
    );
  else if (messages.isError)
    body = <ErrorState message={errorText(messages.error, '')} onRetry={() => void messages.refetch()} />;
  else {
    const pages = messages.data.pages;
    const list = [...pages].reverse().flatMap((page) => page.list);
    body = (
      <>
        <p className="conv-check__category">{categoryLabels[pages[0]?.category ?? category]}</p>
        {messages.hasNextPage && (
          <button
            type="button"
            className="conv-check__earlier"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? historyText.loadingMore : historyText.loadEarlier}
          </button>
        )}
        {list.length === 0 ? (
          <EmptyState text={historyText.noMessages} />
        ) : (
          <MessageList messages={list} watermark={watermark} />
        )}
      </>
    );
    footer = (
      <div className="conv-check__footer">
        <Button block color="primary" loading={continuing} onClick={() => void continueChat()}>
          {historyText.continueChat}
        </Button>
      </div>
    );
  }

  return (
    <Page
      className="conv-check"
      header={<PageHeader title={routeTitles.convMessageCheck} backFallback={historyListPath()} />}
    >
      {body}
      {footer}
    </Page>
  );
}
