import { Popup } from 'antd-mobile';
import { Link } from 'react-router';
import type { ConversationListItem } from '@broker/contract';
import { Avatar } from '../../../components/avatar/avatar';
import { NavList } from '../../../components/nav-list/nav-list';
import { historyText } from '../../../locales/zh-CN/history';
import { settingsText } from '../../../locales/zh-CN/settings';
import { useMainStore } from '../../../stores/main/main-store';
import { chatActions } from '../../chat/store';
import { ConversationHistory } from '../../history/components/conversation-history';
import { historyListPath } from '../../history/lib/paths';
import './settings-drawer.css';

interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
  realName?: string;
  workId?: string;
}

// Only entries whose screens exist; interaction records, the operation guide (/tutorial) and comparison
// history join as they are built.
const ENTRIES = [{ to: '/setting', label: settingsText.personalSettings }] as const;

/** Spec §2 right-side drawer (the personal settings popup). */
export function SettingsDrawer({ open, onClose, realName, workId }: SettingsDrawerProps) {
  const category = useMainStore((s) => s.currentCategory);
  const conversationId = useMainStore((s) => s.conversationId);

  const openConversation = (item: ConversationListItem) => {
    if (item.conversationId === conversationId) return onClose();
    // Refused while an answer generates (the action says why); the drawer stays open then.
    void chatActions.openConversation(item.conversationId, item.category).then((opened) => {
      if (opened) onClose();
    });
  };

  const startNew = () => {
    if (chatActions.newConversation()) onClose();
  };

  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="settings-drawer"
    >
      <div
        className="settings-drawer__content"
        role="dialog"
        aria-modal="true"
        aria-label={settingsText.drawerTitle}
      >
        {realName !== undefined && (
          <div className="settings-drawer__profile">
            <Avatar name={realName} />
            <div className="settings-drawer__who">
              <p className="settings-drawer__name">{realName}</p>
              <p className="settings-drawer__work-id">
                {settingsText.workIdPrefix} {workId}
              </p>
            </div>
          </div>
        )}
        <NavList items={ENTRIES} onNavigate={onClose} />
        <div className="settings-drawer__history">
          <ConversationHistory
            category={category}
            title={historyText.sectionTitle}
            headerExtra={
              <Link to={historyListPath(category)} onClick={onClose}>
                {historyText.viewAll}
              </Link>
            }
            activeId={conversationId || undefined}
            onOpen={openConversation}
            onDeleted={(item) => {
              // The open conversation is gone: the next question starts a new one.
              if (item.conversationId === useMainStore.getState().conversationId)
                chatActions.newConversation();
            }}
            emptyAction={
              <button type="button" className="settings-drawer__new" onClick={startNew}>
                {historyText.startNew}
              </button>
            }
          />
        </div>
      </div>
    </Popup>
  );
}
