import { Link, useNavigate } from 'react-router';
import type { ConversationListItem } from '@broker/contract';
import { chatPathOfOpenConversation } from '../../features/chat/lib/chat-path';
import { chatActions } from '../../features/chat/store';
import { ConversationHistory } from '../../features/history/components/conversation-history';
import { historyListPath } from '../../features/history/lib/paths';
import { historyText } from '../../locales/zh-CN/history';
import { useMainStore } from '../../stores/main/main-store';
import { useUserStore } from '../../stores/user-store';
import './drawer-history.css';

/** The drawer's conversation history: opening one takes it up in the chat and closes the drawer. */
export function DrawerHistory({ onClose }: { onClose(): void }) {
  const category = useMainStore((s) => s.currentCategory);
  const conversationId = useMainStore((s) => s.conversationId);
  // The product assistant lists that product's conversations; the full history page is the general one.
  const productCode = useUserStore((s) => s.lockedProduct);
  const navigate = useNavigate();

  const openConversation = (item: ConversationListItem) => {
    if (item.conversationId === conversationId) return onClose();
    // Refused while an answer generates (the action says why); the drawer stays open then.
    void chatActions.openConversation(item.conversationId, item.category).then((opened) => {
      if (!opened) return;
      onClose();
      // A customer-service conversation goes on in the customer-service assistant.
      const path = chatPathOfOpenConversation();
      if (path !== '/index') navigate(path);
    });
  };

  const startNew = () => {
    if (chatActions.newConversation()) onClose();
  };

  return (
    <ConversationHistory
      category={category}
      productCode={productCode}
      title={historyText.sectionTitle}
      headerExtra={
        !productCode && (
          <Link to={historyListPath(category)} onClick={onClose}>
            {historyText.viewAll}
          </Link>
        )
      }
      activeId={conversationId || undefined}
      onOpen={openConversation}
      onDeleted={(item) => {
        // The open conversation is gone: the next question starts a new one.
        if (item.conversationId === useMainStore.getState().conversationId) chatActions.newConversation();
      }}
      emptyAction={
        <button type="button" className="drawer-history__new" onClick={startNew}>
          {historyText.startNew}
        </button>
      }
    />
  );
}
